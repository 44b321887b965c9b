// The use cases of seed testing (issue 27): a company sends a sample of its lot to a laboratory,
// the laboratory takes its steps and issues results, and both read what they may. One unit of
// work per call with the endpoint's roles; the database checks which side the caller is on and
// judges the results, row-level security underneath.
import {
  type LotTesting,
  TESTING_MESSAGES as M,
  TESTING_QUEUE_PAGE,
  type TestingLaboratories,
  type TestingQueue,
  type TestingQueueQuery,
  type TestingRequestCreate,
  type TestingRequestCreated,
  type TestingRequestDetail,
  type TestingStatusChange,
  type TestReportCorrection,
  type TestReportIssued,
  type TestResultsIssue,
} from '@seed/domain';
import type { Db } from '../../db/db';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import { keysetOf, keysetPage } from '../../shared/http/keyset-cursor';
import * as repo from '../data-access/testing-repository';
import { analysisReportPdf } from './analysis-report-pdf';

const requestNotFound = () => AppError.notFound(M.requestNotFound);

export function createTestingService({ db }: { db: Db }) {
  return {
    laboratories: (caller: Caller): Promise<TestingLaboratories> =>
      db.unitOfWork(caller, {}, async (tx) => ({ items: await repo.listLaboratories(tx) })),

    createRequest: (caller: Caller, input: TestingRequestCreate): Promise<TestingRequestCreated> =>
      db.unitOfWork(caller, {}, (tx) => repo.createRequest(tx, input)),

    queue: async (caller: Caller, query: TestingQueueQuery): Promise<TestingQueue> => {
      const limit = query.limit ?? TESTING_QUEUE_PAGE.defaultSize;
      const filters = {
        side: query.side,
        status: query.status ?? null,
        search: query.q || null,
        before: keysetOf(query.before, M.cursorInvalid),
      };
      const [rows] = await db.unitOfWork(caller, {
        readOnly: true,
        reads: [(tx) => repo.queuePage(tx, filters, limit + 1)],
      });
      return keysetPage(rows, limit, (request) => ({ date: request.requestedAt, id: request.id }));
    },

    getRequest: async (caller: Caller, id: string): Promise<TestingRequestDetail> => {
      const [detail] = await db.unitOfWork(caller, { readOnly: true, reads: [(tx) => repo.findRequest(tx, id)] });
      if (!detail) throw requestNotFound();
      return detail;
    },

    changeStatus: (caller: Caller, id: string, change: TestingStatusChange): Promise<TestingRequestDetail> =>
      db.unitOfWork(caller, {}, async (tx) => {
        await repo.changeStatus(tx, id, change);
        const detail = await repo.findRequest(tx, id);
        if (!detail) throw requestNotFound();
        return detail;
      }),

    issueReport: (caller: Caller, requestId: string, results: TestResultsIssue): Promise<TestReportIssued> =>
      db.unitOfWork(caller, {}, (tx) => repo.issueReport(tx, requestId, results)),

    correctReport: (caller: Caller, reportId: string, correction: TestReportCorrection): Promise<TestReportIssued> =>
      db.unitOfWork(caller, {}, (tx) => repo.correctReport(tx, reportId, correction)),

    /** The seed analysis report of an issued report (PDF), with a file name made of its number. */
    reportPdf: async (caller: Caller, reportId: string): Promise<{ pdf: Buffer; filename: string }> => {
      const found = await db.unitOfWork(caller, { readOnly: true }, async (tx) => {
        const requestId = await repo.requestOfReport(tx, reportId);
        return requestId ? repo.findRequest(tx, requestId) : null;
      });
      const report = found?.reports.find((r) => r.id === reportId);
      if (!found || !report) throw AppError.notFound(M.reportNotFound);
      const safeNumber = report.reportNumber.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);
      return { pdf: await analysisReportPdf(found, report), filename: `seed-analysis-report-${safeNumber}.pdf` };
    },

    lot: async (caller: Caller, lotId: string): Promise<LotTesting> => {
      const [testing] = await db.unitOfWork(caller, { readOnly: true, reads: [(tx) => repo.lotTesting(tx, lotId)] });
      if (!testing) throw AppError.notFound(M.lotNotFound);
      return testing;
    },
  };
}

export type TestingService = ReturnType<typeof createTestingService>;
