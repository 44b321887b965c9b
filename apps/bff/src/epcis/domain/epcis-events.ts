// The portal's recorded facts as EPCIS 2.0 events with the CBV 2.0 vocabulary (issue 31). One row
// of public.seed_lot_epcis / public.epcis_events (private.epcis_event_rows) is one event: the
// database decides which events the caller may see and their business step; this module only
// writes them in the standard's shape.
import { EpcisIdentifiers, type LotRef } from './epcis-identifiers';

interface Party {
  id: string;
  name: string;
}
interface Farm {
  id: string;
  name: string;
  lat: number | null;
  lon: number | null;
}
interface Item {
  lot: LotRef;
  quantity: number;
  unit: string;
  drawn: boolean;
  delivered: LotRef | null;
  farms: Farm[] | null;
}
/** A manifest's event: what it moved, made or claimed. */
interface ManifestFacts {
  kind: 'ship' | 'receive' | 'make';
  manifest: string;
  manifestType: string;
  from: Party | null;
  to: Party | null;
  items: Item[];
  outputs: LotRef[] | null;
  farms: Farm[] | null;
  claimed: { lot: LotRef; source: LotRef | null } | null;
}
export type EventFacts =
  | ManifestFacts
  | {
      kind: 'recall' | 'lift';
      lot: LotRef;
      recallKind: 'recall' | 'stop_sale';
      reason: string;
      originLot: string;
      by: Party | null;
    }
  | { kind: 'deactivate'; lot: LotRef; codeKind: string; code: string; serial: number | null; reason: string | null }
  | {
      kind: 'test';
      lot: LotRef;
      report: string;
      reportNumber: string;
      testedOn: string;
      verdict: 'pass' | 'fail' | 'no_standard';
      validUntil: string | null;
      supersedes: string | null;
      results: Record<string, number | string>;
      by: Party | null;
    }
  | {
      kind: 'certify' | 'revoke';
      lot: LotRef;
      certificate: string;
      certificateNumber: string;
      seedClass: string;
      issuedOn: string;
      validUntil: string | null;
      reason: string | null;
      by: Party | null;
    };

export interface EventRow {
  event_key: string;
  event_time: Date;
  record_time: Date;
  biz_step: string;
  facts: EventFacts;
}

export type EpcisEvent = Record<string, unknown>;

/** Where the portal's events happen: India (IST has no daylight saving). */
export const EVENT_TIME_ZONE_OFFSET = '+05:30';

/** The portal's units as UN/CEFACT Recommendation 20 codes; packages are counted (no unit). */
const UOM: Record<string, string | undefined> = { Kg: 'KGM', g: 'GRM', lbs: 'LBR', oz: 'ONZ', Tons: 'TNE' };

/** A business location's name and place, for the document's master data. */
export interface KnownLocation {
  id: string;
  name: string;
  lat: number | null;
  lon: number | null;
}

export class EpcisEventWriter {
  /** The locations the written events name, for the document's master data. */
  readonly locations = new Map<string, KnownLocation>();

  constructor(private readonly ids: EpcisIdentifiers) {}

  /** One row as its EPCIS event. */
  event(row: EventRow): EpcisEvent {
    const f = row.facts;
    const common = {
      eventTime: row.event_time.toISOString(),
      eventTimeZoneOffset: EVENT_TIME_ZONE_OFFSET,
      recordTime: row.record_time.toISOString(),
      eventID: this.ids.eventId(row.event_key),
    };
    const bizStep = row.biz_step;
    switch (f.kind) {
      case 'make':
        return this.make(common, bizStep, f);
      case 'ship':
      case 'receive': {
        const receiving = f.kind === 'receive';
        const retail = bizStep === 'retail_selling';
        const where = receiving ? f.to : f.from;
        return {
          type: 'ObjectEvent',
          ...common,
          quantityList: f.items.map((i) =>
            this.quantity(receiving ? (i.delivered ?? i.lot) : i.lot, i.quantity, i.unit),
          ),
          action: 'OBSERVE',
          bizStep,
          disposition: receiving ? 'active' : retail ? 'retail_sold' : 'in_transit',
          ...this.organizationPlace(where),
          bizTransactionList: [{ type: 'desadv', bizTransaction: this.ids.manifest(f.manifest) }],
          ...this.parties(f.from, f.to),
        };
      }
      case 'recall':
      case 'lift': {
        const disposition = f.recallKind === 'recall' ? 'recalled' : 'non_sellable_other';
        return {
          type: 'ObjectEvent',
          ...common,
          quantityList: [this.quantity(f.lot)],
          action: 'OBSERVE',
          bizStep,
          disposition: f.kind === 'recall' ? disposition : 'active',
          persistentDisposition: f.kind === 'recall' ? { set: [disposition] } : { unset: [disposition] },
          ...this.organizationPlace(f.by),
          'seed:reason': f.reason,
          'seed:recalledFrom': this.ids.lotClass({ id: f.originLot, gtin: null }),
        };
      }
      case 'deactivate':
        return {
          type: 'ObjectEvent',
          ...common,
          epcList: [this.ids.code(f.lot, f)],
          action: 'DELETE',
          bizStep,
          disposition: 'inactive',
          ...(f.reason ? { 'seed:reason': f.reason } : {}),
        };
      case 'test':
        return {
          type: 'ObjectEvent',
          ...common,
          certificationInfo: this.ids.testReport(f.report),
          quantityList: [this.quantity(f.lot)],
          action: 'OBSERVE',
          bizStep,
          ...(f.verdict === 'no_standard'
            ? {}
            : { disposition: f.verdict === 'pass' ? 'conformant' : 'non_conformant' }),
          ...this.organizationPlace(f.by),
          'seed:testReport': {
            reportNumber: f.reportNumber,
            testedOn: f.testedOn,
            verdict: f.verdict,
            validUntil: f.validUntil,
            ...(f.supersedes ? { supersedes: this.ids.testReport(f.supersedes) } : {}),
            results: f.results,
          },
        };
      case 'certify':
      case 'revoke':
        return {
          type: 'ObjectEvent',
          ...common,
          certificationInfo: this.ids.certificate(f.certificate),
          quantityList: [this.quantity(f.lot)],
          action: 'OBSERVE',
          bizStep,
          disposition: f.kind === 'certify' ? 'conformant' : 'non_conformant',
          ...this.organizationPlace(f.by),
          'seed:certificate': {
            certificateNumber: f.certificateNumber,
            seedClass: f.seedClass,
            issuedOn: f.issuedOn,
            validUntil: f.validUntil,
            ...(f.reason ? { revocationReason: f.reason } : {}),
          },
        };
    }
  }

  private make(common: Record<string, string>, bizStep: string, f: ManifestFacts): EpcisEvent {
    const transaction = { bizTransactionList: [{ type: 'prodorder', bizTransaction: this.ids.manifest(f.manifest) }] };
    const self = f.to ?? f.from;
    if (f.manifestType === 'production_draw' || f.manifestType === 'packaging') {
      const inputs = f.items.filter((i) => i.drawn);
      const outputs =
        f.manifestType === 'packaging'
          ? f.items.filter((i) => !i.drawn).map((i) => this.quantity(i.lot, i.quantity, i.unit))
          : // a production's yield is known at its harvest, which commissions it with its quantity
            (f.outputs ?? []).map((lot) => this.quantity(lot));
      return {
        type: 'TransformationEvent',
        ...common,
        inputQuantityList: inputs.map((i) => this.quantity(i.lot, i.quantity, i.unit)),
        outputQuantityList: outputs,
        bizStep,
        disposition: 'active',
        ...(f.farms?.length ? this.farmPlace(f.farms) : this.organizationPlace(self)),
        ...transaction,
      };
    }
    if (f.manifestType === 'claim') {
      return {
        type: 'ObjectEvent',
        ...common,
        quantityList: f.claimed ? [this.quantity(f.claimed.lot)] : [],
        action: 'OBSERVE',
        bizStep,
        ...this.organizationPlace(f.from),
        bizTransactionList: [{ type: 'po', bizTransaction: this.ids.manifest(f.manifest) }],
        ...this.parties(f.from, f.to),
        ...(f.claimed?.source ? { 'seed:sourceLot': this.ids.lotClass(f.claimed.source) } : {}),
      };
    }
    // commissioning (an unregistered source, a harvest, an opening balance) or a stock adjustment
    const farms = f.items.flatMap((i) => i.farms ?? []);
    const removed = f.manifestType === 'ADJUSTMENT' && f.items.every((i) => i.drawn);
    return {
      type: 'ObjectEvent',
      ...common,
      quantityList: f.items.map((i) => this.quantity(i.lot, i.quantity, i.unit)),
      action: removed ? 'DELETE' : 'ADD',
      bizStep,
      disposition: 'active',
      ...(farms.length ? this.farmPlace(farms) : this.organizationPlace(self)),
      ...(f.manifestType === 'unregistered'
        ? { bizTransactionList: [{ type: 'po', bizTransaction: this.ids.manifest(f.manifest) }] }
        : transaction),
    };
  }

  private quantity(lot: LotRef, quantity?: number, unit?: string): Record<string, unknown> {
    const uom = unit ? UOM[unit] : undefined;
    return {
      epcClass: this.ids.lotClass(lot),
      ...(quantity !== undefined ? { quantity: Number(quantity) } : {}),
      ...(uom ? { uom } : {}),
    };
  }

  private parties(from: Party | null, to: Party | null): Record<string, unknown> {
    return {
      ...(from ? { sourceList: [{ type: 'owning_party', source: this.ids.party(from.id) }] } : {}),
      ...(to ? { destinationList: [{ type: 'owning_party', destination: this.ids.party(to.id) }] } : {}),
    };
  }

  private organizationPlace(party: Party | null): Record<string, unknown> {
    if (!party) return {};
    const id = this.ids.organizationLocation(party.id);
    this.locations.set(id, { id, name: party.name, lat: null, lon: null });
    return { bizLocation: { id } };
  }

  /** The farms a production or harvest took place on: the first is the business location. */
  private farmPlace(farms: Farm[]): Record<string, unknown> {
    for (const farm of farms) {
      const id = this.ids.farmLocation(farm.id);
      this.locations.set(id, { id, name: farm.name, lat: farm.lat, lon: farm.lon });
    }
    const first = farms[0]!;
    return {
      ...(first.lat !== null && first.lon !== null ? { readPoint: { id: `geo:${first.lat},${first.lon}` } } : {}),
      bizLocation: { id: this.ids.farmLocation(first.id) },
    };
  }
}
