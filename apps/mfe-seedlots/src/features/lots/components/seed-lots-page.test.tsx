import { loadApiContract } from '@seed/auth';
import type { SeedLotList, SeedLotListItem } from '@seed/domain';
import { callsOf, handlers, renderApp, stubApi, where } from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { SeedLotsPage } from './seed-lots-page';

// The seed-lot lists' Certification filter (issue 28): a select on every tab that puts
// ?certification= in the page's URL and sends it with the list's query, as the Quality one does.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
}));

const certifiedLot: SeedLotListItem = {
  id: 'SL-20261101-0900000-0001',
  lot_type: 'packaged_unit',
  status: 'active',
  generation: null,
  crop_id: '00000000-0000-4000-8000-000000000001',
  crop_name: 'Wheat',
  variety_name: 'HI 1544',
  quantity_owned: 40,
  quantity_unit: 'packages',
  pack_size: 25,
  pack_unit: 'Kg',
  packaging_type: 'bag',
  location: null,
  farms_count: 0,
  planting_date: null,
  area_planted_acres: null,
  yield_kg: null,
  harvest_date: null,
  packages_count: 40,
  packaging_date: '2026-11-01',
  parent_lot_id: null,
  notes: null,
  is_grower: true,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
  deleted_at: null,
  quality: 'passed',
  quality_valid_until: '2027-08-25',
  certification: { status: 'certified', seedClass: 'certified', certificateNumber: 'SSCA/2026/118' },
};

beforeAll(() => loadApiContract());
beforeEach(() => {
  stubApi();
  handlers.varieties.listCrops = () => ({ items: [] });
  handlers.seedLots.list = (input): SeedLotList =>
    ({
      tab: 'overview',
      items: [certifiedLot],
      total: 1,
      page: 1,
      limit: 25,
      ...(input as { query?: { tab?: SeedLotList['tab'] } }).query,
    }) as SeedLotList;
});
afterEach(cleanup);

const listQueries = () => callsOf('seedLots', 'list').map((call) => call?.query);

describe('the Certification filter of the seed-lot lists', () => {
  it.each(['overview', 'unregistered', 'production', 'packaging'] as const)(
    'when a certification is chosen on the %s tab, then the URL carries it and the list is asked for it',
    async (tab) => {
      await renderApp(<SeedLotsPage />, {
        i18n,
        namespace: NAMESPACE,
        url: `/seed-lots?tab=${tab}`,
        path: '/seed-lots',
      });
      const select = await screen.findByLabelText('Certification', { selector: 'select' });
      expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
        'Any certification',
        'Certified (valid)',
        'In progress (applied or inspecting)',
        'Certificate expired',
        'Revoked',
        'Rejected',
        'Not applied for',
      ]);
      await act(async () => {
        fireEvent.change(select, { target: { value: 'in_progress' } });
      });
      await waitFor(() => expect(where()).toContain('certification=in_progress'));
      await waitFor(() =>
        expect(listQueries()).toContainEqual(expect.objectContaining({ tab, certification: 'in_progress' })),
      );
    },
  );

  it('when the page opens with ?certification=, then the select shows it, the list is asked for it and the Class column shows the rows', async () => {
    await renderApp(<SeedLotsPage />, {
      i18n,
      namespace: NAMESPACE,
      url: '/seed-lots?certification=certified',
      path: '/seed-lots',
    });
    const select = (await screen.findByLabelText('Certification', { selector: 'select' })) as HTMLSelectElement;
    expect(select.value).toBe('certified');
    expect(listQueries()[0]).toEqual(expect.objectContaining({ certification: 'certified' }));
    expect((await screen.findAllByText('Certified · blue tag')).length).toBeGreaterThan(0);
    // another tab starts without the filter
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Packaging' }));
    });
    await waitFor(() => expect(where()).not.toContain('certification='));
  });
});
