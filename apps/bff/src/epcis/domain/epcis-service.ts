// The use cases of the EPCIS export (issue 31): a lot's trace, and a page of the organization's
// events. One read-only unit of work per call with the endpoint's roles; what the caller sees is
// row-level security's to decide.
import { EPCIS_MESSAGES as M, EPCIS_PAGE, type EpcisEventsQuery } from '@seed/domain';
import type { Db } from '../../db/db';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import * as repo from '../data-access/epcis-repository';
import { lotTraceDocument, queryDocumentChunks } from './epcis-document';
import { EpcisIdentifiers } from './epcis-identifiers';
import { lotIdOfEpc } from './epc-lots';
import { lotTrace as traceRows } from '../data-access/trace-report-repository';
import { traceReport } from './trace-report';
import { traceReportPdf } from './trace-report-pdf';

/** nextPageToken: the last event's exact time and key, base64url. */
function pageToken(row: repo.PagedEventRow): string {
  return Buffer.from(`${row.cursor_time}|${row.event_key}`, 'utf8').toString('base64url');
}

function readPageToken(token: string): { time: string; key: string } {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([A-Za-z0-9:_-]{1,120})$/.exec(text);
  if (!match) throw AppError.badRequest(M.pageTokenInvalid);
  return { time: match[1]!, key: match[2]! };
}

export interface EventsPage {
  /** The document, in pieces to write as they are made. */
  chunks: Iterable<string>;
  /** The token of the next page, when there is one. */
  nextPageToken: string | null;
}

export function createEpcisService({
  db,
  siteUrl,
  now = () => new Date(),
}: {
  db: Db;
  siteUrl: string;
  now?: () => Date;
}) {
  const ids = new EpcisIdentifiers(siteUrl);
  return {
    ids,

    lotTrace: async (caller: Caller, lotId: string): Promise<Record<string, unknown>> => {
      const [rows] = await db.unitOfWork(caller, { readOnly: true, reads: [(tx) => repo.lotEvents(tx, lotId)] });
      return lotTraceDocument(ids, lotId, rows, now());
    },

    /** The lot's trace report (A4 PDF): its chain with quantities and mass balance, and the chain's events. */
    traceReport: async (caller: Caller, lotId: string): Promise<{ pdf: Buffer; filename: string }> => {
      const [rows, events] = await db.unitOfWork(caller, {
        readOnly: true,
        reads: [(tx) => traceRows(tx, lotId), (tx) => repo.lotEvents(tx, lotId)],
      });
      const safeId = lotId.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);
      return {
        pdf: await traceReportPdf(traceReport(lotId, rows, events, now(), siteUrl)),
        filename: `trace-report-${safeId}.pdf`,
      };
    },

    events: async (caller: Caller, query: EpcisEventsQuery): Promise<EventsPage> => {
      const limit = query.perPage ?? EPCIS_PAGE.defaultSize;
      const filter: repo.EventsFilter = {
        anyLots: query.MATCH_anyEPC
          ? query.MATCH_anyEPC.map((epc) => lotIdOfEpc(epc, ids.site)).filter((id): id is string => id !== null)
          : null,
        geEventTime: query.GE_eventTime ?? null,
        ltEventTime: query.LT_eventTime ?? null,
        bizSteps: query.EQ_bizStep ?? null,
        after: query.nextPageToken ? readPageToken(query.nextPageToken) : null,
        limit: limit + 1,
      };
      const [rows] = await db.unitOfWork(caller, { readOnly: true, reads: [(tx) => repo.eventsPage(tx, filter)] });
      const page = rows.slice(0, limit);
      return {
        chunks: queryDocumentChunks(ids, page, now()),
        nextPageToken: rows.length > limit ? pageToken(page[page.length - 1]!) : null,
      };
    },
  };
}

export type EpcisService = ReturnType<typeof createEpcisService>;
