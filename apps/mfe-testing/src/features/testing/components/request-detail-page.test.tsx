import { apiDownload, loadApiContract } from '@seed/auth';
import { TESTING_MESSAGES as M, type TestingRequestDetail } from '@seed/domain';
import {
  callsOf,
  descriptionOf,
  field,
  handlers,
  listenToToasts,
  renderApp,
  stubApi,
  toasts,
} from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { detail, organization, report } from '../../../test/fixtures';
import { TestingRequestDetailPage } from './request-detail-page';

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

const ID = detail().id;

async function renderDetail(answer: TestingRequestDetail) {
  let current = answer;
  handlers.testing.getRequest = () => current;
  const result = await renderApp(<TestingRequestDetailPage />, {
    i18n,
    namespace: NAMESPACE,
    url: `/testing-requests/${ID}`,
    path: '/testing-requests/:id',
    user: { role: 'manager', organization: organization(answer.isLaboratory ? 'testing_agency' : 'seed_grower') },
  });
  await screen.findByRole('heading', { level: 1, name: `Sample ${answer.sampleNumber}` });
  return { ...result, answer: (next: TestingRequestDetail) => (current = next) };
}

/** What describes a control (its hint and message), as a screen reader reads it. */
const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const button = (name: string) => screen.queryByRole('button', { name });
const resultsForm = () => screen.queryByRole('button', { name: 'Issue results' });

describe("the laboratory's steps", () => {
  it('when a sample is requested, then the laboratory may mark it received or reject it, and cannot issue results yet', async () => {
    handlers.testing.changeStatus = () =>
      detail({ isLaboratory: true, status: 'received', receivedAt: '2026-11-22T05:00:00.000Z' });
    await renderDetail(detail({ isLaboratory: true }));
    expect(button('Mark received')).toBeTruthy();
    expect(button('Reject')).toBeTruthy();
    expect(button('Start testing')).toBeNull();
    expect(resultsForm()).toBeNull();
    // The laboratory sees the lot id, never a link into the company's seed lots.
    expect(screen.queryByRole('link', { name: 'SL-20261101-0900000-0001' })).toBeNull();

    await act(async () => fireEvent.click(button('Mark received')!));
    await waitFor(() => expect(button('Start testing')).toBeTruthy());
    expect(callsOf('testing', 'changeStatus')[0]).toMatchObject({ params: { id: ID }, body: { status: 'received' } });
    expect(toasts.at(-1)?.message).toBe('Sample TS-2026-000123 marked as received');
    expect(screen.getByTestId('request-status').textContent).toBe('Received');
    // Received: the results form is there too.
    expect(resultsForm()).toBeTruthy();
  });

  it('when testing has started, then only Reject and the results form are offered; when results are issued, nothing', async () => {
    await renderDetail(detail({ isLaboratory: true, status: 'in_testing' }));
    expect(button('Mark received')).toBeNull();
    expect(button('Start testing')).toBeNull();
    expect(button('Reject')).toBeTruthy();
    expect(resultsForm()).toBeTruthy();
    cleanup();

    await renderDetail(detail({ isLaboratory: true, status: 'results_issued', reports: [report()] }));
    expect(button('Reject')).toBeNull();
    expect(resultsForm()).toBeNull();
    expect(button('Correct this report')).toBeTruthy();
  });

  it('when the company looks at its request, then it has no laboratory buttons and the lot links to its seed lot', async () => {
    await renderDetail(detail({ status: 'in_testing' }));
    expect(button('Reject')).toBeNull();
    expect(resultsForm()).toBeNull();
    expect(screen.getByRole('link', { name: 'SL-20261101-0900000-0001' }).getAttribute('href')).toBe(
      '/seed-lots/SL-20261101-0900000-0001',
    );
  });

  it('when the company is its own laboratory, then it takes the steps and still opens its lot', async () => {
    await renderDetail(detail({ isLaboratory: true, ownLaboratory: true, laboratory: detail().company }));
    expect(button('Mark received')).toBeTruthy();
    expect(screen.getByText('Our own laboratory')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SL-20261101-0900000-0001' })).toBeTruthy();
  });

  it('when Reject is chosen, then the dialog asks for the reason before anything is sent', async () => {
    handlers.testing.changeStatus = ({ body }) =>
      detail({
        isLaboratory: true,
        status: 'rejected',
        rejectionReason: body.reason ?? null,
        closedAt: '2026-11-22T05:00:00.000Z',
      });
    await renderDetail(detail({ isLaboratory: true }));
    fireEvent.click(button('Reject')!);
    const dialog = screen.getByRole('dialog', { name: 'Reject sample TS-2026-000123' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject sample' })));
    await waitFor(() =>
      expect(messageOf(within(dialog).getByLabelText('Reason'))).toContain(M.rejectionReasonRequired),
    );
    expect(callsOf('testing', 'changeStatus')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Sample too small: 120 g received' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject sample' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('testing', 'changeStatus')[0]?.body).toEqual({
      status: 'rejected',
      reason: 'Sample too small: 120 g received',
    });
    expect(screen.getByText('Sample too small: 120 g received')).toBeTruthy();
  });
});

describe('the results form', () => {
  it('when the request asked for no optional test, then only the always-done results are asked for', async () => {
    await renderDetail(detail({ isLaboratory: true, status: 'in_testing' }));
    for (const label of [
      'Pure seed (%)',
      'Inert matter (%)',
      'Other crop seeds (per kg)',
      'Weed seeds (per kg)',
      'Germination (%)',
      'Hard seeds (%, optional)',
      'Moisture (%)',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.queryByLabelText('Other distinguishable varieties (per kg)')).toBeNull();
    expect(screen.queryByLabelText('Genetic purity (%)')).toBeNull();
    expect(screen.queryByLabelText('Seed health')).toBeNull();
  });

  it("when it asked for them, then their fields show and a blank one gets the contract's words before anything is sent", async () => {
    await renderDetail(
      detail({
        isLaboratory: true,
        status: 'in_testing',
        tests: ['physical_purity', 'germination', 'moisture', 'genetic_purity', 'seed_health'],
      }),
    );
    expect(screen.getByLabelText('Genetic purity (%)')).toBeTruthy();
    expect(screen.getByLabelText('Seed health')).toBeTruthy();
    expect(screen.queryByLabelText('Other distinguishable varieties (per kg)')).toBeNull();

    const fill: Record<string, string> = {
      'Report number': 'STL/PUNE/2026/1187',
      Analyst: 'S. Deshpande',
      'Pure seed (%)': '98.6',
      'Inert matter (%)': '1.4',
      'Other crop seeds (per kg)': '4',
      'Weed seeds (per kg)': '2',
      'Germination (%)': '91',
      'Moisture (%)': '10.2',
    };
    for (const [label, value] of Object.entries(fill)) fireEvent.change(field(label), { target: { value } });
    await act(async () => fireEvent.click(resultsForm()!));
    await waitFor(() => expect(descriptionOf('Genetic purity (%)')).toContain(M.geneticPurityRequired));
    expect(screen.getByText(M.seedHealthRequired)).toBeTruthy();
    expect(callsOf('testing', 'issueReport')).toHaveLength(0);
  });

  it('when a percentage is out of range, then its field says so; when complete, then the results go to the API', async () => {
    handlers.testing.issueReport = () => ({
      reportId: report().id,
      verdict: 'pass',
      failures: [],
      validUntil: '2027-08-25',
    });
    const page = await renderDetail(detail({ isLaboratory: true, status: 'in_testing' }));
    const fill: Record<string, string> = {
      'Report number': 'STL/PUNE/2026/1187',
      Analyst: 'S. Deshpande',
      'Pure seed (%)': '101',
      'Inert matter (%)': '1.4',
      'Other crop seeds (per kg)': '4',
      'Weed seeds (per kg)': '2',
      'Germination (%)': '91',
      'Moisture (%)': '10.2',
    };
    for (const [label, value] of Object.entries(fill)) fireEvent.change(field(label), { target: { value } });
    await act(async () => fireEvent.click(resultsForm()!));
    await waitFor(() => expect(descriptionOf('Pure seed (%)')).toContain(M.percentInvalid('Pure seed')));

    page.answer(detail({ isLaboratory: true, status: 'results_issued', reports: [report()] }));
    fireEvent.change(field('Pure seed (%)'), { target: { value: '98.6' } });
    await act(async () => fireEvent.click(resultsForm()!));
    await waitFor(() => expect(callsOf('testing', 'issueReport')).toHaveLength(1));
    expect(callsOf('testing', 'issueReport')[0]).toMatchObject({
      params: { id: ID },
      body: {
        report_number: 'STL/PUNE/2026/1187',
        analyst_name: 'S. Deshpande',
        pure_seed_pct: 98.6,
        inert_matter_pct: 1.4,
        other_crop_seeds_per_kg: 4,
        weed_seeds_per_kg: 2,
        germination_pct: 91,
        hard_seeds_pct: null,
        moisture_pct: 10.2,
      },
    });
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Report issued: the sample passed'));
    await screen.findByRole('heading', { name: 'Report STL/PUNE/2026/1187' });
    expect(resultsForm()).toBeNull();
  });
});

describe('the reports', () => {
  it('when a report failed, then its verdict says so and each failing parameter stands out beside its limit', async () => {
    const failed = report({
      verdict: 'fail',
      validUntil: null,
      results: { ...report().results, germinationPct: 78, moisturePct: 13.5 },
      failures: [
        { parameter: 'germination_pct', value: 78, limit: 85, bound: 'min' },
        { parameter: 'moisture_pct', value: 13.5, limit: 12, bound: 'max' },
      ],
    });
    await renderDetail(detail({ status: 'results_issued', reports: [failed] }));
    const card = within(screen.getByTestId('report'));
    expect(card.getByText('Fail').className).toContain('bg-red-100');
    expect(card.getByText('Failing parameters: Germination, Moisture')).toBeTruthy();
    const table = card.getByRole('table', {
      name: "Results of report STL/PUNE/2026/1187 beside the standard's limits",
    });
    const rowOf = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(rowOf('Germination').getAttribute('data-failed')).toBe('true');
    expect(within(rowOf('Germination')).getByText('78%')).toBeTruthy();
    expect(within(rowOf('Germination')).getByText('min 85%')).toBeTruthy();
    expect(within(rowOf('Germination')).getByText('Below minimum')).toBeTruthy();
    expect(within(rowOf('Moisture')).getByText('max 12%')).toBeTruthy();
    expect(within(rowOf('Moisture')).getByText('Above limit')).toBeTruthy();
    expect(rowOf('Pure seed').getAttribute('data-failed')).toBeNull();
    expect(within(rowOf('Pure seed')).getByText('Within limit')).toBeTruthy();
    expect(within(rowOf('Weed seeds')).getByText('max 10 per kg')).toBeTruthy();
    expect(card.getByText('Not valid for sale')).toBeTruthy();
    // The company cannot correct a report.
    expect(card.queryByRole('button', { name: 'Correct this report' })).toBeNull();
  });

  it('when a report was corrected, then both show, each naming the other and the reason, and only the newest may be corrected', async () => {
    const first = report({ supersededBy: '00000000-0000-4000-8000-0000000000f2' });
    const second = report({
      id: '00000000-0000-4000-8000-0000000000f2',
      reportNumber: 'STL/PUNE/2026/1188',
      supersedes: { id: first.id, reason: 'Moisture reading transposed' },
      issuedAt: '2026-11-26T09:00:00.000Z',
    });
    await renderDetail(detail({ isLaboratory: true, status: 'results_issued', reports: [second, first] }));
    expect(screen.getByText('Correction of report STL/PUNE/2026/1187: Moisture reading transposed')).toBeTruthy();
    expect(screen.getByText('Corrected by report STL/PUNE/2026/1188')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Correct this report' })).toHaveLength(1);
    expect(screen.getAllByText('25 Aug 2027')).toHaveLength(2);
  });

  it('when Download PDF is chosen, then the seed analysis report is fetched and saved under its report number', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    handlers.testing.reportPdf = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await renderDetail(detail({ status: 'results_issued', reports: [report()] }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF of report STL/PUNE/2026/1187' })),
    );
    await waitFor(() => expect(saved).toEqual(['seed-analysis-report-STL-PUNE-2026-1187.pdf']));
    expect(vi.mocked(apiDownload).mock.calls[0]?.slice(0, 3)).toEqual([
      'testing',
      'reportPdf',
      { params: { id: report().id } },
    ]);
    click.mockRestore();
  });

  it('when the laboratory corrects the current report, then the dialog starts from its results and sends them with the reason', async () => {
    handlers.testing.correctReport = () => ({
      reportId: '00000000-0000-4000-8000-0000000000f2',
      verdict: 'pass',
      failures: [],
      validUntil: '2027-08-25',
    });
    await renderDetail(detail({ isLaboratory: true, status: 'results_issued', reports: [report()] }));
    fireEvent.click(screen.getByRole('button', { name: 'Correct this report' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Correct report STL/PUNE/2026/1187' }));
    expect((dialog.getByLabelText('Germination (%)') as HTMLInputElement).value).toBe('91');
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Issue correction' })));
    await waitFor(() => expect(dialog.getByText(M.correctionReasonRequired)).toBeTruthy());
    expect(dialog.getByText(M.reportNumberRequired)).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Report number'), { target: { value: 'STL/PUNE/2026/1188' } });
    fireEvent.change(dialog.getByLabelText('Moisture (%)'), { target: { value: '10.5' } });
    fireEvent.change(dialog.getByLabelText('Reason for the correction'), {
      target: { value: 'Moisture reading transposed' },
    });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Issue correction' })));
    await waitFor(() => expect(callsOf('testing', 'correctReport')).toHaveLength(1));
    expect(callsOf('testing', 'correctReport')[0]).toMatchObject({
      params: { id: report().id },
      body: {
        report_number: 'STL/PUNE/2026/1188',
        moisture_pct: 10.5,
        germination_pct: 91,
        reason: 'Moisture reading transposed',
      },
    });
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Correction issued as a new report'));
  });
});
