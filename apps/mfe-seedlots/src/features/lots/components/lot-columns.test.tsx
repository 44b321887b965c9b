import type { SeedLotListItem } from '@seed/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { overviewColumns, packagingColumns, productionColumns, unregisteredColumns } from './lot-columns';
import { LotList } from './lot-list';

// The lists' Quality column (issue 27): each lot's seed-test status as a badge, in the table from
// 768 px and in the phone's cards.

afterEach(cleanup);

const lotRow = (overrides: Partial<SeedLotListItem>): SeedLotListItem => ({
  id: 'SL-20261101-0900000-0001',
  lot_type: 'packaged_unit',
  status: 'active',
  generation: 'F1',
  crop_id: '00000000-0000-4000-8000-000000000001',
  crop_name: 'Wheat',
  variety_name: 'HI 1544',
  quantity_owned: 40,
  quantity_unit: 'packages',
  pack_size: 25,
  pack_unit: 'Kg',
  packaging_type: 'bag',
  planting_date: null,
  area_planted_acres: null,
  yield_kg: null,
  harvest_date: null,
  packages_count: 40,
  packaging_date: '2026-11-01',
  parent_lot_id: null,
  notes: null,
  is_grower: true,
  location: null,
  farms_count: 0,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
  deleted_at: null,
  quality: 'passed',
  quality_valid_until: '2027-08-25',
  ...overrides,
});

const rows = [
  lotRow({}),
  lotRow({ id: 'SL-20261101-0900000-0002', quality: 'failed', quality_valid_until: null }),
  lotRow({ id: 'SL-20261101-0900000-0003', quality: 'not_tested', quality_valid_until: null }),
];
const actions = { remove: () => {}, restore: () => {} };

function renderList(columns: ReturnType<typeof overviewColumns>) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LotList
          caption="Seed lots"
          columns={columns}
          rows={rows}
          rowKey={(lot) => lot.id}
          cardTitle={(lot) => lot.id}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the Quality column of the seed-lot lists', () => {
  it('when lots are listed, then the table has a Quality column with each lot’s badge, and each phone card too', () => {
    renderList(overviewColumns(i18n.t, actions));
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toContain('Quality');
    const qualityIndex = headers.indexOf('Quality');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[qualityIndex]?.textContent);
    expect(cells).toEqual(['Passed (valid until 25 Aug 2027)', 'Failed', 'Not tested']);
    expect(within(table).getByText('Failed').className).toContain('bg-red-100');

    const cards = within(screen.getByTestId('lot-cards')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText('Quality').nextElementSibling?.textContent)).toEqual([
      'Passed (valid until 25 Aug 2027)',
      'Failed',
      'Not tested',
    ]);
  });

  it.each([
    ['unregistered', unregisteredColumns(i18n.t, actions)],
    ['production', productionColumns(i18n.t)],
    ['packaging', packagingColumns(i18n.t)],
  ])('when the %s tab is listed, then it has the Quality column too', (_tab, columns) => {
    expect(columns.map((column) => column.key)).toContain('quality');
  });
});
