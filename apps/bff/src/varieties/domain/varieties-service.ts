// Variety catalogue use cases (spec 2 "Varieties page", "Add/Edit Variety modal", §4, §6): reads
// for every member of an organization, writes after the roles VARIETIES_API declares (admin or
// manager), each one unit of work in the caller's transaction. Row-level security scopes every
// statement; a second import of the same master is the database's refusal
// (organization_variety_data_master_once), worded in db/db-refusals.ts.
import {
  VARIETY_MESSAGES as M,
  type CropList,
  type OrganizationVariety,
  type VarietyCreate,
  type VarietyList,
  type VarietyListQuery,
  type VarietyUpdate,
  isUuid,
} from '@seed/domain';
import type { Db } from '../../db/db';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import * as repo from '../data-access/varieties-repository';

const notFound = () => AppError.notFound(M.notFound, 'variety_not_found');

/**
 * A malformed id names no variety: the same 404 as a variety of another organization, answered
 * after the membership or role check.
 */
function varietyId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

export function createVarietiesService({ db }: { db: Db }) {
  /**
   * The reads' units: their endpoints declare no roles, any member of an organization may read
   * (spec 2: the page needs a selected organization). The writes' units check the roles their
   * endpoints declare.
   */
  const MEMBERS = { withoutOrganization: M.noOrganization };

  return {
    crops: (caller: Caller): Promise<CropList> =>
      db.unitOfWork(caller, MEMBERS, async (tx) => ({ items: await repo.listCrops(tx) })),

    list: (caller: Caller, query: VarietyListQuery): Promise<VarietyList> =>
      db.unitOfWork(caller, MEMBERS, async (tx) => {
        const page = await repo.listVarieties(tx, query);
        return {
          tab: query.tab,
          my: page.my,
          discover: page.discover,
          my_count: page.myCount,
          discover_count: page.discoverCount,
          page: query.page,
          limit: query.limit,
        };
      }),

    get: (caller: Caller, id: string): Promise<OrganizationVariety> =>
      db.unitOfWork(caller, MEMBERS, async (tx) => {
        const variety = await repo.findVariety(tx, varietyId(id));
        if (!variety) throw notFound();
        return variety;
      }),

    create: (caller: Caller, input: VarietyCreate): Promise<OrganizationVariety> =>
      db.unitOfWork(caller, {}, (tx) => repo.insertVariety(tx, input)),

    importMaster: (caller: Caller, masterId: string): Promise<OrganizationVariety> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const variety = await repo.importMaster(tx, masterId);
        if (!variety) throw AppError.notFound(M.masterNotFound, 'master_variety_not_found');
        return variety;
      }),

    update: (caller: Caller, id: string, input: VarietyUpdate): Promise<OrganizationVariety> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const variety = await repo.updateVariety(tx, varietyId(id), input);
        if (!variety) throw notFound();
        return variety;
      }),

    remove: (caller: Caller, id: string): Promise<void> =>
      db.unitOfWork(caller, {}, async (tx) => {
        if (!(await repo.removeVariety(tx, varietyId(id)))) throw notFound();
      }),
  };
}

export type VarietiesService = ReturnType<typeof createVarietiesService>;
