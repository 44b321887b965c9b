// The BFF's feature components, in the order they are mounted: the one list main.ts serves
// and the tests' createFullTestApp() mounts, so a component added here is tested with the rest.
import type { AppComponent } from './app';
import { createAccountsComponent, type AccountsComponentOptions } from './accounts';
import { createCertificationComponent } from './certification';
import { createDashboardComponent } from './dashboard';
import { createFarmsComponent } from './farms';
import { createGeocodingComponent } from './geocoding';
import { createNotificationsComponent } from './notifications';
import { createSeedLotsComponent } from './seed-lots';
import { createTestingComponent } from './seed-testing';
import { createTransactionsComponent, type TransactionsComponentOptions } from './transactions';
import { createVarietiesComponent } from './varieties';
import { createQrCodesComponent } from './qr-codes';
import { createEpcisComponent } from './epcis';

export interface FeatureComponentsOptions {
  accounts: AccountsComponentOptions;
  transactions: TransactionsComponentOptions;
  geocoding?: Parameters<typeof createGeocodingComponent>[0];
}

/** Every feature component of the BFF: accounts, farms, varieties, seed lots, transactions, seed testing, certification, the dashboard they feed, notifications, geocoding, the EPCIS export. */
export function createFeatureComponents(options: FeatureComponentsOptions): AppComponent[] {
  return [
    createAccountsComponent(options.accounts),
    createFarmsComponent(),
    createVarietiesComponent(),
    createSeedLotsComponent(),
    createTransactionsComponent(options.transactions),
    createTestingComponent(),
    createCertificationComponent(),
    createDashboardComponent(),
    createNotificationsComponent(),
    createGeocodingComponent(options.geocoding),
    createQrCodesComponent(),
    createEpcisComponent(),
  ];
}
