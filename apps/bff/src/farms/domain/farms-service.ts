// Farms use cases: the identifier rule of spec 3 §5 and the overlap warning, each in the
// caller's transaction after the roles FARMS_API declares (admin or manager, §2). Row-level
// security scopes every statement to the caller's organization; the database's refusals (a bad
// boundary) become the spec's words in db/db-refusals.ts.
import {
  FARM_MESSAGES as M,
  generateFarmIdentifier,
  type Farm,
  type FarmCreate,
  type FarmList,
  type FarmListQuery,
  type FarmOverlap,
  type FarmSaved,
  type FarmUpdate,
  type GeoJsonPolygon,
  isUuid,
} from '@seed/domain';
import type { Db } from '../../db/db';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import * as repo from '../data-access/farms-repository';
import { toCsv, toGeoJson, toKml } from './farm-export';

/**
 * A malformed id names no farm: the same 404 as a farm of another organization, answered after the
 * role check (a caller the endpoint refuses hears that first).
 */
function farmId(id: string): string {
  if (!isUuid(id)) throw AppError.notFound(M.notFound, 'farm_not_found');
  return id;
}

const warningFor = (overlaps: FarmOverlap[]) =>
  overlaps.length > 0 ? M.overlapWarning(overlaps.map((o) => o.name)) : null;

export type FarmExport =
  { format: 'geojson'; body: ReturnType<typeof toGeoJson> } | { format: 'kml' | 'csv'; body: string };

export function createFarmsService({ db }: { db: Db }) {
  // Every farm use case is the caller's unit of work, after the roles its endpoint declares (spec 3 §2).
  const found = (farm: Farm | null): Farm => {
    if (!farm) throw AppError.notFound(M.notFound, 'farm_not_found');
    return farm;
  };

  return {
    list: (caller: Caller, query: FarmListQuery): Promise<FarmList> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const { items, total, organizationTotal } = await repo.listFarms(tx, query);
        return { items, total, organization_total: organizationTotal, page: query.page, limit: query.limit };
      }),

    get: (caller: Caller, id: string): Promise<Farm> =>
      db.unitOfWork(caller, {}, async (tx) => found(await repo.findFarm(tx, farmId(id)))),

    create: (caller: Caller, input: FarmCreate): Promise<FarmSaved> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const overlaps = await repo.findOverlaps(tx, input.boundary, null);
        const farm = await repo.insertFarm(tx, {
          ...input,
          identifier: input.identifier ?? generateFarmIdentifier(input.name),
        });
        return { farm, overlaps, warning: warningFor(overlaps) };
      }),

    update: (caller: Caller, id: string, input: FarmUpdate): Promise<FarmSaved> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const current = await repo.currentIdentifier(tx, farmId(id));
        if (current === undefined) throw AppError.notFound(M.notFound, 'farm_not_found');
        const identifier = input.identifier ?? current ?? generateFarmIdentifier(input.name);
        const farm = found(await repo.updateFarm(tx, id, { ...input, identifier }));
        const overlaps = farm.boundary ? await repo.findOverlaps(tx, farm.boundary, id) : [];
        return { farm, overlaps, warning: warningFor(overlaps) };
      }),

    overlaps: (caller: Caller, boundary: GeoJsonPolygon, excludeId: string | null) =>
      db.unitOfWork(caller, {}, async (tx) => {
        if (excludeId !== null && !isUuid(excludeId)) excludeId = null;
        const overlaps = await repo.findOverlaps(tx, boundary, excludeId);
        return { overlaps, message: warningFor(overlaps) };
      }),

    export: (caller: Caller, format: 'geojson' | 'kml' | 'csv'): Promise<FarmExport> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const rows = await repo.exportRows(tx);
        if (format === 'geojson') return { format, body: toGeoJson(rows) };
        return { format, body: format === 'kml' ? toKml(rows) : toCsv(rows) };
      }),
  };
}

export type FarmsService = ReturnType<typeof createFarmsService>;
