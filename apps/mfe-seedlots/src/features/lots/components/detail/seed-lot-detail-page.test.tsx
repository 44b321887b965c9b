import { ApiError, apiDownload, apiFetch, loadApiContract } from '@seed/auth';
import { EPCIS_MESSAGES, type LineageLot, type SeedLotDetail } from '@seed/domain';
import { callsOf, handlers, renderApp, stubApi } from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../../i18n/i18n';

// The lot detail page over a mocked useSeedLot: the states, the three tabs, the claim code shown
// once, the links a foreign lot does not get, Request test and the trace downloads; the lot's
// testing read (the Quality card's) and the downloads answered through the remote harness.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

const query: { value: unknown } = { value: { isPending: true } };
vi.mock('../../api/get-seed-lot', () => ({ useSeedLot: () => query.value }));
const newCode = vi.fn(
  (_input: { params: { id: string } }, handlers: { onSuccess: (issued: { claim_code: string }) => void }) =>
    handlers.onSuccess({ claim_code: 'C2B5-AC14-4D73-B440-B6B3-EE0E' }),
);
const revoke = vi.fn();
vi.mock('../../api/lot-mutations', () => ({
  useNewClaimCode: () => ({ mutate: newCode, isPending: false }),
  useRevokeClaimCode: () => ({ mutate: revoke, isPending: false }),
}));
// The QR card has its own tests (qr-card.test.tsx) over its own endpoints.
vi.mock('../../../qr-codes/components/qr-card', () => ({
  QrCard: ({ lotId }: { lotId: string }) => <p>QR code details of {lotId}</p>,
}));
// The Quality card has its own tests (quality-card.test.tsx).
vi.mock('./quality-card', () => ({
  QualityCard: ({ lotId }: { lotId: string }) => <p>Quality of {lotId}</p>,
}));
// So has the Certification card (certification-card.test.tsx).
vi.mock('./certification-card', () => ({
  CertificationCard: ({ lotId }: { lotId: string }) => <p>Certification of {lotId}</p>,
}));

const { SeedLotDetailPage } = await import('./seed-lot-detail-page');

beforeAll(async () => {
  await loadApiContract();
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  stubApi();
  handlers.testing.lot = () => ({
    quality: { status: 'not_tested', validUntil: null, testedLotId: null, reportId: null },
    currentReport: null,
    reports: [],
    requests: [],
  });
  handlers.certification.lot = () => ({ status: null, certifiedLotId: null, application: null, applyDefaults: null });
});
afterEach(cleanup);

const ID = 'SL-20260105-1200000-0005';
const PARENT = 'SL-20250101-0900000-0001';
const FOREIGN = 'SL-20240101-0900000-0002';
const PRODUCED = 'SL-20260201-0900000-0003';

const link = (id: string, overrides: Partial<LineageLot>): LineageLot => ({
  id,
  direction: 'ancestor',
  depth: 1,
  via: ID,
  relation: 'parent',
  purpose: null,
  lot_type: 'raw_production',
  crop_name: 'Wheat',
  variety_name: 'HI 1544',
  generation: 'F1',
  visible: true,
  status: 'active',
  deleted_at: null,
  created_at: null,
  ...overrides,
});

const detail: SeedLotDetail = {
  lot: {
    id: ID,
    lot_type: 'unregistered_source',
    status: 'pending',
    generation: 'Foundation',
    crop_id: '00000000-0000-4000-8000-000000000001',
    crop_name: 'Wheat',
    variety_name: null,
    quantity_owned: 40,
    quantity_unit: 'packages',
    pack_size: 25,
    pack_unit: 'Kg',
    packaging_type: 'bag',
    planting_date: '2026-01-02',
    area_planted_acres: 12.5,
    yield_kg: 300,
    harvest_date: '2026-05-01',
    packages_count: null,
    packaging_date: null,
    parent_lot_id: null,
    notes: 'Supplier: Malwa Agro\nStored dry',
    is_grower: true,
    created_at: '2026-01-05T12:00:00Z',
    updated_at: '2026-01-06T12:00:00Z',
    deleted_at: null,
    quality: 'not_tested',
    quality_valid_until: null,
  },
  quantity_total: 40,
  owners: [
    {
      organization_id: '00000000-0000-4000-8000-000000000002',
      organization_name: 'Buyer Seeds',
      quantity_owned: 40,
      unit: 'packages',
    },
  ],
  primary_owner: 'Buyer Seeds',
  grower_organization_name: 'Buyer Seeds',
  farms: [
    {
      farm_id: '00000000-0000-4000-8000-000000000003',
      name: 'North Field',
      address: null,
      total_area: 10,
      area_unit: 'acres',
      contribution_percentage: 50,
      area_used: 5,
      planting_date: '2026-01-02',
      expected_harvest_date: '2026-06-01',
      harvest_date: null,
    },
  ],
  harvests: [
    {
      id: '00000000-0000-4000-8000-000000000004',
      actual_yield: 100,
      yield_unit: 'Kg',
      harvest_date: '2026-05-01',
      notes: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000005',
      actual_yield: 200,
      yield_unit: 'Kg',
      harvest_date: '2026-04-01',
      notes: 'wet',
    },
  ],
  packaging: null,
  manifests: [
    {
      id: '00000000-0000-4000-8000-000000000006',
      manifest_type: 'unregistered',
      status: 'active',
      from_org_name: null,
      to_org_name: 'Buyer Seeds',
      transaction_date: '2026-01-05T12:00:00Z',
      overall_notes: null,
      items: [
        {
          seed_lot_id: ID,
          crop_name: 'Wheat',
          variety_name: null,
          quantity_transferred: 40,
          quantity_unit: 'packages',
          price_per_unit: null,
          currency: null,
          item_notes: null,
        },
      ],
    },
  ],
  lineage: [
    link(ID, { direction: 'self', depth: 0, via: null, relation: null }),
    link(PARENT, {}),
    link(FOREIGN, { depth: 2, via: PARENT, visible: false, status: null }),
    link(PRODUCED, { direction: 'descendant', relation: 'source', purpose: 'male_parent' }),
  ],
  claim: { has_active_code: true, redeemed_at: null, origin_organization_name: null },
  actions: { harvest: true, package: false, transaction: true },
};

function renderPage(value: unknown, role: 'admin' | 'manager' | null = 'manager') {
  query.value = value;
  return renderApp(<SeedLotDetailPage />, {
    i18n,
    namespace: NAMESPACE,
    url: `/seed-lots/${ID}`,
    path: '/seed-lots/:lotId',
    user: { role },
  });
}

const loaded = (data: SeedLotDetail) => ({ isPending: false, isError: false, data });

describe('SeedLotDetailPage', () => {
  it('when the lot is loading, failed or not found, then the page says so', async () => {
    await renderPage({ isPending: true });
    expect(screen.getAllByText('Loading seed lot data...').length).toBeGreaterThan(0);
    cleanup();
    await renderPage({ isPending: false, isError: true, error: new Error('offline'), refetch: vi.fn() });
    expect(screen.getByRole('alert').textContent).toBe('Error loading seed lot data');
    cleanup();
    await renderPage({ isPending: false, isError: true, error: new ApiError(404, 'not_found', 'Seed lot not found') });
    expect(screen.getByRole('heading', { name: 'Seed Lot Not Found' })).toBeTruthy();
    expect(
      screen.getByText("The seed lot you're looking for doesn't exist or you don't have permission to view it."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Seed Lots' }).getAttribute('href')).toBe('/seed-lots');
  });

  it('when the lot is loaded, then the header shows it and only the allowed actions, and no key is left untranslated', async () => {
    await renderPage(loaded(detail));
    const container = document.body;
    expect(screen.getByRole('heading', { level: 1, name: `Seed Lot ${ID}` })).toBeTruthy();
    expect(screen.getAllByText('Wheat - Unknown Variety').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Record Harvest' }).getAttribute('href')).toBe(`/seed-lots/${ID}/harvest`);
    expect(screen.queryByRole('link', { name: 'Package Lot' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Record Transaction' }).getAttribute('href')).toBe(
      `/transactions/new?lotId=${ID}`,
    );
    expect(container.textContent).not.toMatch(/detail\.|\{\{/);
  });

  it('when the Details tab is shown, then it has the derived values, the harvest total and the notes without the supplier line', async () => {
    await renderPage(loaded(detail));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('12.50 acres')).toBeTruthy();
    expect(within(panel).getByText('300 kg')).toBeTruthy();
    expect(within(panel).getByText('2 Jan 2026')).toBeTruthy();
    expect(within(panel).getByText('1 Jun 2026')).toBeTruthy();
    expect(within(panel).getByText(`QR code details of ${ID}`)).toBeTruthy();
    expect(within(panel).getByText('Total')).toBeTruthy();
    expect(within(panel).getByText('300 Kg')).toBeTruthy();
    expect(within(panel).getByText('Stored dry')).toBeTruthy();
    expect(within(panel).queryByText(/Malwa Agro/)).toBeNull();
  });

  it('when a new claim code is asked for, then it is shown once in a dialog with Copy and Print', async () => {
    await renderPage(loaded(detail));
    fireEvent.click(screen.getByRole('button', { name: 'New claim code' }));
    expect(newCode).toHaveBeenCalledWith({ params: { id: ID } }, expect.anything());
    const dialog = screen.getByRole('dialog', { name: `Claim code for seed lot ${ID}` });
    expect(within(dialog).getByText('C2B5-AC14-4D73-B440-B6B3-EE0E')).toBeTruthy();
    expect(within(dialog).getByText(/\/seed-lots\/claim/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('C2B5-AC14-4D73-B440-B6B3-EE0E')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke code' }));
    expect(revoke).toHaveBeenCalledWith({ params: { id: ID } }, expect.anything());
  });

  it('when the claim was redeemed or the lot is in the trash, then the card and status say so', async () => {
    await renderPage(
      loaded({
        ...detail,
        lot: { ...detail.lot, deleted_at: '2026-02-01T12:00:00Z' },
        claim: { has_active_code: false, redeemed_at: '2026-03-01T12:00:00Z', origin_organization_name: 'Malwa Agro' },
      }),
    );
    expect(screen.getByText('Claimed by Malwa Agro on 1 Mar 2026')).toBeTruthy();
    expect(screen.getByText('In trash since 1 Feb 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New claim code' })).toBeNull();
  });

  it('when the Transactions tab is opened, then each manifest shows its defaults and items; none gives the empty message', async () => {
    await renderPage(loaded(detail));
    fireEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByText('System').length).toBeGreaterThan(0);
    expect(within(panel).getAllByText('Wheat - Unknown Variety: 40 packages').length).toBeGreaterThan(0);
    cleanup();
    await renderPage(loaded({ ...detail, manifests: [] }));
    fireEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No transactions found.')).toBeTruthy();
  });

  it("when the Relationships tab is opened, then visible lots link to their page and another organization's lot does not", async () => {
    await renderPage(loaded(detail));
    fireEvent.click(screen.getByRole('tab', { name: 'Relationships' }));
    const panel = screen.getByRole('tabpanel');
    const parentLinks = within(panel).getAllByRole('link', { name: `Open seed lot ${PARENT}` });
    expect(parentLinks[0]?.getAttribute('href')).toBe(`/seed-lots/${PARENT}`);
    expect(within(panel).queryByRole('link', { name: `Open seed lot ${FOREIGN}` })).toBeNull();
    expect(within(panel).getByText("Another organization's lot")).toBeTruthy();
    expect(within(panel).getAllByText('Male parent').length).toBeGreaterThan(0);
    const chain = within(panel).getByRole('list', { name: 'Parent–child chain, oldest first' });
    const items = within(chain).getAllByRole('listitem');
    // whole ids (issue 26): a short '9-7919' cannot be read to a dealer on the phone
    expect(items.map((item) => item.textContent?.match(/^(.+?)(SL-\d{8}-\d{7}-\d{4})/)?.slice(1))).toEqual([
      ['Ancestor, 2 links up', FOREIGN],
      ['Ancestor, 1 link up', PARENT],
      ['This lot', ID],
    ]);
  });
  it('when an admin or a manager opens a lot, then Request test links to the request form with the lot, and its testing read starts with the detail', async () => {
    await renderPage({ isPending: true });
    // The Quality and Certification cards' reads are asked for while the detail is still loading, not after it.
    expect(callsOf('testing', 'lot')).toEqual([{ params: { id: ID } }]);
    expect(callsOf('certification', 'lot')).toEqual([{ params: { id: ID } }]);
    cleanup();
    await renderPage(loaded(detail), 'admin');
    const actions = screen.getByRole('navigation', { name: 'Lot actions' });
    expect(within(actions).getByRole('link', { name: 'Request test' }).getAttribute('href')).toBe(
      `/testing-requests/new?lot=${ID}`,
    );
    expect(screen.getByText(`Quality of ${ID}`)).toBeTruthy();
    expect(screen.getByText(`Certification of ${ID}`)).toBeTruthy();
  });

  it('when the lot is in the trash or the caller has no role, then there is no Request test and no testing read', async () => {
    await renderPage(loaded({ ...detail, lot: { ...detail.lot, deleted_at: '2026-02-01T12:00:00Z' } }));
    expect(screen.queryByRole('link', { name: 'Request test' })).toBeNull();
    cleanup();
    vi.mocked(apiFetch).mockClear();
    await renderPage(loaded(detail), null);
    expect(screen.queryByRole('link', { name: 'Request test' })).toBeNull();
    expect(callsOf('testing', 'lot')).toEqual([]);
    expect(callsOf('certification', 'lot')).toEqual([]);
  });

  it('when Download trace or Trace report is chosen, then the lot’s EPCIS document or trace report is downloaded and saved, the button busy meanwhile', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:trace');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let answer: (blob: Blob) => void = () => undefined;
    handlers.epcis.lotEvents = () => new Promise<Blob>((resolve) => (answer = resolve));
    handlers.epcis.traceReport = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await renderPage(loaded(detail), 'manager');
    const actions = screen.getByRole('navigation', { name: 'Lot actions' });
    const epcis = within(actions).getByRole('button', { name: EPCIS_MESSAGES.downloadTrace });
    const report = within(actions).getByRole('button', { name: EPCIS_MESSAGES.traceReport });

    await act(async () => fireEvent.click(epcis));
    await waitFor(() => expect(epcis.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe(`Downloading ${EPCIS_MESSAGES.downloadTrace}…`);
    await act(async () => answer(new Blob(['{}'], { type: 'application/ld+json' })));
    await waitFor(() => expect(saved).toEqual([`trace-${ID}.jsonld`]));
    expect(epcis.getAttribute('aria-busy')).toBeNull();

    await act(async () => fireEvent.click(report));
    await waitFor(() => expect(saved).toEqual([`trace-${ID}.jsonld`, `trace-report-${ID}.pdf`]));
    expect(vi.mocked(apiDownload).mock.calls.map((call) => call.slice(0, 3))).toEqual([
      ['epcis', 'lotEvents', { params: { id: ID } }],
      ['epcis', 'traceReport', { params: { id: ID } }],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    click.mockRestore();
  });

  it('when a trace download fails, then an alert says which; without a role there are no trace downloads', async () => {
    handlers.epcis.traceReport = () => {
      throw new ApiError(500, 'internal', 'Something went wrong');
    };
    await renderPage(loaded(detail), 'admin');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EPCIS_MESSAGES.traceReport })));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${EPCIS_MESSAGES.traceReport} could not be downloaded. Check your connection and try again.`,
      ),
    );
    expect(screen.getByRole('button', { name: EPCIS_MESSAGES.traceReport }).hasAttribute('disabled')).toBe(false);
    cleanup();
    await renderPage(loaded(detail), null);
    expect(screen.queryByRole('button', { name: EPCIS_MESSAGES.downloadTrace })).toBeNull();
    expect(screen.queryByRole('button', { name: EPCIS_MESSAGES.traceReport })).toBeNull();
  });
});
