import { describe, expect, it } from 'vitest';
import en from '../../../i18n/frame.en.json';
import { MAIN_MENU } from './nav-items';

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
});
