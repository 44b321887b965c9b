import { describe, expect, it } from 'vitest';
import en from '../../../i18n/frame.en.json';
import { agencyHomeFor, bottomTabsFor, MAIN_MENU, mainMenuFor } from './nav-items';

const label = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('menus of the app shell', () => {
  it('when the main menu is listed, then it has the spec entries in order', () => {
    expect(MAIN_MENU.map((i) => [label(i.labelKey), i.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Varieties', '/varieties'],
      ['Farms', '/farms'],
      ['Seed Lots', '/seed-lots'],
      ['Testing Requests', '/testing-requests'],
      ['Transactions', '/transactions'],
    ]);
  });

  it('when the bottom tab bar is built, then it has Dashboard, Farms, Seed Lots, Testing and Transactions', () => {
    expect(MAIN_MENU.filter((i) => i.tabKey).map((i) => label(i.tabKey as string))).toEqual([
      'Dashboard',
      'Farms',
      'Seed Lots',
      'Testing',
      'Transactions',
    ]);
  });

  it('when the workspace of each organization type is built, then only an agency has a home of its own and a short menu', () => {
    const menuOf = (type: Parameters<typeof mainMenuFor>[0]) => mainMenuFor(type).map((i) => [label(i.labelKey), i.to]);
    expect(menuOf('field_inspection_agency')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Certification', '/certification'],
    ]);
    expect(menuOf('testing_agency')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Testing Requests', '/testing-requests'],
    ]);
    expect(bottomTabsFor('field_inspection_agency').map((i) => label(i.tabKey as string))).toEqual([
      'Dashboard',
      'Certification',
      'Profile',
    ]);
    expect(agencyHomeFor('field_inspection_agency')).toBe('/certification');
    expect(agencyHomeFor('testing_agency')).toBe('/testing-requests');
    for (const type of ['seed_grower', 'marketplace_vendor', 'admin', null, undefined] as const) {
      expect(agencyHomeFor(type)).toBeNull();
      expect(mainMenuFor(type)).toBe(MAIN_MENU);
    }
  });
});
