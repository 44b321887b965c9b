import { loadApiContract } from '@seed/auth';
import { type ScanReportRow, VERIFICATION_MESSAGES as M } from '@seed/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, handlers, listenToToasts, renderApp, stubApi, toasts } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { ScansPage } from './scans-page';

// The Scans view over the real hooks and a stubbed apiFetch: the list with its counterfeit
// signals, the empty and failed states, and the admins' verification-page setting.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
}));

const row = (overrides: Partial<ScanReportRow> = {}): ScanReportRow => ({
  lotId: 'SL-20261101-0900000-0001',
  crop: 'Wheat',
  variety: 'HI 1544',
  scans: 42,
  devices: 17,
  lastScanAt: '2026-11-20T08:00:00Z',
  packetCodesManyDevices: 0,
  scansAfterRecall: 0,
  scansFarFromSale: 0,
  recallKind: null,
  ...overrides,
});
const COPIED = row({ lotId: 'SL-20261101-0900000-0002', variety: null, packetCodesManyDevices: 2 });
const RECALLED = row({ lotId: 'SL-20261101-0900000-0003', scansAfterRecall: 5, recallKind: 'stop_sale', scans: 9 });
const FAR = row({ lotId: 'SL-20261101-0900000-0004', scansFarFromSale: 3 });

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  stubApi();
  handlers.qrCodes.reports = () => ({ reports: [] });
  stopToasts = listenToToasts();
});
afterEach(() => {
  stopToasts();
  cleanup();
});

const renderScans = (role: 'admin' | 'manager' = 'manager') =>
  renderApp(<ScansPage />, { i18n, namespace: NAMESPACE, user: { role }, url: '/seed-lots/scans', path: '/seed-lots/scans' });

const table = () => screen.getByRole('table', { name: 'Scans per lot' });
const rowOf = (lotId: string) => within(within(table()).getByRole('link', { name: lotId }).closest('tr')!);

describe('the Scans view', () => {
  it('when lots were scanned, then each shows its counts, signals and recall, and the legend counts the flagged lots', async () => {
    handlers.qrCodes.scans = () => ({ manyDevices: 3, farFromSaleKm: 300, lots: [row(), COPIED, RECALLED, FAR] });
    await renderScans();

    expect(screen.getByRole('heading', { level: 1, name: 'QR code scans' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Scans per lot' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lot', 'Crop - Variety', 'Scans', 'Devices', 'Last scan', 'Counterfeit signals', 'Recall']);
    const clean = rowOf(row().lotId);
    expect(clean.getByText('Wheat - HI 1544')).toBeTruthy();
    expect(clean.getByText('42')).toBeTruthy();
    expect(clean.getByText('17')).toBeTruthy();
    expect(clean.getByText('20 Nov 2026')).toBeTruthy();
    expect(clean.getByRole('link', { name: row().lotId }).getAttribute('href')).toBe(`/seed-lots/${row().lotId}`);

    const copied = rowOf(COPIED.lotId);
    expect(copied.getByText('Wheat - Unknown Variety')).toBeTruthy();
    expect(copied.getByText('2 packet codes from 3+ devices')).toBeTruthy();
    const recalled = rowOf(RECALLED.lotId);
    expect(recalled.getByText('5 scans after recall')).toBeTruthy();
    expect(recalled.getByText('On stop-sale')).toBeTruthy();
    expect(rowOf(FAR.lotId).getByText('3 scans far from where it was sold')).toBeTruthy();

    expect(screen.getByText('3 lots show a counterfeit signal.')).toBeTruthy();
    expect(screen.getByText(/^Scans more than 300 km from every place the lot was sold/)).toBeTruthy();
    expect(
      screen.getByText('A packet code scanned from 3 or more devices: a copied label is the classic sign.'),
    ).toBeTruthy();
    // Under 768 px the same rows are stacked cards.
    expect(within(screen.getByTestId('lot-cards')).getAllByRole('listitem')).toHaveLength(4);
    // A manager does not see the admins' setting.
    expect(screen.queryByTestId('qr-settings')).toBeNull();
    expect(callsOf('qrCodes', 'settings')).toEqual([]);
  });

  it('when nothing was scanned, then the empty state says where scans will show', async () => {
    handlers.qrCodes.scans = () => ({ manyDevices: 3, farFromSaleKm: 300, lots: [] });
    await renderScans();
    expect(await screen.findByText('No scans yet')).toBeTruthy();
    expect(screen.getByText('When someone scans one of your QR codes, its lot shows up here.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('when the scans fail to load, then the error shows with Retry', async () => {
    let fail = true;
    handlers.qrCodes.scans = () => {
      if (fail) throw new Error('offline');
      return { manyDevices: 3, farFromSaleKm: 300, lots: [row()] };
    };
    await renderScans();
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading the scans: offline');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Scans per lot' })).toBeTruthy();
  });

  it('when an admin shows the company without a contact, then the contact is asked for; with one, it is saved', async () => {
    handlers.qrCodes.scans = () => ({ manyDevices: 3, farFromSaleKm: 300, lots: [] });
    handlers.qrCodes.settings = () => ({ show_contact_on_verification: false, verification_contact: null, gtin: null });
    handlers.qrCodes.updateSettings = (input) => ({ gtin: null, ...input.body });
    await renderScans('admin');

    const settings = within(await screen.findByTestId('qr-settings'));
    const show = await settings.findByRole('checkbox', {
      name: 'Show our company name and contact on the verification page',
    });
    expect((show as HTMLInputElement).checked).toBe(false);
    fireEvent.click(show);
    fireEvent.click(settings.getByRole('button', { name: 'Save' }));
    expect(await settings.findByText(M.contactRequired)).toBeTruthy();
    const contact = settings.getByRole('textbox', { name: 'Contact to show' });
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(callsOf('qrCodes', 'updateSettings')).toEqual([]);

    fireEvent.change(contact, { target: { value: ' Nisha Agro, +91 98765 43210 ' } });
    fireEvent.click(settings.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.map((toast) => toast.message)).toContain('Verification page setting saved'));
    expect(callsOf('qrCodes', 'updateSettings')).toEqual([
      { body: { show_contact_on_verification: true, verification_contact: 'Nisha Agro, +91 98765 43210' } },
    ]);
    expect(contact.getAttribute('aria-invalid')).toBeNull();
  });
});
