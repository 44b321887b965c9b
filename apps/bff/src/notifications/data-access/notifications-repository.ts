import { Notifications } from '@seed/domain';
import type { DbClient } from '../../db/db';

/**
 * Notifications in one statement, newest first: manifests sent to the caller's organization
 * that wait for its acceptance (status PENDING, on transaction_manifests_to_idx), and active
 * recalls or stop-sales of lots it still holds some of. Row-level security scopes every table
 * to what the caller's organization may see; the organization filter keeps it to its own.
 */
export async function loadNotifications(tx: DbClient, limit: number): Promise<Notifications> {
  const { rows } = await tx.query(
    `with org as (select private.current_organization_id() as id),
     incoming as (
       select 'incoming_transfer'::text as kind, m.id::text as subject_id, m.manifest_type::text as subject,
              m.created_at as at
       from public.transaction_manifests m, org
       where m.to_org_id = org.id and m.status = 'PENDING'
       order by m.created_at desc
       limit $1
     ),
     recalls as (
       select distinct on (r.seed_lot_id, r.kind)
              case r.kind when 'recall' then 'lot_recall' else 'lot_stop_sale' end as kind,
              r.seed_lot_id as subject_id, r.seed_lot_id as subject, r.recalled_at as at
       from public.lot_recalls r
       join public.lot_ownership o on o.seed_lot_id = r.seed_lot_id and o.quantity_owned > 0
       join org on o.owner_organization_id = org.id
       where r.lifted_at is null
       order by r.seed_lot_id, r.kind, r.recalled_at desc
     )
     select kind, subject_id, subject, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
     from (select * from incoming union all select * from recalls) n
     order by n.at desc
     limit $1`,
    [limit],
  );
  return Notifications.parse({ items: rows });
}
