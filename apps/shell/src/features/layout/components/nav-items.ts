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
