// The BFF's feature components, in the order they are mounted: the one list main.ts serves
// and the tests' createFullTestApp() mounts, so a component added here is tested with the rest.
import type { AppComponent } from './app';
import { createAccountsComponent, type AccountsComponentOptions } from './accounts';
import { createDashboardComponent } from './dashboard';
import { createFarmsComponent } from './farms';
import { createGeocodingComponent } from './geocoding';

export interface FeatureComponentsOptions {
  accounts: AccountsComponentOptions;
  geocoding?: Parameters<typeof createGeocodingComponent>[0];
}

/** Every feature component of the BFF: accounts, farms, the dashboard they feed, geocoding. */
export function createFeatureComponents(options: FeatureComponentsOptions): AppComponent[] {
  return [
    createAccountsComponent(options.accounts),
    createFarmsComponent(),
    createDashboardComponent(),
    createGeocodingComponent(options.geocoding),
  ];
}
