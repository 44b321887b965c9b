// Reads of the EPCIS export (issue 31): each is one call of a database function that reads under
// the caller's row-level security (private.epcis_event_rows).
import type { DbClient } from '../../db/db';
import type { EventRow } from '../domain/epcis-events';

/** An event row and its exact time as text (microseconds: a page's keyset must not lose them). */
export type PagedEventRow = EventRow & { cursor_time: string };

const COLUMNS = `event_key, event_time, record_time, biz_step, facts,
  to_char(event_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time`;

/** The events of a lot and its lineage the caller sees, in time order (404 for a lot it cannot see). */
export async function lotEvents(tx: DbClient, lotId: string): Promise<EventRow[]> {
  const { rows } = await tx.query<EventRow>(`select ${COLUMNS} from public.seed_lot_epcis($1)`, [lotId]);
  return rows;
}

export interface EventsFilter {
  /** The lots MATCH_anyEPC names (null: every lot the organization sees). */
  anyLots: string[] | null;
  geEventTime: string | null;
  ltEventTime: string | null;
  bizSteps: string[] | null;
  after: { time: string; key: string } | null;
  limit: number;
}

export async function eventsPage(tx: DbClient, f: EventsFilter): Promise<PagedEventRow[]> {
  const { rows } = await tx.query<PagedEventRow>(
    `select ${COLUMNS} from public.epcis_events(
       any_lots => $1::text[], ge_event_time => $2::timestamptz, lt_event_time => $3::timestamptz,
       biz_steps => $4::text[], after_time => $5::timestamptz, after_key => $6, page_size => $7)`,
    [f.anyLots, f.geEventTime, f.ltEventTime, f.bizSteps, f.after?.time ?? null, f.after?.key ?? null, f.limit],
  );
  return rows;
}
