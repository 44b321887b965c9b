// Lots for the QR code tests, inserted as the database superuser (the seed-lot flows have their
// own tests): a packaged lot with its packaging details and the grower's ownership, of HI 1544 wheat
// (a notified variety: S.O. 1108(E) of 8 May 2008).
import { adminQuery } from './database';

export const NOTIFIED_VARIETY = { name: 'HI 1544', crop: 'Wheat', notification: '1108(E)' } as const;

/** A lot of the organization (packaged with `packages` packets when given), owned by it; its id. */
export async function insertLot(
  organizationId: string,
  options: { packages?: number; parentLotId?: string } = {},
): Promise<string> {
  const packaged = options.packages !== undefined;
  const [lot] = await adminQuery<{ id: string }>(
    `insert into public.seed_lots (lot_type, status, generation, crop_id, variety_id, grower_organization_id,
       parent_lot_id, quantity, quantity_unit, pack_size, pack_unit)
     select $1, 'active', 'Certified', v.crop_id, v.id, $2, $3, $4, $5, $6, $7
       from public.varieties v where v.name = $8
     returning id`,
    [
      packaged ? 'packaged_unit' : 'raw_production',
      organizationId,
      options.parentLotId ?? null,
      packaged ? options.packages : null,
      packaged ? 'packages' : null,
      packaged ? 10 : null,
      packaged ? 'Kg' : null,
      NOTIFIED_VARIETY.name,
    ],
  );
  const id = lot!.id;
  await adminQuery(
    `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
     values ($1, $2, $3, $4)`,
    [id, organizationId, options.packages ?? 100, packaged ? 'packages' : 'Kg'],
  );
  if (packaged) {
    await adminQuery(
      `insert into public.packaging_details (lot_id, packages_count, pack_size, pack_unit, packaging_date)
       values ($1, $2, 10, 'Kg', '2026-03-14')`,
      [id, options.packages],
    );
  }
  return id;
}

/** The code of a lot's packet `serial`. */
export async function packetCode(lotId: string, serial: number): Promise<string> {
  const [row] = await adminQuery<{ code: string }>(
    `select code from public.qr_codes where seed_lot_id = $1 and serial = $2`,
    [lotId, serial],
  );
  return row!.code;
}
