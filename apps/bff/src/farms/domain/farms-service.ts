// Farms use cases: the role check of spec 3 §2 (admin or manager for every farm endpoint),
// the identifier rule of §5, the overlap warning, and the database's refusals in the spec's
// words. Row-level security scopes every statement to the caller's organization.
import {
  FARM_MESSAGES as M,
  generateFarmIdentifier,
  OPERATIONS_ROLES,
  type Farm,
  type FarmCreate,
  type FarmList,
  type FarmListQuery,
  type FarmOverlap,
  type FarmSaved,
  type FarmUpdate,
  type GeoJsonPolygon,
} from '@seed/domain';
import type { Db, DbClient, UserClaims } from '../../db/db';
import { AppError } from '../../shared/app-error';
import * as repo from '../data-access/farms-repository';
import { toCsv, toGeoJson, toKml } from './farm-export';

interface PgError {
  code?: string;
  message?: string;
  constraint?: string;
}

/** The database's refusals as answers: a bad boundary is a 400 with its message. */
function farmsErrorFromDb(error: unknown): AppError | null {
  const pgError = error as PgError;
  if (typeof pgError?.code !== 'string') return null;
  if (pgError.code === '23514' && pgError.constraint === 'farms_boundary_valid') {
    return AppError.badRequest(pgError.message ?? M.boundaryInvalid, 'invalid_boundary');
  }
  if (pgError.code === '23514' || pgError.code === '22023' || pgError.code === 'XX000') {
    // st_geomfromgeojson and the table's checks refuse what zod let through (should not happen).
    return AppError.badRequest(M.boundaryInvalid, 'invalid_farm');
  }
  if (pgError.code === '42501') return AppError.forbidden();
  return null;
}

async function withFarmsErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw farmsErrorFromDb(error) ?? error;
  }
}

/** Spec 3 §2: farm routes need role admin or manager in an organization. */
async function requireFarmRole(tx: DbClient): Promise<void> {
  const membership = await repo.findMembership(tx);
  if (!membership?.organizationId) throw AppError.forbidden(M.noOrganization, 'no_organization');
  if (!membership.role || !(OPERATIONS_ROLES as readonly string[]).includes(membership.role)) {
    throw AppError.forbidden('Only admins and managers can manage farms', 'role_required');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no farm: the same 404 as a farm of another organization. */
function farmId(id: string): string {
  if (!UUID.test(id)) throw AppError.notFound(M.notFound, 'farm_not_found');
  return id;
}

const warningFor = (overlaps: FarmOverlap[]) =>
  overlaps.length > 0 ? M.overlapWarning(overlaps.map((o) => o.name)) : null;

export type FarmExport =
  { format: 'geojson'; body: ReturnType<typeof toGeoJson> } | { format: 'kml' | 'csv'; body: string };

export function createFarmsService({ db }: { db: Db }) {
  const asManager = <T>(claims: UserClaims, fn: (tx: DbClient) => Promise<T>) =>
    withFarmsErrors(() =>
      db.withUserTx(claims, async (tx) => {
        await requireFarmRole(tx);
        return fn(tx);
      }),
    );

  const found = (farm: Farm | null): Farm => {
    if (!farm) throw AppError.notFound(M.notFound, 'farm_not_found');
    return farm;
  };

  return {
    list: (claims: UserClaims, query: FarmListQuery): Promise<FarmList> =>
      asManager(claims, async (tx) => {
        const { items, total, organizationTotal } = await repo.listFarms(tx, query);
        return { items, total, organization_total: organizationTotal, page: query.page, limit: query.limit };
      }),

    get: (claims: UserClaims, id: string): Promise<Farm> =>
      asManager(claims, async (tx) => found(await repo.findFarm(tx, farmId(id)))),

    boundary: (claims: UserClaims, id: string) =>
      asManager(claims, async (tx) => {
        const farm = await repo.farmWithBoundary(tx, farmId(id));
        if (!farm) throw AppError.notFound(M.notFound, 'farm_not_found');
        return farm;
      }),

    create: (claims: UserClaims, input: FarmCreate): Promise<FarmSaved> =>
      asManager(claims, async (tx) => {
        const overlaps = await repo.findOverlaps(tx, input.boundary, null);
        const id = await repo.insertFarm(tx, {
          ...input,
          identifier: input.identifier ?? generateFarmIdentifier(input.name),
        });
        return { farm: found(await repo.findFarm(tx, id)), overlaps, warning: warningFor(overlaps) };
      }),

    update: (claims: UserClaims, id: string, input: FarmUpdate): Promise<FarmSaved> =>
      asManager(claims, async (tx) => {
        const current = await repo.currentIdentifier(tx, farmId(id));
        if (current === undefined) throw AppError.notFound(M.notFound, 'farm_not_found');
        const identifier = input.identifier ?? current ?? generateFarmIdentifier(input.name);
        if (!(await repo.updateFarm(tx, id, { ...input, identifier })))
          throw AppError.notFound(M.notFound, 'farm_not_found');
        const farm = found(await repo.findFarm(tx, id));
        const overlaps = farm.boundary ? await repo.findOverlaps(tx, farm.boundary, id) : [];
        return { farm, overlaps, warning: warningFor(overlaps) };
      }),

    overlaps: (claims: UserClaims, boundary: GeoJsonPolygon, excludeId: string | null) =>
      asManager(claims, async (tx) => {
        if (excludeId !== null && !UUID.test(excludeId)) excludeId = null;
        const overlaps = await repo.findOverlaps(tx, boundary, excludeId);
        return { overlaps, message: warningFor(overlaps) };
      }),

    export: (claims: UserClaims, format: 'geojson' | 'kml' | 'csv'): Promise<FarmExport> =>
      asManager(claims, async (tx) => {
        const rows = await repo.exportRows(tx);
        if (format === 'geojson') return { format, body: toGeoJson(rows) };
        return { format, body: format === 'kml' ? toKml(rows) : toCsv(rows) };
      }),
  };
}

export type FarmsService = ReturnType<typeof createFarmsService>;
