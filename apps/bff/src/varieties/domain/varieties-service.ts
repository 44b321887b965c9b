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
} from '@seed/domain';
import type { Db, DbClient } from '../../db/db';
import { withMember, withRole } from '../../db/membership';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import * as repo from '../data-access/varieties-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => AppError.notFound(M.notFound, 'variety_not_found');

/** A malformed id names no variety: the same 404 as a variety of another organization. */
function varietyId(id: string): string {
  if (!UUID.test(id)) throw notFound();
  return id;
}

export function createVarietiesService({ db }: { db: Db }) {
  /** Reads: any member of an organization (spec 2: the page needs a selected organization). */
  const asMember = <T>(caller: Caller, fn: (tx: DbClient) => Promise<T>) =>
    withMember(db, caller, M.noOrganization, (tx) => fn(tx));
  /** Writes: the roles the endpoint declares, in the same transaction. */
  const asManager = <T>(caller: Caller, fn: (tx: DbClient) => Promise<T>) => withRole(db, caller, (tx) => fn(tx));

  return {
    crops: (caller: Caller): Promise<CropList> => asMember(caller, async (tx) => ({ items: await repo.listCrops(tx) })),

    list: (caller: Caller, query: VarietyListQuery): Promise<VarietyList> =>
      asMember(caller, async (tx) => {
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
      asMember(caller, async (tx) => {
        const variety = await repo.findVariety(tx, varietyId(id));
        if (!variety) throw notFound();
        return variety;
      }),

    create: (caller: Caller, input: VarietyCreate): Promise<OrganizationVariety> =>
      asManager(caller, (tx) => repo.insertVariety(tx, input)),

    importMaster: (caller: Caller, masterId: string): Promise<OrganizationVariety> =>
      asManager(caller, async (tx) => {
        const variety = await repo.importMaster(tx, masterId);
        if (!variety) throw AppError.notFound(M.masterNotFound, 'master_variety_not_found');
        return variety;
      }),

    update: (caller: Caller, id: string, input: VarietyUpdate): Promise<OrganizationVariety> =>
      asManager(caller, async (tx) => {
        const variety = await repo.updateVariety(tx, varietyId(id), input);
        if (!variety) throw notFound();
        return variety;
      }),

    remove: (caller: Caller, id: string): Promise<void> =>
      asManager(caller, async (tx) => {
        if (!(await repo.removeVariety(tx, varietyId(id)))) throw notFound();
      }),
  };
}

export type VarietiesService = ReturnType<typeof createVarietiesService>;
