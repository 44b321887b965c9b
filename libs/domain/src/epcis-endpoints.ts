// The EPCIS export endpoints (issue 31): declared once for the BFF and the browser (see
// endpoint.ts). Open to admins and managers, like the seed lots whose events they export; what a
// caller sees of another organization's lots is row-level security's to decide.
import { endpoint } from './endpoint';
import { EpcisEventsQuery, EpcisLotParams } from './epcis';
import { EPCIS_MEDIA_TYPE, EPCIS_MESSAGES as M, TRACE_REPORT_MEDIA_TYPE } from './epcis-rules';
import { ErrorBody } from './platform';
import { text } from './primitives';

const tags = ['epcis'] as const;
const ROLES = {
  allowed: ['admin', 'manager'],
  message: M.rolesRequired,
  withoutOrganization: M.noOrganization,
} as const;
const lotNotFound = { description: M.lotNotFound, schema: ErrorBody };

export const EPCIS_API = {
  lotEvents: endpoint({
    method: 'get',
    path: '/api/v1/seed-lots/{id}/epcis',
    operationId: 'getSeedLotEpcis',
    summary: "A lot's trace as an EPCIS 2.0 document: its events and its whole lineage's, upstream and downstream",
    description:
      'JSON-LD with the standard @context, valid against GS1’s EPCIS 2.0 JSON Schema. Events of other ' +
      'organizations’ lots only as far as the caller sees those lots and their manifests.',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: EpcisLotParams },
    responses: {
      200: { description: 'The EPCISDocument', schema: text(), contentType: EPCIS_MEDIA_TYPE },
      404: lotNotFound,
    },
  }),
  traceReport: endpoint({
    method: 'get',
    path: '/api/v1/seed-lots/{id}/trace-report',
    operationId: 'getSeedLotTraceReport',
    summary: "A lot's whole chain, upstream and downstream, with quantities at each step and its mass balance (A4 PDF)",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: EpcisLotParams },
    responses: {
      200: { description: 'The trace report', schema: text(), contentType: TRACE_REPORT_MEDIA_TYPE },
      404: lotNotFound,
    },
  }),
  events: endpoint({
    method: 'get',
    path: '/api/v1/epcis/events',
    operationId: 'queryEpcisEvents',
    summary: "The organization's EPCIS 2.0 events, a page at a time (an EPCISQueryDocument)",
    description:
      'SimpleEventQuery parameters GE_eventTime, LT_eventTime, EQ_bizStep, MATCH_anyEPC (values separated by |), ' +
      'perPage and nextPageToken. The next page is in the Link header (rel="next"). Written as it is read.',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { query: EpcisEventsQuery },
    responses: {
      200: { description: 'The EPCISQueryDocument', schema: text(), contentType: EPCIS_MEDIA_TYPE },
      400: { description: 'A parameter is invalid (its message)', schema: ErrorBody },
    },
  }),
} as const;
