// Every /api/v1 endpoint by slice and name: what the browser's apiFetch('farms', 'get', …) looks up.
// A new slice adds its declarations here once.
import { ACCOUNTS_API } from './accounts-endpoints';
import { CERTIFICATION_API } from './certification-endpoints';
import { DASHBOARD_API } from './dashboard';
import { FARMS_API } from './farms-endpoints';
import { GEOCODING_API } from './geocoding';
import { NOTIFICATIONS_API } from './notifications';
import { PRODUCTION_API } from './production-endpoints';
import { SEED_LOTS_API } from './seed-lots-endpoints';
import { TESTING_API } from './testing-endpoints';
import { TRANSACTIONS_API } from './transactions-endpoints';
import { VARIETIES_API } from './varieties-endpoints';
import { QR_CODES_API } from './qr-codes-endpoints';
import { EPCIS_API } from './epcis-endpoints';

export const API = {
  accounts: ACCOUNTS_API,
  certification: CERTIFICATION_API,
  dashboard: DASHBOARD_API,
  farms: FARMS_API,
  geocoding: GEOCODING_API,
  notifications: NOTIFICATIONS_API,
  seedLots: SEED_LOTS_API,
  production: PRODUCTION_API,
  testing: TESTING_API,
  transactions: TRANSACTIONS_API,
  varieties: VARIETIES_API,
  qrCodes: QR_CODES_API,
  epcis: EPCIS_API,
} as const;
export type Api = typeof API;
