// The seed-certification endpoints (issue 28): declared once for the BFF and the browser (see
// endpoint.ts). A company's admins and managers apply; an agency's admins and managers inspect,
// certify and revoke. Which side a caller is on is the database's to check (the application's
// agency or applicant), with row-level security underneath.
import {
  CertificateIdParams,
  CertificateIssue,
  CertificateIssued,
  CertificateRevocation,
  CertificationAgencies,
  CertificationApplicationCreate,
  CertificationApplicationCreated,
  CertificationApplicationDetail,
  CertificationApplicationIdParams,
  CertificationApplications,
  CertificationApplicationsQuery,
  CertificationLotParams,
  FieldInspectionCreate,
  LotCertification,
} from './certification';
import { CERTIFICATION_MESSAGES as M } from './certification-rules';
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';
import { TESTING_MESSAGES } from './testing-rules';

const tags = ['certification'] as const;
const ROLES = {
  allowed: ['admin', 'manager'],
  message: M.rolesRequired,
  withoutOrganization: TESTING_MESSAGES.noOrganization,
} as const;
const invalid = { description: 'Validation failed (the field and its message)', schema: ErrorBody };
const applicationNotFound = { description: M.applicationNotFound, schema: ErrorBody };
const agencyOnly = { description: M.agencyOnly, schema: ErrorBody };

export const CERTIFICATION_API = {
  agencies: endpoint({
    method: 'get',
    path: '/api/v1/certification/agencies',
    operationId: 'listCertificationAgencies',
    summary: 'The certification agencies on the portal a company may apply to',
    tags,
    auth: 'user',
    roles: ROLES,
    responses: { 200: { description: 'Active certification agencies by name', schema: CertificationAgencies } },
  }),
  apply: endpoint({
    method: 'post',
    path: '/api/v1/certification/applications',
    operationId: 'applyForCertification',
    summary: 'Apply to an agency for certification of a production lot in a class',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { body: CertificationApplicationCreate },
    responses: {
      201: { description: 'The application and its number', schema: CertificationApplicationCreated },
      400: invalid,
      404: { description: M.agencyNotFound, schema: ErrorBody },
      409: { description: `${M.applicationOpen} / ${M.needsProductionLot}`, schema: ErrorBody },
    },
  }),
  listApplications: endpoint({
    method: 'get',
    path: '/api/v1/certification/applications',
    operationId: 'listCertificationApplications',
    summary: "The organization's applications: received as an agency (its queue) or sent, newest first",
    description:
      "side=received (default): the applications made to the organization as a certification agency; side=sent: its own lots' applications. Filter by status, search by application number or lot id; pages are keyset: pass nextCursor as before.",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { query: CertificationApplicationsQuery },
    responses: { 200: { description: 'The page', schema: CertificationApplications }, 400: invalid },
  }),
  getApplication: endpoint({
    method: 'get',
    path: '/api/v1/certification/applications/{id}',
    operationId: 'getCertificationApplication',
    summary: 'An application with its inspections and certificate, for the company or the agency',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: CertificationApplicationIdParams },
    responses: {
      200: { description: 'The application', schema: CertificationApplicationDetail },
      404: applicationNotFound,
    },
  }),
  inspect: endpoint({
    method: 'post',
    path: '/api/v1/certification/applications/{id}/inspections',
    operationId: 'recordFieldInspection',
    summary: 'The agency records a field inspection; a rejection ends the application',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: CertificationApplicationIdParams, body: FieldInspectionCreate },
    responses: {
      201: { description: 'The application as it now is', schema: CertificationApplicationDetail },
      400: invalid,
      403: agencyOnly,
      404: applicationNotFound,
      409: { description: M.applicationClosed, schema: ErrorBody },
    },
  }),
  issueCertificate: endpoint({
    method: 'post',
    path: '/api/v1/certification/applications/{id}/certificate',
    operationId: 'issueSeedCertificate',
    summary: "The agency issues the certificate: the agency's next tag series, the packets tagged",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: CertificationApplicationIdParams, body: CertificateIssue },
    responses: {
      201: { description: 'The certificate, its tag series and validity', schema: CertificateIssued },
      400: invalid,
      403: agencyOnly,
      404: applicationNotFound,
      409: {
        description: `${M.inspectionRequired} / ${M.testRequired} / ${M.alreadyIssued} / ${M.numberTaken}`,
        schema: ErrorBody,
      },
    },
  }),
  revokeCertificate: endpoint({
    method: 'post',
    path: '/api/v1/certification/certificates/{id}/revocation',
    operationId: 'revokeSeedCertificate',
    summary: 'The agency revokes a certificate with its reason; the lots may no longer be sold',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: CertificateIdParams, body: CertificateRevocation },
    responses: {
      204: { description: 'Revoked' },
      400: invalid,
      403: agencyOnly,
      404: { description: M.certificateNotFound, schema: ErrorBody },
      409: { description: M.alreadyRevoked, schema: ErrorBody },
    },
  }),
  lot: endpoint({
    method: 'get',
    path: '/api/v1/certification/lots/{id}',
    operationId: 'getLotCertification',
    summary: "A lot's certification: the newest application of it or of the lot it was packed from",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: CertificationLotParams },
    responses: {
      200: { description: 'The certification (status null: none)', schema: LotCertification },
      404: { description: TESTING_MESSAGES.lotNotFound, schema: ErrorBody },
    },
  }),
};
