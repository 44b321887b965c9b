import { loadApiContract } from '@seed/auth';
import type { LotTesting } from '@seed/domain';
import { callsOf, handlers, renderApp, stubApi } from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { QR_LOT, qrSummary } from '../../../test/qr-fixtures';
import { failedReport, lotTesting, notTested, testReport } from '../../../test/testing-fixtures';
import { PrintLabelsDialog } from './print-labels-dialog';

// Print labels warns first (issue 27): the lot's quality (GET /api/v1/testing/lots/{id}, through
// the remote harness and the contract's LotTesting) decides whether the dialog warns, in which
// words, and whether Download waits for the user's confirmation.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  getSupabase: async () => ({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
  }),
}));

const NOT_VALID =
  'This lot has no valid passing seed test: a seed label must state the date of test and its validity (Seeds Rules 1968).';

const fetchMock = vi.fn();
beforeAll(() => loadApiContract());
beforeEach(() => {
  stubApi();
  fetchMock.mockReset();
  // The sheet itself is not the subject here: the server refuses it at once.
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ error: { code: 'no_labels_in_range', message: 'No labels' } }), {
        status: 409,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

async function openDialog(answer: LotTesting | (() => never)) {
  handlers.testing.lot = typeof answer === 'function' ? answer : () => answer;
  await renderApp(<PrintLabelsDialog lotId={QR_LOT} summary={qrSummary()} onClose={() => {}} />, {
    i18n,
    namespace: NAMESPACE,
    user: { role: 'manager' },
  });
  const dialog = within(await screen.findByRole('dialog', { name: `Print labels of lot ${QR_LOT}` }));
  await waitFor(() => expect(dialog.queryByText("Checking the lot's seed test...")).toBeNull());
  return dialog;
}

const downloadButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'Download PDF' });
const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled');

describe('the Print labels dialog and the seed test', () => {
  it.each([
    ['passed', lotTesting()],
    [
      'no_standard (still valid)',
      lotTesting({
        quality: { status: 'no_standard', validUntil: '2027-08-25', testedLotId: QR_LOT, reportId: testReport().id },
        currentReport: testReport({ standard: null, verdict: 'no_standard' }),
      }),
    ],
  ])(
    'when the lot has a valid test (%s), then there is no warning and Download is enabled',
    async (_status, answer) => {
      const dialog = await openDialog(answer);
      expect(callsOf('testing', 'lot')).toEqual([{ params: { id: QR_LOT } }]);
      expect(dialog.queryByRole('alert')).toBeNull();
      expect(dialog.queryByRole('checkbox')).toBeNull();
      expect(isDisabled(downloadButton(dialog))).toBe(false);
    },
  );

  it.each([
    ['not_tested', notTested(), NOT_VALID],
    [
      'testing_requested',
      notTested({ quality: { status: 'testing_requested', validUntil: null, testedLotId: null, reportId: null } }),
      NOT_VALID,
    ],
    [
      'failed',
      lotTesting({
        quality: { status: 'failed', validUntil: null, testedLotId: QR_LOT, reportId: failedReport().id },
        currentReport: failedReport(),
        reports: [failedReport()],
      }),
      'This lot failed its seed test: its seed may not be sold.',
    ],
    [
      'expired',
      lotTesting({
        quality: { status: 'expired', validUntil: '2026-10-31', testedLotId: QR_LOT, reportId: null },
        currentReport: null,
      }),
      "This lot's seed test expired on 31 Oct 2026: its seed may not be sold.",
    ],
  ])(
    'when the lot is %s, then the dialog warns in its words and Download waits for the confirmation',
    async (_status, answer, words) => {
      const dialog = await openDialog(answer);
      const alert = dialog.getByRole('alert');
      expect(alert.textContent).toBe(words);
      const confirm = dialog.getByRole('checkbox', { name: 'I understand: print the labels anyway' });
      // The checkbox is described by the warning, so a screen reader reads both together.
      expect(document.getElementById(confirm.getAttribute('aria-describedby')!)).toBe(alert);
      expect(isDisabled(downloadButton(dialog))).toBe(true);

      // The form cannot be sent around the disabled button (Enter in a field) either.
      await act(async () => fireEvent.submit(downloadButton(dialog).closest('dialog')!.querySelector('form')!));
      expect(fetchMock).not.toHaveBeenCalled();

      fireEvent.click(confirm);
      expect(isDisabled(downloadButton(dialog))).toBe(false);
      await act(async () => fireEvent.click(downloadButton(dialog)));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    },
  );

  it("when the lot's test cannot be checked, then the dialog says so and asks for the confirmation too", async () => {
    const dialog = await openDialog(() => {
      throw new Error('offline');
    });
    expect(dialog.getByRole('alert').textContent).toBe(
      "The lot's seed test could not be checked: a seed label must state the date of test and its validity (Seeds Rules 1968).",
    );
    expect(isDisabled(downloadButton(dialog))).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'I understand: print the labels anyway' }));
    expect(isDisabled(downloadButton(dialog))).toBe(false);
  });
});
