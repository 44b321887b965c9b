import { loadApiContract } from '@seed/auth';
import { VERIFICATION_MESSAGES as M } from '@seed/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers, listenToToasts, renderApp, stubApi, toasts } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { QR_LOT, qrSummary } from '../../../test/qr-fixtures';
import { lotTesting } from '../../../test/testing-fixtures';
import { PrintLabelsDialog } from './print-labels-dialog';
import { QrCard } from './qr-card';

// Print labels from the lot's card: the dialog's choices and messages, and the PDF read as a
// stream (fetch stubbed) with its progress from X-Label-Count and the pages seen, Stop, and a refusal.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  getSupabase: async () => ({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
  }),
}));

const LOT = QR_LOT;

const summary = qrSummary;

const encode = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const PAGE = '3 0 obj\n<<\n/Type /Page\n/Parent 1 0 R\n>>\nendobj\n';

/** A streamed PDF answer the test feeds chunk by chunk; an abort errors the stream as fetch does. */
function streamedAnswer(headers: Record<string, string>, signal?: AbortSignal | null) {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      feed = controller;
    },
  });
  signal?.addEventListener('abort', () => feed.error(new DOMException('The operation was aborted.', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/pdf', ...headers } }),
    push: (text: string) => feed.enqueue(encode(text)),
    end: () => feed.close(),
  };
}

let answer: ReturnType<typeof streamedAnswer> | null = null;
const fetchMock = vi.fn();
const saved: Blob[] = [];

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  stubApi();
  handlers.qrCodes.lotSummary = () => summary();
  // A lot with a valid passing test: the dialog prints without a warning (print-labels-quality.test.tsx has the others).
  handlers.testing.lot = () => lotTesting();
  answer = null;
  saved.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
    answer = streamedAnswer(
      { 'X-Label-Count': '30', 'Content-Disposition': `attachment; filename="labels-${LOT}.pdf"` },
      init.signal,
    );
    return answer.response;
  });
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:sheet';
  });
  URL.revokeObjectURL = vi.fn();
  stopToasts = listenToToasts();
});
afterEach(async () => {
  stopToasts();
  vi.unstubAllGlobals();
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

async function openDialog() {
  await renderApp(<QrCard lotId={LOT} deleted={false} />, {
    i18n,
    namespace: NAMESPACE,
    user: { role: 'manager' },
    url: `/seed-lots/${LOT}`,
    path: '/seed-lots/:lotId',
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Print labels' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Print labels of lot ${LOT}` }));
  // Download waits for the lot's seed test to be checked.
  await waitFor(() =>
    expect(dialog.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(false),
  );
  return dialog;
}

describe('the Print labels dialog', () => {
  it("when a range is backwards, then it is refused in the API's words before anything is asked", async () => {
    const dialog = await openDialog();
    expect(dialog.getByText('Leave both empty to print all 30 packets.')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'From packet' }), { target: { value: '20' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'To packet' }), { target: { value: '5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    expect(await dialog.findByText(M.labelRangeInvalid)).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'To packet' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the sheet streams, then the progress follows the pages against X-Label-Count and the PDF is saved', async () => {
    const dialog = await openDialog();
    const layouts = dialog.getByRole('group', { name: 'Label layout' });
    expect(
      within(layouts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      'A4, 3 × 8 (24 labels a sheet)',
      'A4, 4 × 10 (40 labels a sheet)',
      'Thermal printer, 50 × 25 mm (one label each)',
    ]);
    fireEvent.click(within(layouts).getByRole('radio', { name: /Thermal printer/ }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'From packet' }), { target: { value: '11' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'To packet' }), { target: { value: '40' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const asked = new URL(url, 'http://portal.test');
    expect(asked.pathname).toBe(`/api/v1/qr-lots/${LOT}/labels.pdf`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      layout: 'thermal-50x25',
      kind: 'packet',
      from: '11',
      to: '40',
      language: 'en',
    });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');

    const progress = within(await screen.findByTestId('label-progress'));
    const bar = progress.getByRole('progressbar', { name: 'Label sheet download' });
    expect(await progress.findByText('0 of 30 labels ready (0%)')).toBeTruthy();
    // One label a page: each page's dictionary is one label done (the last one once its next byte is in).
    await act(async () => answer!.push('%PDF-1.3\n' + PAGE.repeat(12)));
    expect(await progress.findByText('12 of 30 labels ready (40%)')).toBeTruthy();
    expect(bar.getAttribute('value')).toBe('40');
    expect(progress.getByRole('status').textContent).toBe('Label sheet 25% ready');
    expect(dialog.getByRole('button', { name: 'Stop' })).toBeTruthy();

    await act(async () => {
      answer!.push(PAGE.repeat(18) + '1 0 obj\n<<\n/Type /Pages\n>>\n%%EOF');
      answer!.end();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(1);
    expect(saved[0]!.type).toBe('application/pdf');
    expect(saved[0]!.size).toBeGreaterThan(30 * PAGE.length);
    expect(toasts.map((toast) => toast.message)).toContain('Label sheet downloaded: 30 labels');
  });

  it('when Stop is pressed, then the download ends without a file and says so', async () => {
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => answer!.push('%PDF-1.3\n' + PAGE));
    fireEvent.click(await dialog.findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(toasts.map((toast) => toast.message)).toContain('Download stopped'));
    expect(saved).toEqual([]);
    expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByTestId('label-progress')).toBeNull();
  });

  it.each([
    [409, 'no_labels_in_range', M.noLabelsInRange],
    // another sheet of the organization is being made (one at a time), or the portal makes all it can
    [409, 'label_sheet_in_progress', M.labelSheetInProgress],
    [429, 'label_sheets_busy', M.labelSheetsBusy],
  ])(
    'when the server refuses the sheet (%i %s), then its message shows in the dialog',
    async (status, code, message) => {
      fetchMock.mockImplementation(
        async () =>
          new Response(JSON.stringify({ error: { code, message } }), {
            status,
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      const dialog = await openDialog();
      fireEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
      expect((await dialog.findByRole('alert')).textContent).toContain(message);
      expect(saved).toEqual([]);
    },
  );

  it("when the lot has its own code and packet codes, then the lot's label can be printed instead, without a range", async () => {
    handlers.qrCodes.lotSummary = () =>
      summary({
        lotCode: {
          id: '00000000-0000-4000-8000-0000000000c1',
          code: 'Ab3dEf6hIj9kLm2nOp5qRs',
          url: 'https://seeds.example/v/Ab3dEf6hIj9kLm2nOp5qRs',
          kind: 'lot',
          serial: null,
          status: 'active',
          provider: 'portal',
          deactivatedReason: null,
          createdAt: '2026-11-02T10:00:00Z',
        },
      });
    handlers.qrCodes.image = () => '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: "The lot's label: its own code" }));
    expect(dialog.queryByRole('textbox', { name: 'From packet' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const asked = new URL(fetchMock.mock.calls[0]![0] as string, 'http://portal.test');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ layout: 'a4-3x8', kind: 'lot', language: 'en' });
  });

  it('when the page is in Hindi, then the labels are asked for in Hindi unless another language is chosen, each named in its own script', async () => {
    await act(() => i18n.changeLanguage('hi'));
    await renderApp(<PrintLabelsDialog lotId={LOT} summary={summary()} onClose={() => {}} />, {
      i18n,
      namespace: NAMESPACE,
      user: { role: 'manager' },
    });
    const dialog = within(await screen.findByRole('dialog', { name: `लॉट ${LOT} के लेबल प्रिंट करें` }));
    const languages = dialog.getByRole('group', { name: 'लेबल की भाषा' });
    const choices = within(languages).getAllByRole('radio') as HTMLInputElement[];
    expect(choices.map((radio) => [radio.closest('label')!.textContent, radio.checked])).toEqual([
      ['English', false],
      ['हिन्दी', true],
      ['मराठी', false],
    ]);
    expect(within(languages).getByText('मराठी').getAttribute('lang')).toBe('mr');
    const download = dialog.getByRole('button', { name: 'PDF डाउनलोड करें' });
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false));

    fireEvent.click(download);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const asked = (call: number) => new URL(fetchMock.mock.calls[call]![0] as string, 'http://portal.test');
    expect(asked(0).searchParams.get('language')).toBe('hi');

    // closed (which stops the download) and opened again: Marathi chosen
    cleanup();
    await renderApp(<PrintLabelsDialog lotId={LOT} summary={summary()} onClose={() => {}} />, {
      i18n,
      namespace: NAMESPACE,
      user: { role: 'manager' },
    });
    const again = within(await screen.findByRole('dialog', { name: `लॉट ${LOT} के लेबल प्रिंट करें` }));
    fireEvent.click(again.getByRole('radio', { name: 'मराठी' }));
    const downloadAgain = again.getByRole('button', { name: 'PDF डाउनलोड करें' });
    await waitFor(() => expect(downloadAgain.hasAttribute('disabled')).toBe(false));
    fireEvent.click(downloadAgain);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(asked(1).searchParams.get('language')).toBe('mr');
  });
});
