import type { OrganizationType } from '@seed/domain';

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

export type IconName = (typeof MAIN_MENU)[number]['icon'] | 'user' | 'logout' | 'bell' | 'menu' | 'close' | 'search';

export interface MenuItem {
  to: string;
  labelKey: string;
  icon: IconName;
  tabKey: string | null;
}

/**
 * The sections a seed company works in that a laboratory's workspace leaves out (issue 27): a
 * testing agency has no farms, seed lots, transactions or variety catalogue of its own. The
 * shell's route guard sends a laboratory's visit to one of them to /testing-requests.
 */
export const SEED_COMPANY_SECTIONS = ['/varieties', '/farms', '/seed-lots', '/transactions'] as const;

/** Whether an organization of this type works as a laboratory (the spec's testing agency). */
export const isLaboratory = (type: OrganizationType | null | undefined): boolean => type === 'testing_agency';

/** The main menu an organization of this type sees: a laboratory's is Dashboard and Testing Requests. */
export function mainMenuFor(type: OrganizationType | null | undefined): readonly MenuItem[] {
  if (!isLaboratory(type)) return MAIN_MENU;
  return MAIN_MENU.filter((item) => !(SEED_COMPANY_SECTIONS as readonly string[]).includes(item.to));
}

/**
 * The bottom tab bar of narrow screens: a seed company's five most used sections; a laboratory's
 * Dashboard, Testing and Profile (its whole workspace, so the drawer is never needed for it).
 */
export function bottomTabsFor(type: OrganizationType | null | undefined): readonly MenuItem[] {
  const tabs: MenuItem[] = mainMenuFor(type).filter((item) => item.tabKey !== null);
  if (!isLaboratory(type)) return tabs;
  return [...tabs, ...ACCOUNT_MENU.map((item) => ({ ...item, tabKey: item.labelKey }))];
}
