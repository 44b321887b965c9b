// The use cases of seed certification (issue 28): a company applies for certification of a
// production lot, its agency inspects, certifies and revokes, and both read what they may. One
// unit of work per call with the endpoint's roles; the database checks which side the caller is on
// and every rule of a step, row-level security underneath.
import {
  type CertificateIssue,
  type CertificateIssued,
  CERTIFICATION_MESSAGES as M,
  type CertificationAgencies,
  type CertificationApplicationCreate,
  type CertificationApplicationDetail,
  type CertificationApplications,
  type CertificationApplicationsQuery,
  CERTIFICATION_PAGE,
  type FieldInspectionCreate,
  type LotCertification,
  TESTING_MESSAGES,
} from '@seed/domain';
import type { Db } from '../../db/db';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import { keysetOf, keysetPage } from '../../shared/http/keyset-cursor';
import * as repo from '../data-access/certification-repository';

const applicationNotFound = () => AppError.notFound(M.applicationNotFound);

export function createCertificationService({ db }: { db: Db }) {
  return {
    agencies: (caller: Caller): Promise<CertificationAgencies> =>
      db.unitOfWork(caller, {}, async (tx) => ({ items: await repo.listAgencies(tx) })),

    apply: (caller: Caller, input: CertificationApplicationCreate) =>
      db.unitOfWork(caller, {}, (tx) => repo.apply(tx, input)),

    applications: async (caller: Caller, query: CertificationApplicationsQuery): Promise<CertificationApplications> => {
      const limit = query.limit ?? CERTIFICATION_PAGE.defaultSize;
      const filters = {
        side: query.side,
        status: query.status ?? null,
        search: query.q || null,
        before: keysetOf(query.before, TESTING_MESSAGES.cursorInvalid),
      };
      const [rows] = await db.unitOfWork(caller, {
        readOnly: true,
        reads: [(tx) => repo.applicationsPage(tx, filters, limit + 1)],
      });
      return keysetPage(rows, limit, (application) => ({ date: application.appliedAt, id: application.id }));
    },

    getApplication: async (caller: Caller, id: string): Promise<CertificationApplicationDetail> => {
      const [detail] = await db.unitOfWork(caller, { readOnly: true, reads: [(tx) => repo.findApplication(tx, id)] });
      if (!detail) throw applicationNotFound();
      return detail;
    },

    inspect: (caller: Caller, id: string, input: FieldInspectionCreate): Promise<CertificationApplicationDetail> =>
      db.unitOfWork(caller, {}, async (tx) => {
        await repo.recordInspection(tx, id, input);
        const detail = await repo.findApplication(tx, id);
        if (!detail) throw applicationNotFound();
        return detail;
      }),

    issueCertificate: (caller: Caller, id: string, input: CertificateIssue): Promise<CertificateIssued> =>
      db.unitOfWork(caller, {}, (tx) => repo.issueCertificate(tx, id, input)),

    revokeCertificate: (caller: Caller, id: string, reason: string): Promise<void> =>
      db.unitOfWork(caller, {}, (tx) => repo.revokeCertificate(tx, id, reason)),

    lot: async (caller: Caller, lotId: string): Promise<LotCertification> => {
      const [card] = await db.unitOfWork(caller, { readOnly: true, reads: [(tx) => repo.lotCertification(tx, lotId)] });
      if (!card) throw AppError.notFound(TESTING_MESSAGES.lotNotFound);
      return card;
    },
  };
}

export type CertificationService = ReturnType<typeof createCertificationService>;
