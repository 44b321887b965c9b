// What the GS1 Digital Link resolver answers machines (issue 31): the lot's PUBLIC EPCIS 2.0 events
// as an EPCISDocument (?linkType=gs1:epcis, Accept: application/ld+json) and the RFC 9264 linkset of
// what the resolver offers for an identifier (?linkType=all, Accept: application/linkset+json).
//
// Both are made from what the public verification page shows (verify_code's answer) and nothing
// more: the lot's packing with its date (and the harvest date the page shows), its recall or stop
// sale while in force, a withdrawn packet code, and the certificate and seed test as the page states
// them. Never quantities, parties, places or upstream lots: those are in the signed-in export
// (GET /api/v1/seed-lots/{id}/epcis), whose identifiers these share (EpcisIdentifiers: the lot's
// LGTIN with its grower's GTIN, a packet's SGTIN) so the two can be joined by anyone who has both.
// The public events have IDs of their own (the public view of an event is not the same event
// record), stable for the same facts.
import { gs1BatchOfLot, gtin14 } from '@seed/domain';
import { documentContext } from '../../epcis/domain/epcis-document';
import { EVENT_TIME_ZONE_OFFSET } from '../../epcis/domain/epcis-events';
import type { EpcisIdentifiers, LotRef } from '../../epcis/domain/epcis-identifiers';
import type { Verification } from './verification-page';

/** The GS1 Digital Link a resolver request named: the lot level, or a packet's (with its serial). */
export interface Gs1Request {
  gtin: string;
  batch: string;
  serial?: string;
}

/** What the resolver knows of the identifier: the page's facts, the lot's grower GTIN, its lot code. */
export interface Gs1Facts {
  verification: Verification;
  /** The GTIN (14 digits) of the lot's grower, as every EPCIS export names the lot; null without one. */
  lotGtin: string | null;
  /** The lot-level code whose page a lot-level link opens (lot level only). */
  lotCode?: string | null;
}

/** States in which the page shows the lot's facts (dates, certificate, test). */
const SHOWS_FACTS = new Set<Verification['state']>(['genuine', 'verified_before', 'recalled', 'stop_sale']);

const GS1_VOC = 'https://gs1.org/voc/';
const PAGE_LANGUAGES = ['en', 'hi', 'mr'];

/** A date the page shows (YYYY-MM-DD) as an EPCIS eventTime: its midnight in India. */
const eventTimeOfDate = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00${EVENT_TIME_ZONE_OFFSET}`);

/** The identifier's canonical GS1 Digital Link on the portal's site (14-digit GTIN, the lot's 19-digit batch). */
export function gs1Anchor(ids: EpcisIdentifiers, request: Gs1Request, lotId: string | null): string {
  const batch = (lotId && gs1BatchOfLot(lotId)) || request.batch;
  const serial = request.serial !== undefined ? `/21/${encodeURIComponent(request.serial)}` : '';
  return `${ids.site}/01/${gtin14(request.gtin)}/10/${encodeURIComponent(batch)}${serial}`;
}

/** A lot code's verification page on the portal's site (where a lot-level link sends a person). */
export const lotPageUrl = (ids: EpcisIdentifiers, code: string) => `${ids.site}/v/${encodeURIComponent(code)}`;

/** The page a request's default link opens: a packet's at its own link, a lot's at its lot code's /v page. */
export function defaultPageUrl(ids: EpcisIdentifiers, request: Gs1Request, facts: Gs1Facts): string {
  if (request.serial === undefined && facts.lotCode) return lotPageUrl(ids, facts.lotCode);
  return gs1Anchor(ids, request, facts.verification.lotId);
}

/**
 * The lot's public EPCIS 2.0 events as an EPCISDocument: only what the page shows (see the head of
 * this file); `now` is the document's creationDate. A page that shows nothing of the lot (a lot
 * its company withdrew) answers an empty event list.
 */
export function publicEpcisDocument(
  ids: EpcisIdentifiers,
  request: Gs1Request,
  facts: Gs1Facts,
  now: Date,
): Record<string, unknown> {
  const v = facts.verification;
  const lotId = v.lotId;
  const eventList: Record<string, unknown>[] = [];
  if (lotId) {
    const lot: LotRef = { id: lotId, gtin: facts.lotGtin };
    const lotClass = ids.lotClass(lot);
    // a packet is named as it was scanned when the grower has no GTIN of its own (an owner's label)
    const packet =
      request.serial !== undefined && v.serial !== null
        ? ids.code({ id: lotId, gtin: facts.lotGtin ?? gtin14(request.gtin) }, { code: '', serial: v.serial })
        : null;
    const what = packet ? { epcList: [packet] } : { quantityList: [{ epcClass: lotClass }] };
    const scope = packet ?? lotClass;
    const shows = SHOWS_FACTS.has(v.state);

    const packed = shows ? (v.packagingDate ?? v.harvestDate) : null;
    if (shows && packed) {
      const certification = v.certification;
      const test = v.seedTest;
      eventList.push({
        type: 'ObjectEvent',
        eventTime: eventTimeOfDate(packed).toISOString(),
        eventTimeZoneOffset: EVENT_TIME_ZONE_OFFSET,
        eventID: ids.eventId(`public|commissioning|${scope}|${packed}`),
        ...what,
        action: 'ADD',
        bizStep: v.packagingDate ? 'packing' : 'commissioning',
        disposition: 'active',
        ...(packet ? { quantityList: [{ epcClass: lotClass }] } : {}),
        'seed:lot': lotId,
        ...(v.crop ? { 'seed:crop': v.crop } : {}),
        ...(v.variety ? { 'seed:variety': v.variety } : {}),
        ...(v.generation ? { 'seed:generation': v.generation } : {}),
        ...(v.harvestDate ? { 'seed:harvestDate': v.harvestDate.slice(0, 10) } : {}),
        ...(v.packagingDate ? { 'seed:packagingDate': v.packagingDate.slice(0, 10) } : {}),
        ...(certification
          ? {
              'seed:certificate': {
                status: certification.status,
                seedClass: certification.seedClass,
                agency: certification.agency,
                certificateNumber: certification.certificateNumber,
                validUntil: certification.validUntil,
                ...(packet && certification.tagNumber !== null ? { tagNumber: certification.tagNumber } : {}),
                ...(certification.revocationReason ? { revocationReason: certification.revocationReason } : {}),
              },
            }
          : {}),
        ...(test
          ? {
              'seed:seedTest': {
                status: test.status,
                germinationPct: test.germinationPct,
                purePct: test.purePct,
                testedOn: test.testedOn,
                validUntil: test.validUntil,
                laboratory: test.laboratory,
              },
            }
          : {}),
      });
    }

    if ((v.state === 'recalled' || v.state === 'stop_sale') && v.recall) {
      const disposition = v.recall.kind === 'recall' ? 'recalled' : 'non_sellable_other';
      eventList.push({
        type: 'ObjectEvent',
        eventTime: new Date(v.recall.at).toISOString(),
        eventTimeZoneOffset: EVENT_TIME_ZONE_OFFSET,
        eventID: ids.eventId(`public|recall|${lotClass}|${v.recall.kind}|${new Date(v.recall.at).toISOString()}`),
        quantityList: [{ epcClass: lotClass }],
        action: 'OBSERVE',
        bizStep: 'holding',
        disposition,
        persistentDisposition: { set: [disposition] },
        'seed:reason': v.recall.reason,
      });
    }

    if (v.state === 'code_withdrawn' && v.codeWithdrawn?.at && packet) {
      eventList.push({
        type: 'ObjectEvent',
        eventTime: new Date(v.codeWithdrawn.at).toISOString(),
        eventTimeZoneOffset: EVENT_TIME_ZONE_OFFSET,
        eventID: ids.eventId(`public|decommissioning|${packet}`),
        epcList: [packet],
        action: 'DELETE',
        bizStep: 'decommissioning',
        disposition: 'inactive',
        ...(v.codeWithdrawn.reason ? { 'seed:reason': v.codeWithdrawn.reason } : {}),
      });
    }
  }
  eventList.sort((a, b) => String(a.eventTime).localeCompare(String(b.eventTime)));
  const anchor = gs1Anchor(ids, request, lotId);
  return {
    '@context': documentContext(ids),
    // the same facts give the same document ID; its creationDate says when it was asked for
    id: ids.documentId(`public|${anchor}|${JSON.stringify(eventList)}`),
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: now.toISOString(),
    epcisBody: { eventList },
  };
}

interface LinkTarget {
  href: string;
  title: string;
  type: string;
  hreflang?: string[];
}

/**
 * The RFC 9264 linkset (application/linkset+json) of what the resolver offers for the identifier,
 * as the GS1-Conformant Resolver Standard describes it: the verification page (gs1:verificationService
 * and gs1:pip — it states the product's facts too — and gs1:defaultLink), the public EPCIS events
 * (gs1:epcis, application/ld+json) and, when the page shows a certificate, gs1:certificationInfo
 * (the page, where the certificate is stated).
 */
export function gs1Linkset(ids: EpcisIdentifiers, request: Gs1Request, facts: Gs1Facts): Record<string, unknown> {
  const anchor = gs1Anchor(ids, request, facts.verification.lotId);
  const page: LinkTarget = {
    href: defaultPageUrl(ids, request, facts),
    title: request.serial !== undefined ? 'Verify this seed packet' : 'Verify this seed lot',
    type: 'text/html',
    hreflang: PAGE_LANGUAGES,
  };
  const links: Record<string, LinkTarget[]> = {
    [`${GS1_VOC}verificationService`]: [page],
    [`${GS1_VOC}pip`]: [page],
    [`${GS1_VOC}defaultLink`]: [page],
    [`${GS1_VOC}epcis`]: [
      {
        href: `${anchor}?linkType=gs1:epcis`,
        title: 'Public EPCIS 2.0 events of this lot',
        type: 'application/ld+json',
      },
    ],
  };
  if (SHOWS_FACTS.has(facts.verification.state) && facts.verification.certification) {
    links[`${GS1_VOC}certificationInfo`] = [{ ...page, title: 'Seed certificate' }];
  }
  return { linkset: [{ anchor, ...links }] };
}

/** The Link header of the resolver's default answer: where its linkset is (GS1-Conformant Resolver Standard). */
export function linksetLinkHeader(ids: EpcisIdentifiers, request: Gs1Request, lotId: string | null = null): string {
  return `<${gs1Anchor(ids, request, lotId)}?linkType=all>; rel="linkset"; type="application/linkset+json"`;
}
