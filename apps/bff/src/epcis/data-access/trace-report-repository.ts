// The read of the trace report (issue 31): one call of public.seed_lot_trace, which walks the
// lineage (public.seed_lot_lineage), reads quantities under the caller's row-level security and the
// mass balance of every lot the caller sees (public.lot_mass_balance): no query per lot.
import { z } from 'zod';
import { dbNumber, dbTime } from '../../db/columns';
import type { DbClient } from '../../db/db';
import type { TraceLot } from '../domain/trace-report';

const TraceRow = z.object({
  id: z.string(),
  direction: z.enum(['ancestor', 'self', 'descendant']),
  depth: z.number().int(),
  via: z.string().nullable(),
  relation: z.string().nullable(),
  purpose: z.string().nullable(),
  lot_type: z.string(),
  crop_name: z.string(),
  variety_name: z.string().nullable(),
  generation: z.string().nullable(),
  visible: z.boolean(),
  status: z.string().nullable(),
  created_at: dbTime.nullable(),
  quantity: dbNumber,
  quantity_unit: z.string().nullable(),
  pack_size: dbNumber,
  pack_unit: z.string().nullable(),
  produced_or_received_kg: dbNumber,
  owned_kg: dbNumber,
  drawn_by_children_kg: dbNumber,
  transferred_away_kg: dbNumber,
  adjusted_kg: dbNumber,
  balanced: z.boolean().nullable(),
});
type TraceRow = z.infer<typeof TraceRow>;

function toLot(row: TraceRow): TraceLot {
  const balance =
    row.visible && row.produced_or_received_kg !== null
      ? {
          producedOrReceivedKg: row.produced_or_received_kg,
          ownedKg: row.owned_kg ?? 0,
          drawnByChildrenKg: row.drawn_by_children_kg ?? 0,
          transferredAwayKg: row.transferred_away_kg ?? 0,
          adjustedKg: row.adjusted_kg ?? 0,
          balanced: row.balanced ?? false,
        }
      : null;
  return {
    id: row.id,
    direction: row.direction,
    depth: row.depth,
    link: row.via && row.relation ? { via: row.via, relation: row.relation, purpose: row.purpose } : null,
    lotType: row.lot_type,
    crop: row.crop_name,
    variety: row.variety_name,
    generation: row.generation,
    visible: row.visible,
    status: row.status,
    createdAt: row.created_at,
    quantity: row.quantity,
    quantityUnit: row.quantity_unit,
    packSize: row.pack_size,
    packUnit: row.pack_unit,
    balance,
  };
}

/** The lot, its ancestors and its descendants, one row per link that reached a lot (404 for a lot the caller cannot see). */
export async function lotTrace(tx: DbClient, lotId: string): Promise<TraceLot[]> {
  const { rows } = await tx.query(`select * from public.seed_lot_trace($1)`, [lotId]);
  return rows.map((row) => toLot(TraceRow.parse(row)));
}
