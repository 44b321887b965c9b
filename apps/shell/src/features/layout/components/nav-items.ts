import { isCertificationAgency, isLaboratory, type OrganizationType } from '@seed/domain';

/** Main menu of spec 1 "App shell", in its order. `tab` marks the five bottom-tab entries. */
export const MAIN_MENU = [
  { to: '/dashboard', labelKey: 'nav.dashboard', icon: 'home', tabKey: 'nav.dashboard' },
  { to: '/varieties', labelKey: 'nav.varieties', icon: 'leaf', tabKey: null },
  { to: '/farms', labelKey: 'nav.farms', icon: 'map', tabKey: 'nav.farms' },
  { to: '/seed-lots', labelKey: 'nav.seedLots', icon: 'box', tabKey: 'nav.seedLots' },
  { to: '/testing-requests', labelKey: 'nav.testingRequests', icon: 'beaker', tabKey: 'nav.testing' },
  { to: '/transactions', labelKey: 'nav.transactions', icon: 'swap', tabKey: 'nav.transactions' },
] as const;

/** Account section of the menu. */
export const ACCOUNT_MENU = [{ to: '/profile', labelKey: 'nav.profile', icon: 'user' }] as const;

/**
 * The certification agency's own section (issue 28). It is not in a seed company's menu of spec 1:
 * a company reaches its applications from its seed lots, and the agency works here.
 */
export const CERTIFICATION_MENU_ITEM = {
  to: '/certification',
  labelKey: 'nav.certification',
  icon: 'badge',
  tabKey: 'nav.certification',
} as const;

export type IconName =
  | (typeof MAIN_MENU)[number]['icon']
  | (typeof CERTIFICATION_MENU_ITEM)['icon']
  | 'user'
  | 'logout'
  | 'bell'
  | 'menu'
  | 'close'
  | 'search';

export interface MenuItem {
  to: string;
  labelKey: string;
  icon: IconName;
  tabKey: string | null;
}

/**
 * The sections a seed company works in that an agency's workspace leaves out (issues 27 and 28):
 * a testing or certification agency has no farms, seed lots, transactions or variety catalogue of
 * its own. The shell's route guard sends an agency's visit to one of them to its own section.
 */
export const SEED_COMPANY_SECTIONS = ['/varieties', '/farms', '/seed-lots', '/transactions'] as const;

/** Where an agency's workspace starts (its one section), or null for a seed company's whole workspace. */
export function agencyHomeFor(type: OrganizationType | null | undefined): string | null {
  if (isLaboratory(type)) return '/testing-requests';
  if (isCertificationAgency(type)) return CERTIFICATION_MENU_ITEM.to;
  return null;
}

const companyOnly = (item: MenuItem) => !(SEED_COMPANY_SECTIONS as readonly string[]).includes(item.to);

/**
 * The main menu an organization of this type sees: a laboratory's is Dashboard and Testing
 * Requests, a certification agency's Dashboard and Certification.
 */
export function mainMenuFor(type: OrganizationType | null | undefined): readonly MenuItem[] {
  if (isLaboratory(type)) return MAIN_MENU.filter(companyOnly);
  if (isCertificationAgency(type)) return [MAIN_MENU[0], CERTIFICATION_MENU_ITEM];
  return MAIN_MENU;
}

/**
 * The bottom tab bar of narrow screens: a seed company's five most used sections; an agency's
 * Dashboard, its section and Profile (its whole workspace, so the drawer is never needed for it).
 */
export function bottomTabsFor(type: OrganizationType | null | undefined): readonly MenuItem[] {
  const tabs: MenuItem[] = mainMenuFor(type).filter((item) => item.tabKey !== null);
  if (agencyHomeFor(type) === null) return tabs;
  return [...tabs, ...ACCOUNT_MENU.map((item) => ({ ...item, tabKey: item.labelKey }))];
}
