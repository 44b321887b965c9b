// Reads and writes of seed testing (issue 27): every write is one database function (a request,
// a laboratory step, a report judged in the same transaction); the reads are security-definer
// functions, because a laboratory may read a request's lot facts but never the lot's own row.
import {
  LotTesting,
  TestingLaboratories,
  TestingRequest,
  TestingRequestDetail,
  type TestingRequestCreate,
  type TestingRequestStatus,
  type TestingStatusChange,
  TestReportIssued,
  type TestReportCorrection,
  type TestResultsIssue,
} from '@seed/domain';
import { z } from 'zod';
import type { DbClient } from '../../db/db';

/** The laboratories a sample may go to: active testing agencies, by name. */
export async function listLaboratories(tx: DbClient): Promise<TestingLaboratories['items']> {
  const { rows } = await tx.query('select id, name from public.testing_laboratories()');
  return z.array(TestingLaboratories.shape.items.element).parse(rows);
}

export async function createRequest(
  tx: DbClient,
  input: TestingRequestCreate,
): Promise<{ id: string; sampleNumber: string }> {
  const { rows } = await tx.query<{ id: string; sample_number: string }>(
    `select id, sample_number from public.create_testing_request(
       seed_lot_id => $1, laboratory_organization_id => $2, seed_class => $3::public.seed_class,
       tests => $4::public.seed_test[], sample_weight_g => $5, sample_drawn_on => $6::date,
       container => $7::public.seed_container, is_revalidation => $8, notes => $9)`,
    [
      input.seed_lot_id,
      input.laboratory_organization_id,
      input.seed_class,
      input.tests,
      input.sample_weight_g,
      input.sample_drawn_on,
      input.container,
      input.is_revalidation,
      input.notes,
    ],
  );
  const row = rows[0]!;
  return { id: row.id, sampleNumber: row.sample_number };
}

export interface QueueFilters {
  side: 'received' | 'sent';
  status: TestingRequestStatus | null;
  search: string | null;
  before: { date: string; id: string } | null;
}

/** One page (limit rows) of the organization's requests on one side, newest first, after the keyset. */
export async function queuePage(tx: DbClient, filters: QueueFilters, limit: number): Promise<TestingRequest[]> {
  const { rows } = await tx.query<{ item: unknown }>(
    `select q as item from public.laboratory_queue(
       side => $1, status_filter => $2::public.testing_request_status, search => $3, page_size => $4,
       before_created => $5::timestamptz, before_id => $6::uuid) q`,
    [filters.side, filters.status, filters.search, limit, filters.before?.date ?? null, filters.before?.id ?? null],
  );
  return rows.map((row) => TestingRequest.parse(row.item));
}

/** A request with its reports, or null when the caller's organization is neither of its sides. */
export async function findRequest(tx: DbClient, id: string): Promise<TestingRequestDetail | null> {
  const { rows } = await tx.query<{ detail: unknown }>('select public.testing_request_detail($1) as detail', [id]);
  const detail = rows[0]?.detail;
  return detail ? TestingRequestDetail.parse(detail) : null;
}

export async function changeStatus(tx: DbClient, id: string, change: TestingStatusChange): Promise<void> {
  await tx.query('select public.set_testing_request_status($1, $2::public.testing_request_status, $3)', [
    id,
    change.status,
    change.reason,
  ]);
}

const resultValues = (results: TestResultsIssue) => [
  results.report_number,
  results.tested_on,
  results.analyst_name,
  results.pure_seed_pct,
  results.inert_matter_pct,
  results.other_crop_seeds_per_kg,
  results.weed_seeds_per_kg,
  results.germination_pct,
  results.moisture_pct,
  results.other_varieties_per_kg ?? null,
  results.hard_seeds_pct ?? null,
  results.genetic_purity_pct ?? null,
  results.seed_health,
  results.remarks,
];

const RESULT_ARGUMENTS = `report_number => $2, tested_on => $3::date, analyst_name => $4,
  pure_seed_pct => $5, inert_matter_pct => $6, other_crop_seeds_per_kg => $7, weed_seeds_per_kg => $8,
  germination_pct => $9, moisture_pct => $10, other_varieties_per_kg => $11, hard_seeds_pct => $12,
  genetic_purity_pct => $13, seed_health => $14, remarks => $15`;

const IssuedRow = z.object({
  report_id: z.uuid(),
  verdict: TestReportIssued.shape.verdict,
  failures: TestReportIssued.shape.failures,
  valid_until: z.string().nullable(),
});

const issuedOf = (row: unknown): TestReportIssued => {
  const parsed = IssuedRow.parse(row);
  return {
    reportId: parsed.report_id,
    verdict: parsed.verdict,
    failures: parsed.failures,
    validUntil: parsed.valid_until,
  };
};

export async function issueReport(
  tx: DbClient,
  requestId: string,
  results: TestResultsIssue,
): Promise<TestReportIssued> {
  const { rows } = await tx.query(
    `select report_id, verdict, failures, valid_until::text from public.issue_test_report(request_id => $1, ${RESULT_ARGUMENTS})`,
    [requestId, ...resultValues(results)],
  );
  return issuedOf(rows[0]);
}

export async function correctReport(
  tx: DbClient,
  reportId: string,
  correction: TestReportCorrection,
): Promise<TestReportIssued> {
  const { rows } = await tx.query(
    `select report_id, verdict, failures, valid_until::text from public.supersede_test_report(
       superseded_report_id => $1, reason => $16, ${RESULT_ARGUMENTS})`,
    [reportId, ...resultValues(correction), correction.reason],
  );
  return issuedOf(rows[0]);
}

/** A lot's quality, or null when the caller's organization neither grows nor owns it. */
export async function lotTesting(tx: DbClient, lotId: string): Promise<LotTesting | null> {
  const { rows } = await tx.query<{ testing: unknown }>('select public.lot_testing($1) as testing', [lotId]);
  const testing = rows[0]?.testing;
  return testing ? LotTesting.parse(testing) : null;
}

/** The request a report belongs to, when the caller's organization may read the report. */
export async function requestOfReport(tx: DbClient, reportId: string): Promise<string | null> {
  const { rows } = await tx.query<{ request_id: string }>(
    'select testing_request_id as request_id from public.test_reports where id = $1',
    [reportId],
  );
  return rows[0]?.request_id ?? null;
}
