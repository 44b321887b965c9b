// The identifiers an EPCIS event of the portal names things by. A lot is a class of seed (its
// quantities are counted, not serialised): with its grower's GTIN it is an LGTIN written as a GS1
// Digital Link URI on the portal's own domain, which the portal's resolver answers
// (/01/{gtin}/10/{batch}); without one, the lot's page on the portal. Everything else (parties,
// places, manifests, reports, certificates) is an https URI of the portal's domain, and every
// event's ID a name-based UUID of its key, so exporting twice gives the same document.
import { createHash } from 'node:crypto';
import { gs1BatchOfLot } from '@seed/domain';

export interface LotRef {
  id: string;
  /** The grower's GTIN, 14 digits, when it has one. */
  gtin: string | null;
}

export class EpcisIdentifiers {
  readonly site: string;

  constructor(siteUrl: string) {
    this.site = siteUrl.replace(/\/+$/, '');
  }

  /** The lot's class identifier (epcClass of its quantities). */
  lotClass(lot: LotRef): string {
    const batch = gs1BatchOfLot(lot.id);
    return lot.gtin && batch
      ? `${this.site}/01/${lot.gtin}/10/${batch}`
      : `${this.site}/seed-lots/${encodeURIComponent(lot.id)}`;
  }

  /** One printed code of a lot: a packet's SGTIN (GTIN + batch + serial), else its verification page. */
  code(lot: LotRef, code: { code: string; serial: number | null }): string {
    const batch = gs1BatchOfLot(lot.id);
    return lot.gtin && batch && code.serial !== null
      ? `${this.site}/01/${lot.gtin}/10/${batch}/21/${code.serial}`
      : `${this.site}/v/${encodeURIComponent(code.code)}`;
  }

  party(organizationId: string): string {
    return `${this.site}/epcis/parties/${organizationId}`;
  }

  organizationLocation(organizationId: string): string {
    return `${this.site}/epcis/locations/organizations/${organizationId}`;
  }

  farmLocation(farmId: string): string {
    return `${this.site}/epcis/locations/farms/${farmId}`;
  }

  manifest(manifestId: string): string {
    return `${this.site}/transactions/${manifestId}`;
  }

  testReport(reportId: string): string {
    return `${this.site}/epcis/test-reports/${reportId}`;
  }

  certificate(certificateId: string): string {
    return `${this.site}/epcis/certificates/${certificateId}`;
  }

  /** The namespace of the portal's own event fields (seed:…), declared in every document's @context. */
  vocabulary(): string {
    return `${this.site}/epcis/vocabulary#`;
  }

  /** The ID of the event with this key: a UUID (version 5, RFC 9562) of the site and the key. */
  eventId(key: string): string {
    return `urn:uuid:${uuidV5(`${this.site}|${key}`)}`;
  }

  /** A document's ID: a UUID of what it holds, so the same export has the same ID. */
  documentId(scope: string): string {
    return `urn:uuid:${uuidV5(`${this.site}|document|${scope}`)}`;
  }
}

/** RFC 9562 §5.5 (SHA-1, name-based) in the URL namespace. */
function uuidV5(name: string): string {
  const namespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
