// Seed-lot use cases (spec 2 seed lots, spec 3 lot detail, issue 11): every endpoint is for the
// roles SEED_LOTS_API declares (admin or manager), each one unit of work in the caller's
// transaction. Row-level security scopes every read; every write is one database function that
// checks the caller again (a direct rpc call is refused alike) and whose refusals are worded in
// db/db-refusals.ts.
import {
  type HarvestCreate,
  type LotCreated,
  type MassBalanceReport,
  type PackagingLotCreate,
  type ProductionLotCreate,
  type SeedLotUpdate,
  type SourceLotOptions,
  type ClaimCodeIssued,
  type ClaimRedeem,
  type ClaimRedeemed,
  SEED_LOT_MESSAGES as M,
  type SeedLotDetail,
  type SeedLotList,
  type SeedLotListQuery,
  type UnregisteredSourceCreate,
  type UnregisteredSourceCreated,
  type VarietyChoices,
} from '@seed/domain';
import type { Db } from '../../db/db';
import { addressKey, limitAttemptsEach } from '../../db/rate-limits';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import * as repo from '../data-access/seed-lots-repository';

const notFound = () => AppError.notFound(M.notFound, 'seed_lot_not_found');

/** A lot id is short text; anything longer names no lot (the same 404 as another organization's). */
const lotId = (id: string) => {
  if (id.length > 40) throw notFound();
  return id;
};

/** Claim attempts per user in a window: enough for typing mistakes, far too few to guess 96 bits. */
export const CLAIM_ATTEMPTS = { perWindow: 10, windowSeconds: 15 * 60 } as const;
/** The same per organization (a second account of it gets no fresh attempts) … */
export const CLAIM_ATTEMPTS_PER_ORGANIZATION = { perWindow: 20, windowSeconds: 15 * 60 } as const;
/** … and per client address (an office behind one address claims a few; accounts of many organizations do not add up). */
export const CLAIM_ATTEMPTS_PER_ADDRESS = { perWindow: 50, windowSeconds: 15 * 60 } as const;

/** The detail page's actions (spec 3): harvest a draft or active production lot, package a harvested one. */
function actionsOf({ lot, harvests }: repo.DetailFacts): SeedLotDetail['actions'] {
  const live = lot.deleted_at === null;
  const production = lot.lot_type === 'raw_production';
  return {
    harvest: live && production && (lot.status === 'active' || lot.status === 'draft'),
    package: live && production && harvests.some((h) => h.actual_yield > 0),
    transaction: live,
  };
}

export function createSeedLotsService({ db }: { db: Db }) {
  /**
   * The whole lot detail in the round trip that opens the request, with the membership, where
   * spec 3 "Lot detail" loads it in many parallel calls and walks the chains hop by hop.
   */
  const detail = async (caller: Caller, id: string): Promise<SeedLotDetail> => {
    const lot = lotId(id);
    const [found, lineage] = await db.unitOfWork(caller, {
      readOnly: true,
      reads: [(tx) => repo.lotDetail(tx, lot), (tx) => repo.lotLineage(tx, lot)],
    });
    if (!found) throw notFound();
    const { owners } = found.facts;
    const quantityTotal = owners.reduce((sum, o) => sum + o.quantity_owned, 0);
    return {
      ...found.answer,
      lineage,
      quantity_total: owners.length ? Number(quantityTotal.toFixed(3)) : null,
      primary_owner: owners[0]?.organization_name ?? null,
      actions: actionsOf(found.facts),
    };
  };

  return {
    list: (caller: Caller, query: SeedLotListQuery): Promise<SeedLotList> =>
      db.unitOfWork(caller, {}, async (tx, { member }) => {
        const page = await repo.listSeedLots(tx, member.organizationId, query);
        return { tab: query.tab, items: page.items, total: page.total, page: query.page, limit: query.limit };
      }),

    varietyChoices: (caller: Caller, cropId: string): Promise<VarietyChoices> =>
      db.unitOfWork(caller, {}, (tx, { member }) => repo.varietyChoices(tx, member.organizationId, cropId)),

    createUnregistered: (caller: Caller, input: UnregisteredSourceCreate): Promise<UnregisteredSourceCreated> =>
      db.unitOfWork(caller, {}, async (tx, { member }) => {
        const { lotId: id, claimCode } = await repo.createUnregisteredSource(tx, input);
        const lot = await repo.findListItem(tx, member.organizationId, id);
        if (!lot) throw new Error(`the new lot ${id} is not visible to its grower`);
        return { lot, claim_code: claimCode };
      }),

    get: detail,

    softDelete: (caller: Caller, id: string): Promise<void> =>
      db.unitOfWork(caller, {}, (tx) => repo.softDelete(tx, lotId(id))),
    restore: (caller: Caller, id: string): Promise<void> =>
      db.unitOfWork(caller, {}, (tx) => repo.restore(tx, lotId(id))),
    deletePermanently: (caller: Caller, id: string): Promise<void> =>
      db.unitOfWork(caller, {}, (tx) => repo.deletePermanently(tx, lotId(id))),

    newClaimCode: (caller: Caller, id: string): Promise<ClaimCodeIssued> =>
      db.unitOfWork(caller, {}, async (tx) => ({ claim_code: await repo.newClaimCode(tx, lotId(id)) })),
    revokeClaimCode: (caller: Caller, id: string): Promise<void> =>
      db.unitOfWork(caller, {}, (tx) => repo.revokeClaimCode(tx, lotId(id))),

    sourceOptions: (caller: Caller, purpose: 'production' | 'packaging'): Promise<SourceLotOptions> =>
      db.unitOfWork(caller, {}, async (tx, { member }) => ({
        items: await repo.listSourceOptions(
          tx,
          member.organizationId,
          purpose === 'production' ? ['raw_production', 'unregistered_source'] : ['raw_production', 'packaged_unit'],
        ),
      })),

    createProduction: (caller: Caller, input: ProductionLotCreate): Promise<LotCreated> =>
      db.unitOfWork(caller, {}, async (tx) => ({ id: await repo.createProductionLot(tx, input) })),

    recordHarvest: (caller: Caller, id: string, input: HarvestCreate): Promise<void> =>
      db.unitOfWork(caller, {}, (tx) => repo.recordHarvest(tx, lotId(id), input)),

    update: (caller: Caller, id: string, input: SeedLotUpdate): Promise<void> =>
      db.unitOfWork(caller, {}, (tx) => repo.updateSeedLot(tx, lotId(id), input)),

    createPackaging: (caller: Caller, input: PackagingLotCreate): Promise<LotCreated> =>
      db.unitOfWork(caller, {}, async (tx) => ({ id: await repo.createPackagingLot(tx, input) })),

    massBalance: (caller: Caller, all: boolean): Promise<MassBalanceReport> =>
      db.unitOfWork(caller, {}, async (tx, { member }) => {
        const items = await repo.massBalance(tx, member.organizationId, all);
        return { items, unbalanced: items.filter((b) => !b.balanced).length };
      }),

    /**
     * Redeems a claim code. Attempts are counted per user, per organization and per client address
     * in their own transaction first, so a refused attempt still counts (CLAIM_ATTEMPTS…), then 429
     * (after the role check).
     */
    redeemClaim: async (caller: Caller, input: ClaimRedeem, clientAddress?: string): Promise<ClaimRedeemed> => {
      // A caller the endpoint refuses anyway (no organization, no role) hears that, not 429.
      const organizationId = await db.unitOfWork(caller, {}, async (_tx, { member }) => member.organizationId);
      await limitAttemptsEach(
        db,
        [
          { bucket: `seed_lot_claim:${String(caller.claims.sub)}`, limits: CLAIM_ATTEMPTS },
          { bucket: `seed_lot_claim:org:${organizationId}`, limits: CLAIM_ATTEMPTS_PER_ORGANIZATION },
          { bucket: `seed_lot_claim:ip:${addressKey(clientAddress)}`, limits: CLAIM_ATTEMPTS_PER_ADDRESS },
        ],
        { code: 'over_claim_rate_limit', message: M.claimTooManyAttempts },
      );
      return db.unitOfWork(caller, {}, (tx) => repo.redeemClaim(tx, input));
    },
  };
}

export type SeedLotsService = ReturnType<typeof createSeedLotsService>;
