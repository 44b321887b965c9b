import type { ManifestSummary } from '@seed/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../../i18n/i18n';
import { TransactionsTab } from './transactions-tab';

// The lot's Transactions tab: an adjustment reads as a correction of the balance, not a movement.

const item: ManifestSummary['items'][number] = {
  seed_lot_id: 'SL-20261101-0900000-9595',
  crop_name: 'Wheat',
  variety_name: 'HI 1544',
  quantity_transferred: 88,
  quantity_unit: 'packages',
  price_per_unit: null,
  currency: null,
  item_notes: null,
};

const manifest = (overrides: Partial<ManifestSummary>): ManifestSummary => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  manifest_type: 'SALE',
  status: 'COMPLETED',
  from_org_name: 'Krishi Seeds',
  to_org_name: 'Agro Shop',
  transaction_date: '2026-11-20T08:00:00Z',
  overall_notes: null,
  items: [item],
  ...overrides,
});

afterEach(cleanup);

describe('the Transactions tab', () => {
  it('when a manifest is an adjustment, then its item reads "corrected to 88 packages (−2)" with the reason; a sale reads as the quantity moved', async () => {
    await renderApp(
      <TransactionsTab
        manifests={[
          manifest({
            id: '00000000-0000-4000-8000-0000000000a2',
            manifest_type: 'ADJUSTMENT',
            to_org_name: null,
            overall_notes: 'Two bags torn in the store',
            items: [{ ...item, change: { quantity: -2, unit: 'packages' } }],
          }),
          manifest({}),
        ]}
      />,
      { i18n, namespace: NAMESPACE, user: { role: 'manager' }, url: '/', path: '/' },
    );
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Wheat - HI 1544: corrected to 88 packages (−2): Two bags torn in the store')).toBeTruthy();
    expect(table.getByText('Wheat - HI 1544: 88 packages')).toBeTruthy();
  });
});
