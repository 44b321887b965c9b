// EPCIS 2.0 documents of the portal's events: a lot's trace as an EPCISDocument, and a page of the
// organization's events as an EPCISQueryDocument written event by event (issue 31). Both carry
// the standard @context and name the places they mention in master data (name and coordinates).
import type { EpcisIdentifiers } from './epcis-identifiers';
import { EpcisEventWriter, type EventRow, type KnownLocation } from './epcis-events';

/** The JSON-LD @context that GS1 publishes for EPCIS 2.0 (a copy is in ../shared/data/gs1-epcis). */
export const EPCIS_CONTEXT_URL = 'https://ref.gs1.org/standards/epcis/epcis-context.jsonld';

const BUSINESS_LOCATION = 'urn:epcglobal:epcis:vtype:BusinessLocation';
const MDA = 'urn:epcglobal:cbv:mda#';

export function documentContext(ids: EpcisIdentifiers): unknown[] {
  return [EPCIS_CONTEXT_URL, { seed: ids.vocabulary() }];
}

function vocabularyList(locations: Iterable<KnownLocation>): unknown[] {
  const elements = [...locations].map((l) => ({
    id: l.id,
    attributes: [
      { id: `${MDA}name`, attribute: l.name },
      ...(l.lat !== null && l.lon !== null
        ? [
            { id: `${MDA}latitude`, attribute: String(l.lat) },
            { id: `${MDA}longitude`, attribute: String(l.lon) },
          ]
        : []),
    ],
  }));
  return elements.length ? [{ type: BUSINESS_LOCATION, vocabularyElementList: elements }] : [];
}

/** A lot's trace: every event of its lineage the caller sees, in time order. */
export function lotTraceDocument(
  ids: EpcisIdentifiers,
  lotId: string,
  rows: readonly EventRow[],
  now: Date,
): Record<string, unknown> {
  const writer = new EpcisEventWriter(ids);
  const eventList = rows.map((row) => writer.event(row));
  const vocabulary = vocabularyList(writer.locations.values());
  return {
    '@context': documentContext(ids),
    id: ids.documentId(`lot|${lotId}|${now.toISOString()}`),
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: now.toISOString(),
    ...(vocabulary.length ? { epcisHeader: { epcisMasterData: { vocabularyList: vocabulary } } } : {}),
    epcisBody: { eventList },
  };
}

/**
 * A page of events as an EPCISQueryDocument of SimpleEventQuery, in pieces of text to write as
 * they are made: the head, one piece per event, then the master data of the places they named.
 */
export function* queryDocumentChunks(ids: EpcisIdentifiers, rows: Iterable<EventRow>, now: Date): Generator<string> {
  const head = {
    '@context': documentContext(ids),
    type: 'EPCISQueryDocument',
    schemaVersion: '2.0',
    creationDate: now.toISOString(),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"epcisBody":{"queryResults":{"queryName":"SimpleEventQuery","resultsBody":{"eventList":[`;
  const writer = new EpcisEventWriter(ids);
  let first = true;
  for (const row of rows) {
    yield (first ? '' : ',') + JSON.stringify(writer.event(row));
    first = false;
  }
  const vocabulary = vocabularyList(writer.locations.values());
  yield `]${vocabulary.length ? `,"vocabularyList":${JSON.stringify(vocabulary)}` : ''}}}}}`;
}
