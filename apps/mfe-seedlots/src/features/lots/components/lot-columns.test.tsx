import type { SeedLotListItem } from '@seed/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { overviewColumns, packagingColumns, productionColumns, unregisteredColumns } from './lot-columns';
import { LotList } from './lot-list';

// The lists' Quality column (issue 27) and Class column (issue 28): each lot's seed-test status and
// certification as badges, in the table from 768 px and in the phone's cards.

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
  certification: null,
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
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
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
    renderList(overviewColumns(i18n.getFixedT(null, NAMESPACE), actions));
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
    ['unregistered', unregisteredColumns(i18n.getFixedT(null, NAMESPACE), actions)],
    ['production', productionColumns(i18n.getFixedT(null, NAMESPACE))],
    ['packaging', packagingColumns(i18n.getFixedT(null, NAMESPACE))],
  ])('when the %s tab is listed, then it has the Quality column too', (_tab, columns) => {
    expect(columns.map((column) => column.key)).toContain('quality');
  });
});

describe('the Class column of the seed-lot lists', () => {
  const certifiedRows = [
    lotRow({ certification: { status: 'certified', seedClass: 'certified', certificateNumber: 'SSCA/2026/118' } }),
    lotRow({
      id: 'SL-20261101-0900000-0002',
      certification: { status: 'certified', seedClass: 'foundation', certificateNumber: 'SSCA/2026/119' },
    }),
    lotRow({
      id: 'SL-20261101-0900000-0003',
      certification: { status: 'applied', seedClass: 'foundation', certificateNumber: null },
    }),
    lotRow({
      id: 'SL-20261101-0900000-0004',
      certification: { status: 'revoked', seedClass: 'certified', certificateNumber: 'SSCA/2026/7' },
    }),
    lotRow({
      id: 'SL-20261101-0900000-0005',
      certification: { status: 'expired', seedClass: 'certified', certificateNumber: 'SSCA/2025/3' },
    }),
    lotRow({ id: 'SL-20261101-0900000-0006', certification: null }),
  ];
  const expected = ['Certified · blue tag', 'Certified · white tag', 'Applied', 'Revoked', 'Certificate expired', '—'];

  it('when lots are listed, then the Class column states each certification with its tag’s colour, in the table and in each phone card', () => {
    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <MemoryRouter>
          <LotList
            caption="Seed lots"
            columns={overviewColumns(i18n.getFixedT(null, NAMESPACE), actions)}
            rows={certifiedRows}
            rowKey={(lot) => lot.id}
            cardTitle={(lot) => lot.id}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const classIndex = headers.indexOf('Class');
    expect(classIndex).toBeGreaterThan(headers.indexOf('Quality'));
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[classIndex]!);
    expect(cells.map((cell) => cell.textContent)).toEqual(expected);
    // the swatch paints the tag's colour (SEED_CLASS_TAGS): azure for certified seed, white for foundation
    expect(within(cells[0]!).getByTestId('tag-swatch').style.backgroundColor).toBe('rgb(30, 136, 229)');
    expect(within(cells[1]!).getByTestId('tag-swatch').style.backgroundColor).toBe('rgb(232, 232, 232)');
    expect(within(cells[2]!).queryByTestId('tag-swatch')).toBeNull();
    expect(within(cells[3]!).getByText('Revoked').className).toContain('bg-red-100');
    expect(
      within(cells[0]!)
        .getByText(/Certified/)
        .closest('[title]')
        ?.getAttribute('title'),
    ).toBe('Certified, SSCA/2026/118');

    const cards = within(screen.getByTestId('lot-cards')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText('Class').nextElementSibling?.textContent)).toEqual(expected);
  });

  it.each([
    ['unregistered', unregisteredColumns(i18n.getFixedT(null, NAMESPACE), actions)],
    ['production', productionColumns(i18n.getFixedT(null, NAMESPACE))],
    ['packaging', packagingColumns(i18n.getFixedT(null, NAMESPACE))],
  ])('when the %s tab is listed, then it has the Class column too', (_tab, columns) => {
    expect(columns.map((column) => column.key)).toContain('certification');
  });
});
