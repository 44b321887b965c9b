// The seed-testing endpoints (issue 27): declared once for the BFF and the browser (see
// endpoint.ts). Admins and managers send samples, and a laboratory's admins and managers take its
// steps and issue results; which side a caller is on is the database's to check (the request's
// laboratory or requesting company), with row-level security underneath.
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';
import { text } from './primitives';
import {
  LotTesting,
  TestingLaboratories,
  TestingLotParams,
  TestingQueue,
  TestingQueueQuery,
  TestingRequestCreate,
  TestingRequestCreated,
  TestingRequestDetail,
  TestingRequestIdParams,
  TestingStatusChange,
  TestReportCorrection,
  TestReportIdParams,
  TestReportIssued,
  TestResultsIssue,
} from './testing';
import { TESTING_MESSAGES as M, type TestingRequestStatus } from './testing-rules';

const tags = ['testing'] as const;
const ROLES = {
  allowed: ['admin', 'manager'],
  message: M.rolesRequired,
  withoutOrganization: M.noOrganization,
} as const;
const invalid = { description: 'Validation failed (the field and its message)', schema: ErrorBody };
const conflict = { description: 'The request or report is not in a state that allows it', schema: ErrorBody };
const requestNotFound = { description: M.requestNotFound, schema: ErrorBody };

export const TESTING_REPORT_PDF_TYPE = 'application/pdf';

export const TESTING_API = {
  laboratories: endpoint({
    method: 'get',
    path: '/api/v1/testing/laboratories',
    operationId: 'listTestingLaboratories',
    summary: 'The testing agencies on the portal a sample may be sent to',
    tags,
    auth: 'user',
    roles: ROLES,
    responses: { 200: { description: 'Active testing agencies by name', schema: TestingLaboratories } },
  }),
  createRequest: endpoint({
    method: 'post',
    path: '/api/v1/testing/requests',
    operationId: 'createTestingRequest',
    summary: 'Send a sample of a lot to a laboratory (or record that the own laboratory tests it)',
    description: 'The database numbers the sample. Physical purity, germination and moisture are always tested.',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { body: TestingRequestCreate },
    responses: {
      201: { description: 'The request and its sample number', schema: TestingRequestCreated },
      400: invalid,
      404: { description: `${M.lotNotFound} / ${M.laboratoryNotFound}`, schema: ErrorBody },
      409: { description: `${M.requestOpen} / ${M.revalidationWithoutTest}`, schema: ErrorBody },
    },
  }),
  queue: endpoint({
    method: 'get',
    path: '/api/v1/testing/queue',
    operationId: 'testingQueue',
    summary: "The organization's testing requests: received as a laboratory (its queue) or sent, newest first",
    description:
      "side=received (default): the requests sent to the organization as a laboratory; side=sent: its own lots' samples. Filter by status, search by sample number or lot id; pages are keyset: pass nextCursor as before.",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { query: TestingQueueQuery },
    responses: { 200: { description: 'The page', schema: TestingQueue }, 400: invalid },
  }),
  getRequest: endpoint({
    method: 'get',
    path: '/api/v1/testing/requests/{id}',
    operationId: 'getTestingRequest',
    summary: 'A testing request with its reports, for the requesting company or the laboratory',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TestingRequestIdParams },
    responses: { 200: { description: 'The request', schema: TestingRequestDetail }, 404: requestNotFound },
  }),
  changeStatus: endpoint({
    method: 'post',
    path: '/api/v1/testing/requests/{id}/status',
    operationId: 'changeTestingRequestStatus',
    summary: "The laboratory's next step: received, in testing, or rejected with a reason",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TestingRequestIdParams, body: TestingStatusChange },
    responses: {
      200: { description: 'The request as it now is', schema: TestingRequestDetail },
      400: invalid,
      403: { description: M.laboratoryOnly, schema: ErrorBody },
      404: requestNotFound,
      409: conflict,
    },
  }),
  issueReport: endpoint({
    method: 'post',
    path: '/api/v1/testing/requests/{id}/reports',
    operationId: 'issueTestReport',
    summary: 'The laboratory issues the results; the database judges them against the seed standard',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TestingRequestIdParams, body: TestResultsIssue },
    responses: {
      201: { description: 'The verdict, the parameters that failed and the validity', schema: TestReportIssued },
      400: invalid,
      403: { description: M.laboratoryOnly, schema: ErrorBody },
      404: requestNotFound,
      409: { description: `${M.resultsAlreadyIssued} / ${M.reportNumberTaken}`, schema: ErrorBody },
    },
  }),
  correctReport: endpoint({
    method: 'post',
    path: '/api/v1/testing/reports/{id}/corrections',
    operationId: 'correctTestReport',
    summary: 'A new report that supersedes an issued one, with the reason; both stay visible',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TestReportIdParams, body: TestReportCorrection },
    responses: {
      201: { description: 'The correction judged as any report', schema: TestReportIssued },
      400: invalid,
      403: { description: M.laboratoryOnly, schema: ErrorBody },
      404: { description: M.reportNotFound, schema: ErrorBody },
      409: { description: M.reportSuperseded, schema: ErrorBody },
    },
  }),
  reportPdf: endpoint({
    method: 'get',
    path: '/api/v1/testing/reports/{id}/pdf',
    operationId: 'getTestReportPdf',
    summary: 'The seed analysis report of an issued report, as a PDF, for the laboratory and the company',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TestReportIdParams },
    responses: {
      200: { description: 'The report (A4)', schema: text(), contentType: TESTING_REPORT_PDF_TYPE },
      404: { description: M.reportNotFound, schema: ErrorBody },
    },
  }),
  lot: endpoint({
    method: 'get',
    path: '/api/v1/testing/lots/{id}',
    operationId: 'getLotTesting',
    summary: "A lot's quality: status, current report with its limits, report history and requests",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TestingLotParams },
    responses: {
      200: { description: 'The lot quality', schema: LotTesting },
      404: { description: M.lotNotFound, schema: ErrorBody },
    },
  }),
} as const;

/** The statuses a laboratory's queue filter offers, in their order. */
export const TESTING_QUEUE_FILTERS: readonly TestingRequestStatus[] = [
  'requested',
  'received',
  'in_testing',
  'results_issued',
  'rejected',
];
