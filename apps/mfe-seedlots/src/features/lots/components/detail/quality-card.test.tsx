import { ApiError, apiDownload, apiFetch, loadApiContract } from '@seed/auth';
import { callsOf, handlers, listenToToasts, renderApp, stubApi, toasts } from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../../i18n/i18n';
import {
  failedReport,
  LAB,
  lotTesting,
  notTested,
  PACKED_FROM,
  TESTED_LOT,
  testingRequest,
  testReport,
} from '../../../../test/testing-fixtures';
import { QualityCard } from './quality-card';

// The lot detail's Quality card over the real hooks and the remote harness: each answer of
// GET /api/v1/testing/lots/{id} (parsed by the contract's LotTesting) as the card shows it.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  stubApi();
  stopToasts = listenToToasts();
});
afterEach(() => {
  stopToasts();
  cleanup();
});

async function renderCard(lotId = TESTED_LOT, role: 'admin' | 'manager' | null = 'manager') {
  await renderApp(<QualityCard lotId={lotId} />, {
    i18n,
    namespace: NAMESPACE,
    url: `/seed-lots/${lotId}`,
    path: '/seed-lots/:lotId',
    user: { role },
  });
  if (role) await waitFor(() => expect(screen.queryByText('Loading the seed test...')).toBeNull());
  return within(screen.getByRole('region', { name: 'Quality' }));
}

/** The cells of a parameter's row: parameter, result, limit, verdict. */
const cellsOf = (card: ReturnType<typeof within>, parameter: string) =>
  [...card.getByRole('row', { name: new RegExp(`^${parameter}`) }).querySelectorAll('th, td')].map(
    (cell) => cell.textContent,
  );

describe('the Quality card', () => {
  it('when the lot passed its test, then the badge, each result beside its limit and the report particulars show, and the PDF downloads', async () => {
    handlers.testing.lot = () => lotTesting();
    const card = await renderCard();
    expect(callsOf('testing', 'lot')).toEqual([{ params: { id: TESTED_LOT } }]);
    expect(card.getByText('Passed (valid until 25 Aug 2027)')).toBeTruthy();
    expect(card.getByText('Pass')).toBeTruthy();
    expect(cellsOf(card, 'Germination')).toEqual(['Germination', '91%', 'min 85%', 'Within limit']);
    expect(cellsOf(card, 'Pure seed')).toEqual(['Pure seed', '98.6%', 'min 98%', 'Within limit']);
    expect(cellsOf(card, 'Moisture')).toEqual(['Moisture', '10.2%', 'max 12%', 'Within limit']);
    expect(cellsOf(card, 'Weed seeds')).toEqual(['Weed seeds', '2 per kg', 'max 10 per kg', 'Within limit']);
    expect(card.getByRole('table', { name: "Results of report STL/PUNE/2026/1187 beside the standard's limits" }));
    expect(card.getByText('STL/PUNE/2026/1187')).toBeTruthy();
    expect(card.getByText(LAB.name)).toBeTruthy();
    expect(card.getByText('S. Deshpande')).toBeTruthy();
    expect(card.getByText('25 Nov 2026')).toBeTruthy();
    expect(card.getByText('25 Aug 2027')).toBeTruthy();
    // Its own test: nothing says it was inherited, and one report has no history to open.
    expect(card.queryByTestId('quality-inherited')).toBeNull();
    expect(card.queryByTestId('quality-history')).toBeNull();

    const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    handlers.testing.reportPdf = () => pdf;
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const download = card.getByRole('button', { name: 'Download report (PDF) STL/PUNE/2026/1187' });
    await act(async () => fireEvent.click(download));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledWith(pdf));
    expect(vi.mocked(apiDownload).mock.calls[0]?.slice(0, 3)).toEqual([
      'testing',
      'reportPdf',
      { params: { id: testReport().id } },
    ]);
  });

  it('when the lot failed its test, then the failing parameters are named and their rows highlighted', async () => {
    const report = failedReport();
    handlers.testing.lot = () =>
      lotTesting({
        quality: { status: 'failed', validUntil: null, testedLotId: TESTED_LOT, reportId: report.id },
        currentReport: report,
        reports: [report],
      });
    const card = await renderCard();
    expect(card.getByText('Failed')).toBeTruthy();
    expect(card.getByText('Fail')).toBeTruthy();
    expect(card.getByText('Failing parameters: Germination, Moisture')).toBeTruthy();
    expect(cellsOf(card, 'Germination')).toEqual(['Germination', '78%', 'min 85%', 'Below minimum']);
    expect(cellsOf(card, 'Moisture')).toEqual(['Moisture', '13.5%', 'max 12%', 'Above limit']);
    const failed = card
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-failed') === 'true')
      .map((row) => within(row).getByRole('rowheader').textContent);
    expect(failed).toEqual(['Germination', 'Moisture']);
    expect(card.getByRole('row', { name: /^Germination/ }).className).toContain('bg-red-50');
    expect(card.getByText('Not valid for sale')).toBeTruthy();
  });

  it('when the crop has no standard on file, then the limits say so and nothing is judged', async () => {
    const report = testReport({ standard: null, verdict: 'no_standard' });
    handlers.testing.lot = () =>
      lotTesting({
        quality: { status: 'no_standard', validUntil: '2027-08-25', testedLotId: TESTED_LOT, reportId: report.id },
        currentReport: report,
        reports: [report],
      });
    const card = await renderCard();
    expect(card.getByText('Tested, no standard on file (valid until 25 Aug 2027)')).toBeTruthy();
    expect(cellsOf(card, 'Germination')).toEqual(['Germination', '91%', 'No standard on file', 'Not judged']);
    expect(
      card.getByText('No seed standard on file for this crop and class: the results are recorded without a verdict.'),
    ).toBeTruthy();
  });

  it('when the test is of the lot this one was packed from, then the card says so and links to that lot', async () => {
    handlers.testing.lot = () =>
      lotTesting({
        quality: { status: 'passed', validUntil: '2027-08-25', testedLotId: PACKED_FROM, reportId: testReport().id },
      });
    const card = await renderCard();
    expect(card.getByTestId('quality-inherited').textContent).toBe(
      `Test of lot ${PACKED_FROM}, which this lot was packed from`,
    );
    expect(card.getByRole('link', { name: PACKED_FROM }).getAttribute('href')).toBe(`/seed-lots/${PACKED_FROM}`);
    expect(cellsOf(card, 'Germination')[1]).toBe('91%');
  });

  it('when the lot was never tested, then it says Not tested yet; a request in progress links to its page', async () => {
    handlers.testing.lot = () => notTested();
    let card = await renderCard();
    expect(card.getByText('Not tested')).toBeTruthy();
    expect(card.getByText('Not tested yet')).toBeTruthy();
    expect(card.queryByRole('table')).toBeNull();
    expect(card.queryByRole('button', { name: /Download report/ })).toBeNull();
    cleanup();

    const request = testingRequest();
    handlers.testing.lot = () =>
      notTested({
        quality: { status: 'testing_requested', validUntil: null, testedLotId: null, reportId: null },
        requests: [request, testingRequest({ id: '00000000-0000-4000-8000-000000000003', status: 'rejected' })],
      });
    card = await renderCard();
    expect(card.getByText('Testing requested')).toBeTruthy();
    const requests = within(card.getByRole('list', { name: 'Requests in progress' }));
    // Only the request still in progress: the rejected one is not.
    expect(requests.getAllByRole('listitem')).toHaveLength(1);
    expect(requests.getByRole('link', { name: 'Open sample TS-2026-000124' }).getAttribute('href')).toBe(
      `/testing-requests/${request.id}`,
    );
    expect(requests.getByText(LAB.name)).toBeTruthy();
    expect(requests.getByText('Received')).toBeTruthy();
  });

  it('when a report was corrected, then the history (collapsed) lists both, newest first, with the reason', async () => {
    const old = failedReport({ supersededBy: testReport().id });
    const corrected = testReport({
      supersedes: { id: old.id, reason: 'Moisture reading transposed' },
      issuedAt: '2026-11-26T09:00:00.000Z',
    });
    handlers.testing.lot = () => lotTesting({ currentReport: corrected, reports: [corrected, old] });
    const card = await renderCard();
    const history = card.getByTestId('quality-history') as HTMLDetailsElement;
    expect(history.open).toBe(false);
    expect(within(history).getByText('Report history (2)')).toBeTruthy();
    const items = within(within(history).getByRole('list', { name: 'Reports of this lot, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '25 Nov 2026PassCurrentSTL/PUNE/2026/1187Correction of report STL/PUNE/2026/1190: Moisture reading transposed',
      '25 Nov 2026FailSTL/PUNE/2026/1190Corrected by report STL/PUNE/2026/1187',
    ]);
  });

  it('when the read fails, then Retry asks again; another organization gets a sentence; no role, no read', async () => {
    let fail = true;
    handlers.testing.lot = () => {
      if (fail) throw new Error('offline');
      return lotTesting();
    };
    let card = await renderCard();
    expect(card.getByRole('alert').textContent).toContain('Could not load the seed test of this lot.');
    fail = false;
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Retry' })));
    expect(await card.findByText('Passed (valid until 25 Aug 2027)')).toBeTruthy();
    cleanup();

    handlers.testing.lot = () => {
      throw new ApiError(404, 'not_found', 'Seed lot not found');
    };
    card = await renderCard();
    expect(card.getByText('The seed tests of this lot are kept by its grower and owners.')).toBeTruthy();
    cleanup();

    vi.mocked(apiFetch).mockClear();
    card = await renderCard(TESTED_LOT, null);
    expect(card.getByText("Only admins and managers can see this lot's seed tests.")).toBeTruthy();
    expect(callsOf('testing', 'lot')).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
