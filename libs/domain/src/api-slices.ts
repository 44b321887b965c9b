// The contract in the pieces a page loads: each slice's endpoint declarations (with the schemas
// they use) and the platform's schemas arrive as their own chunks, so the browser parses and runs
// the zod schemas of the slice a screen calls instead of every slice's at start-up. The server
// imports the contract whole (./api); these loaders are the browser's lazy client's, imported as
// @seed/domain/slices so that no server bundle includes their dynamic imports.
import type { Api } from './api';

type SliceLoaders = { readonly [S in keyof Api]: () => Promise<Api[S]> };

export const API_SLICES: SliceLoaders = {
  accounts: async () => (await import('./accounts-endpoints')).ACCOUNTS_API,
  certification: async () => (await import('./certification-endpoints')).CERTIFICATION_API,
  dashboard: async () => (await import('./dashboard')).DASHBOARD_API,
  farms: async () => (await import('./farms-endpoints')).FARMS_API,
  geocoding: async () => (await import('./geocoding')).GEOCODING_API,
  notifications: async () => (await import('./notifications')).NOTIFICATIONS_API,
  seedLots: async () => (await import('./seed-lots-endpoints')).SEED_LOTS_API,
  production: async () => (await import('./production-endpoints')).PRODUCTION_API,
  testing: async () => (await import('./testing-endpoints')).TESTING_API,
  transactions: async () => (await import('./transactions-endpoints')).TRANSACTIONS_API,
  varieties: async () => (await import('./varieties-endpoints')).VARIETIES_API,
  qrCodes: async () => (await import('./qr-codes-endpoints')).QR_CODES_API,
  epcis: async () => (await import('./epcis-endpoints')).EPCIS_API,
};

/**
 * Contract modules the browser needs outside any slice's calls: the platform's schemas (PublicConfig,
 * RemotesManifest), which the shell parses before any slice, and the list pages' URL parameters,
 * which a list page parses on its first render.
 */
export const CONTRACT_MODULES = {
  platform: () => import('./platform'),
  listParams: () => import('./list-params'),
} as const;
export type ContractModules = {
  [M in keyof typeof CONTRACT_MODULES]: Awaited<ReturnType<(typeof CONTRACT_MODULES)[M]>>;
};
