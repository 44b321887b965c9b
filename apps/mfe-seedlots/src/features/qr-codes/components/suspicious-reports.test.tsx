import { apiDownload, loadApiContract } from '@seed/auth';
import type { SuspiciousReportRow } from '@seed/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers, renderApp, stubApi } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { SuspiciousReports } from './suspicious-reports';

// The Scans view's reports of suspicious packets over the real hooks: the list, a photo loaded
// only when asked for (through the signed-in download, shown from an object URL), the empty and
// failed states.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

const report = (overrides: Partial<SuspiciousReportRow> = {}): SuspiciousReportRow => ({
  id: '0b9a4a8e-3f2b-4c1d-9e8f-7a6b5c4d3e2f',
  lotId: 'SL-20261101-0900000-0001',
  shopName: 'Shree Krishi Kendra',
  place: 'Nashik',
  phone: '9876543210',
  createdAt: '2026-11-20T08:00:00Z',
  hasPhoto: true,
  ...overrides,
});
const WITHOUT_PHOTO = report({
  id: '1c8b5b9f-4a3c-4d2e-8f9a-8b7c6d5e4f3a',
  lotId: null,
  shopName: 'Kisan Store',
  place: 'Pune',
  phone: null,
  hasPhoto: false,
});

beforeAll(() => loadApiContract());
beforeEach(() => {
  stubApi();
  vi.mocked(apiDownload).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:photo-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const renderReports = () =>
  renderApp(<SuspiciousReports />, {
    i18n,
    namespace: NAMESPACE,
    user: { role: 'manager' },
    url: '/seed-lots/scans',
    path: '/seed-lots/scans',
  });

describe('the reports of suspicious packets', () => {
  it('when farmers reported packets, then each shows the shop, place, lot and phone; a photo is fetched only when asked for', async () => {
    handlers.qrCodes.reports = () => ({ reports: [report(), WITHOUT_PHOTO] });
    vi.mocked(apiDownload).mockResolvedValue(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    await renderReports();

    const list = within(await screen.findByRole('list', { name: 'Reports of suspicious packets' }));
    const [first, second] = list.getAllByRole('listitem').map((item) => within(item));
    expect(first!.getByText('Shree Krishi Kendra, Nashik')).toBeTruthy();
    expect(first!.getByRole('link', { name: 'SL-20261101-0900000-0001' }).getAttribute('href')).toBe(
      '/seed-lots/SL-20261101-0900000-0001',
    );
    expect(first!.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
    expect(second!.getByText('Kisan Store, Pune')).toBeTruthy();
    expect(second!.getByText('A code that is not (or no longer) one of yours')).toBeTruthy();
    expect(second!.getByText('No photo')).toBeTruthy();
    expect(apiDownload).not.toHaveBeenCalled();

    fireEvent.click(first!.getByRole('button', { name: 'Show photo' }));
    const photo = await first!.findByRole('img', {
      name: 'Photo of the packet reported at Shree Krishi Kendra, Nashik',
    });
    expect(photo.getAttribute('src')).toBe('blob:photo-1');
    expect(apiDownload).toHaveBeenCalledWith('qrCodes', 'reportPhoto', {
      params: { reportId: report().id },
    });
    fireEvent.click(first!.getByRole('button', { name: 'Hide photo' }));
    expect(first!.queryByRole('img')).toBeNull();
  });

  it('when the photo cannot be loaded, then the report says so', async () => {
    handlers.qrCodes.reports = () => ({ reports: [report()] });
    vi.mocked(apiDownload).mockRejectedValue(new Error('gone'));
    await renderReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Show photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The photo could not be loaded.');
  });

  it('when there are no reports, then the empty state says where they will show', async () => {
    handlers.qrCodes.reports = () => ({ reports: [] });
    await renderReports();
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByText('When a farmer reports a packet that looks wrong, it shows up here.')).toBeTruthy();
  });

  it('when the reports fail to load, then the error shows with Retry', async () => {
    let fail = true;
    handlers.qrCodes.reports = () => {
      if (fail) throw new Error('offline');
      return { reports: [report()] };
    };
    await renderReports();
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading the reports: offline');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Shree Krishi Kendra, Nashik')).toBeTruthy();
  });
});
