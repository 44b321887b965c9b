// The trace report of a lot (issue 31), for an inspector or an auditor: the lot's whole chain,
// upstream and downstream, with the quantity of each lot and its mass balance, and the events of
// the chain the caller sees. This module shapes what the database answered (public.seed_lot_trace,
// public.seed_lot_epcis) into what the PDF prints; trace-report-pdf.ts prints it.
import type { EventRow } from './epcis-events';

export type TraceDirection = 'ancestor' | 'self' | 'descendant';

/** A lot's mass balance in kg (public.lot_mass_balance). */
export interface TraceBalance {
  producedOrReceivedKg: number;
  ownedKg: number;
  drawnByChildrenKg: number;
  transferredAwayKg: number;
  adjustedKg: number;
  balanced: boolean;
}

/** One row of public.seed_lot_trace: a lot of the chain and one link that reached it. */
export interface TraceLot {
  id: string;
  direction: TraceDirection;
  depth: number;
  /** The lot it was reached from and the kind of link (parent, source); null for the lot itself. */
  link: { via: string; relation: string; purpose: string | null } | null;
  lotType: string;
  crop: string;
  variety: string | null;
  generation: string | null;
  /** Whether the caller sees the lot: when not, only its identity (the fields above) is known. */
  visible: boolean;
  status: string | null;
  createdAt: string | null;
  quantity: number | null;
  quantityUnit: string | null;
  packSize: number | null;
  packUnit: string | null;
  balance: TraceBalance | null;
}

/** A lot of the chain once: every link that reached it at its depth. */
export interface TraceEntry extends Omit<TraceLot, 'link'> {
  links: { via: string; relation: string; purpose: string | null }[];
}

/** One line of the events timeline. */
export interface TraceEvent {
  time: Date;
  bizStep: string;
  /** What happened to which lots, with quantities where the event has them. */
  what: string;
}

export interface TraceReport {
  lotId: string;
  upstream: TraceEntry[];
  lot: TraceEntry;
  downstream: TraceEntry[];
  events: TraceEvent[];
  /** How many lots of the chain the caller sees do not balance. */
  unbalanced: number;
  generatedAt: Date;
  siteUrl: string;
}

export const LOT_TYPE_TEXT: Record<string, string> = {
  unregistered_source: 'Unregistered source',
  raw_production: 'Production lot',
  packaged_unit: 'Packaged unit',
};

/** The rows of one direction, one entry per lot (a packed lot is reached by its parent and its source link). */
function entries(rows: TraceLot[], direction: TraceDirection): TraceEntry[] {
  const byId = new Map<string, TraceEntry>();
  for (const { link, ...row } of rows.filter((r) => r.direction === direction)) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = { ...row, links: [] };
      byId.set(row.id, entry);
    }
    entry.depth = Math.min(entry.depth, row.depth);
    if (link && !entry.links.some((l) => l.via === link.via && l.relation === link.relation)) entry.links.push(link);
  }
  return [...byId.values()].sort((a, b) => a.depth - b.depth || a.id.localeCompare(b.id));
}

const quantityText = (quantity: number, unit: string) => `${quantity} ${unit}`;

/** What an event did, in a line: its lots and quantities. */
function eventWhat(row: EventRow): string {
  const f = row.facts;
  switch (f.kind) {
    case 'ship':
    case 'receive':
    case 'make': {
      const items = f.items.map((i) => `${i.lot.id} ${quantityText(i.quantity, i.unit)}`).join(', ');
      const outputs = f.outputs?.length ? ` -> ${f.outputs.map((o) => o.id).join(', ')}` : '';
      const parties = f.kind === 'make' ? '' : ` (${f.from?.name ?? '—'} to ${f.to?.name ?? '—'})`;
      return `${f.manifestType}: ${items || '—'}${outputs}${parties}`;
    }
    case 'recall':
    case 'lift':
      return `${f.kind === 'recall' ? f.recallKind.replace('_', ' ') : 'recall lifted'}: ${f.lot.id} (${f.reason})`;
    case 'deactivate':
      return `code deactivated: ${f.lot.id} ${f.code}`;
    case 'test':
      return `seed test ${f.reportNumber}: ${f.lot.id}, ${f.verdict.replace('_', ' ')}`;
    case 'certify':
    case 'revoke':
      return `certificate ${f.certificateNumber} ${f.kind === 'certify' ? 'issued' : 'revoked'}: ${f.lot.id}`;
    default:
      return '';
  }
}

/** The report of `lotId` from public.seed_lot_trace's rows and the chain's EPCIS event rows. */
export function traceReport(
  lotId: string,
  rows: TraceLot[],
  events: EventRow[],
  generatedAt: Date,
  siteUrl: string,
): TraceReport {
  const [lot] = entries(rows, 'self');
  if (!lot) throw new Error(`the trace of ${lotId} has no row for the lot itself`);
  const upstream = entries(rows, 'ancestor');
  const downstream = entries(rows, 'descendant');
  const unbalanced = [...upstream, lot, ...downstream].filter((e) => e.balance && !e.balance.balanced).length;
  return {
    lotId,
    upstream,
    lot,
    downstream,
    events: events.map((e) => ({ time: e.event_time, bizStep: e.biz_step, what: eventWhat(e) })),
    unbalanced,
    generatedAt,
    siteUrl,
  };
}
