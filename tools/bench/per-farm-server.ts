// The spec's per-farm call, served the way the spec's stack serves it (spec 3: "get_farm_with_boundary
// with farm_id … the list view calls it once per farm", i.e. PostgREST's GET /rpc/<function>), for
// the farms bench only: the product API has no per-farm boundary endpoint.
// Each call is `select public.get_farm_with_boundary($1)` as the signed-in user (user-sql-server.ts).
import { serveIfRunDirectly, startUserSqlServer, type UserSqlRoute, type UserSqlServer } from './user-sql-server';

export const PER_FARM_PATH = '/rpc/get_farm_with_boundary';

function route(url: URL): UserSqlRoute | null {
  const farmId = url.searchParams.get('farm_id');
  if (url.pathname !== PER_FARM_PATH || !farmId) return null;
  return {
    sql: 'select public.get_farm_with_boundary($1) as farm',
    params: [farmId],
    answer: (rows) => {
      const farm = rows[0]?.farm ?? null;
      return farm ? { status: 200, body: farm } : { status: 404, body: { message: 'farm not found' } };
    },
  };
}

/** The call is GET `${url}${PER_FARM_PATH}?farm_id=<id>`. */
export type PerFarmServer = UserSqlServer;

/** Starts this file in a child process against `databaseUrl` (the BFF's login role) and the portal at `portalUrl`. */
export const startPerFarmServer = (portalUrl: string, databaseUrl: string): Promise<PerFarmServer> =>
  startUserSqlServer(import.meta.filename, portalUrl, databaseUrl);

serveIfRunDirectly(import.meta.filename, route);
