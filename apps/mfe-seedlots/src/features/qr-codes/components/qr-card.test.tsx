import { ApiError, loadApiContract } from '@seed/auth';
import { type LotQrSummary, type QrCode, VERIFICATION_MESSAGES as M } from '@seed/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, handlers, listenToToasts, renderApp, stubApi, toasts } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { QR_LOT, qrCode, qrSummary } from '../../../test/qr-fixtures';
import { QrCard } from './qr-card';

// The lot detail's "QR code details" over the real hooks and a stubbed apiFetch: each state of
// the card, its actions for the roles and the grower, and the dialogs' messages.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
}));

const LOT = QR_LOT;
const PARENT = 'SL-20261001-0900000-0009';
const CODE_ID = '00000000-0000-4000-8000-0000000000c1';

const code = (overrides: Partial<QrCode> = {}): QrCode => qrCode({ id: CODE_ID, ...overrides });

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>';

const summary = (overrides: Partial<LotQrSummary> = {}): LotQrSummary =>
  qrSummary({
    lotCode: code(),
    packetCodes: { total: 10, active: 9, deactivated: 1 },
    scans: { total: 5, devices: 3, lastAt: '2026-11-20T08:00:00Z', afterRecall: 0, farFromSale: 0 },
    ...overrides,
  });

const scanRow = (overrides = {}) => ({
  lotId: LOT,
  crop: 'Wheat',
  variety: 'HI 1544',
  scans: 5,
  devices: 3,
  lastScanAt: '2026-11-20T08:00:00Z',
  packetCodesManyDevices: 0,
  scansAfterRecall: 0,
  scansFarFromSale: 0,
  recallKind: null as 'recall' | 'stop_sale' | null,
  ...overrides,
});

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  stubApi();
  handlers.qrCodes.scans = () => ({ manyDevices: 3, farFromSaleKm: 300, lots: [scanRow()] });
  handlers.qrCodes.image = () => SVG;
  stopToasts = listenToToasts();
});
afterEach(() => {
  stopToasts();
  cleanup();
});

const renderCard = ({
  deleted = false,
  role = 'manager',
}: { deleted?: boolean; role?: 'admin' | 'manager' | null } = {}) =>
  renderApp(<QrCard lotId={LOT} deleted={deleted} />, {
    i18n,
    namespace: NAMESPACE,
    url: `/seed-lots/${LOT}`,
    path: '/seed-lots/:lotId',
    user: { role },
  });

const card = () => within(screen.getByTestId('qr-card'));

describe('the QR code details card', () => {
  it('when the lot has no code yet, then it says so, and Create QR code makes it and shows its public URL', async () => {
    let current = summary({
      lotType: 'raw_production',
      packagesCount: null,
      lotCode: null,
      scans: { total: 0, devices: 0, lastAt: null, afterRecall: 0, farFromSale: 0 },
      packetCodes: { total: 0, active: 0, deactivated: 0 },
    });
    handlers.qrCodes.lotSummary = () => current;
    handlers.qrCodes.lotCode = () => {
      current = { ...current, lotCode: code() };
      return code();
    };
    await renderCard();

    expect(await card().findByText('No QR code yet')).toBeTruthy();
    expect(card().getByText('Packet codes are made for packaged lots.')).toBeTruthy();
    expect(card().getByText('Not scanned yet')).toBeTruthy();
    fireEvent.click(card().getByRole('button', { name: 'Create QR code' }));

    const link = await card().findByRole('link', { name: 'https://seeds.example/v/Ab3dEf6hIj9kLm2nOp5qRs' });
    expect(link.getAttribute('href')).toBe('https://seeds.example/v/Ab3dEf6hIj9kLm2nOp5qRs');
    expect(callsOf('qrCodes', 'lotCode')).toEqual([{ params: { lotId: LOT } }]);
    const image = await card().findByRole('img', { name: `QR code of lot ${LOT}` });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(callsOf('qrCodes', 'image')).toEqual([{ params: { codeId: CODE_ID }, query: { format: 'svg' } }]);
    expect(toasts.map((toast) => toast.message)).toContain('QR code created');
    expect(card().getByText('Active')).toBeTruthy();
    expect(card().getByRole('button', { name: 'Deactivate code' })).toBeTruthy();
    // Not scanned: the Scans view's report is not asked for.
    expect(callsOf('qrCodes', 'scans')).toEqual([]);
  });

  it('when Copy link is pressed, then the public URL goes to the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    handlers.qrCodes.lotSummary = () => summary();
    await renderCard();
    fireEvent.click(await card().findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(code().url);
    await waitFor(() => expect(toasts.map((toast) => toast.message)).toContain('Link copied'));
  });

  it('when a packaged lot has codes for some packets, then the counts show and the rest are made with a pending state', async () => {
    let current = summary();
    let finish: (value: { created: number; total: number }) => void = () => {};
    handlers.qrCodes.lotSummary = () => current;
    handlers.qrCodes.packetCodes = () =>
      new Promise((resolve) => {
        finish = resolve;
      });
    await renderCard();

    expect(await card().findByText('10 of 30 packets have a code')).toBeTruthy();
    expect(card().getByText('1 deactivated')).toBeTruthy();
    expect(card().getByText('5 scans from 3 devices')).toBeTruthy();
    expect(card().getByText('20 Nov 2026')).toBeTruthy();
    fireEvent.click(card().getByRole('button', { name: 'Create packet codes for the remaining 20 packets' }));

    const pending = await card().findByText(/Creating 20 packet codes/);
    expect(pending.closest('[role="status"]')).toBeTruthy();
    expect(card().getByRole('progressbar', { name: 'Creating packet codes' })).toBeTruthy();
    current = summary({ packetCodes: { total: 30, active: 29, deactivated: 1 } });
    await act(async () => finish({ created: 20, total: 30 }));

    expect(await card().findByText('30 of 30 packets have a code')).toBeTruthy();
    expect(card().queryByRole('progressbar')).toBeNull();
    expect(card().queryByRole('button', { name: /Create packet codes/ })).toBeNull();
    expect(callsOf('qrCodes', 'packetCodes')).toEqual([{ params: { lotId: LOT } }]);
    expect(toasts.map((toast) => toast.message)).toContain('20 packet codes created');
  });

  it("when making packet codes is refused, then the API's message shows in the card", async () => {
    handlers.qrCodes.lotSummary = () => summary();
    handlers.qrCodes.packetCodes = () => {
      throw new ApiError(400, 'too_many_packet_codes', M.tooManyPacketCodes(600_000));
    };
    await renderCard();
    fireEvent.click(await card().findByRole('button', { name: /Create packet codes/ }));
    expect((await card().findByRole('alert')).textContent).toBe(M.tooManyPacketCodes(600_000));
  });

  it('when scans came after the recall and packet codes from many devices, then the counterfeit signals show with the recall', async () => {
    handlers.qrCodes.lotSummary = () =>
      summary({
        scans: { total: 12, devices: 7, lastAt: '2026-11-21T08:00:00Z', afterRecall: 1, farFromSale: 0 },
        recall: { kind: 'recall', reason: 'Low germination', at: '2026-11-10T08:00:00Z', originLotId: PARENT },
      });
    handlers.qrCodes.scans = () => ({
      manyDevices: 3,
      farFromSaleKm: 300,
      lots: [scanRow({ lotId: 'SL-OTHER' }), scanRow({ packetCodesManyDevices: 2 })],
    });
    await renderCard();

    const signals = within(await screen.findByTestId('qr-signals'));
    expect(
      await signals.findByText(
        '2 packet codes were scanned from 3 or more devices: the classic sign of copied labels.',
      ),
    ).toBeTruthy();
    expect(signals.getByText('1 scan after the recall or stop-sale: the seed may still be on sale.')).toBeTruthy();
    expect(signals.getByRole('link', { name: 'See all scans' }).getAttribute('href')).toBe('/seed-lots/scans');

    const recall = within(screen.getByTestId('qr-recall'));
    expect(recall.getByText('Recalled since 10 Nov 2026')).toBeTruthy();
    expect(recall.getByText('Reason: Low germination')).toBeTruthy();
    expect(recall.getByRole('link', { name: PARENT }).getAttribute('href')).toBe(`/seed-lots/${PARENT}`);
    // Issued on the parent: it is lifted there, and this lot cannot be recalled a second time from here.
    expect(card().queryByRole('button', { name: 'Lift recall' })).toBeNull();
    expect(card().getByRole('button', { name: 'Recall or stop sale' })).toBeTruthy();
  });

  it('when scans came from far from where the lot was sold, then that signal shows on its own, with the distance', async () => {
    handlers.qrCodes.lotSummary = () =>
      summary({ scans: { total: 4, devices: 4, lastAt: '2026-11-21T08:00:00Z', afterRecall: 0, farFromSale: 2 } });
    await renderCard();

    const signals = within(await screen.findByTestId('qr-signals'));
    expect(
      signals.getByText(
        '2 scans more than 300 km from where this lot was sold: the packets may be copies, or sold where they should not be.',
      ),
    ).toBeTruthy();
    expect(signals.queryByText(/after the recall/)).toBeNull();
  });

  it('when the organization does not grow the lot, then there is no recall, only the reason why', async () => {
    handlers.qrCodes.lotSummary = () => summary({ isGrower: false });
    await renderCard();
    expect(
      await card().findByText('Only the organization that grows this lot can recall it or put it on stop-sale.'),
    ).toBeTruthy();
    expect(card().queryByRole('button', { name: 'Recall or stop sale' })).toBeNull();
    expect(card().getByRole('button', { name: 'Deactivate code' })).toBeTruthy();
  });

  it('when the lot is in the trash, then the card shows its codes without actions', async () => {
    handlers.qrCodes.lotSummary = () => summary();
    await renderCard({ deleted: true });
    expect(await card().findByText('10 of 30 packets have a code')).toBeTruthy();
    expect(card().queryByRole('group', { name: 'QR code actions' })).toBeNull();
    // Reading the code stays: its link and its image.
    await card().findByRole('img');
    expect(
      card()
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Copy link', 'Download SVG']);
  });

  it('when the caller has no role, failed to load or cannot see the codes, then the card says so', async () => {
    handlers.qrCodes.lotSummary = () => summary();
    await renderCard({ role: null });
    expect(card().getByText('Only admins and managers can see and manage QR codes.')).toBeTruthy();
    expect(callsOf('qrCodes', 'lotSummary')).toEqual([]);
    cleanup();

    let fail = true;
    handlers.qrCodes.lotSummary = () => {
      if (fail) throw new Error('offline');
      return summary();
    };
    await renderCard();
    expect((await card().findByRole('alert')).textContent).toContain('Error loading the QR codes of this lot');
    fail = false;
    fireEvent.click(card().getByRole('button', { name: 'Retry' }));
    expect(await card().findByText('10 of 30 packets have a code')).toBeTruthy();
    cleanup();

    handlers.qrCodes.lotSummary = () => {
      throw new ApiError(404, 'seed_lot_not_found', M.lotNotFound);
    };
    await renderCard();
    expect(await card().findByText('The QR codes of this lot are managed by its grower and its owners.')).toBeTruthy();
  });
});

describe('a lot whose code was deactivated before', () => {
  it('when the page is opened again, then the card says the code was deactivated and why, and offers a new one', async () => {
    handlers.qrCodes.lotSummary = () =>
      summary({
        lotCode: null,
        lastDeactivatedLotCode: code({ status: 'deactivated', deactivatedReason: 'Labels stolen from the store' }),
      });
    await renderCard();
    expect(await card().findByText('Deactivated: Labels stolen from the store')).toBeTruthy();
    expect(card().getByRole('button', { name: 'Create QR code' })).toBeTruthy();
  });
});

describe('the QR code dialogs', () => {
  it('when Deactivate code is confirmed without a reason, then the reason is asked for; with one, the code is deactivated', async () => {
    let current = summary();
    handlers.qrCodes.lotSummary = () => current;
    handlers.qrCodes.deactivate = (input) => {
      current = { ...current, lotCode: null };
      return code({ status: 'deactivated', deactivatedReason: (input?.body as { reason: string }).reason });
    };
    await renderCard();
    fireEvent.click(await card().findByRole('button', { name: 'Deactivate code' }));

    const dialog = within(await screen.findByRole('dialog', { name: `Deactivate the QR code of lot ${LOT}?` }));
    expect(dialog.getByText(/labels already printed with it stop verifying/)).toBeTruthy();
    const reason = dialog.getByRole('textbox', { name: 'Reason for deactivating' });
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate code' }));
    expect(await dialog.findByText(M.deactivationReasonRequired)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(callsOf('qrCodes', 'deactivate')).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Labels stolen from the store' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('qrCodes', 'deactivate')).toEqual([
      { params: { codeId: CODE_ID }, body: { reason: 'Labels stolen from the store' } },
    ]);
    expect(toasts.map((toast) => toast.message)).toContain('QR code deactivated');
    expect(await card().findByText('Deactivated: Labels stolen from the store')).toBeTruthy();
    expect(card().getByRole('button', { name: 'Create QR code' })).toBeTruthy();
  });

  it("when the dialog opens, then nothing is preselected; sending without a choice asks for one in words and sends nothing; a refused recall shows the API's message; a stop-sale goes through with its reason", async () => {
    handlers.qrCodes.lotSummary = () => summary();
    let refuse = true;
    handlers.qrCodes.recall = (input) => {
      if (refuse) throw new ApiError(403, 'not_grower', M.notGrower);
      const body = input?.body as { kind: 'recall' | 'stop_sale'; reason: string };
      return { lotId: LOT, lotsReached: 4, recall: { ...body, at: '2026-11-22T08:00:00Z', originLotId: LOT } };
    };
    await renderCard();
    fireEvent.click(await card().findByRole('button', { name: 'Recall or stop sale' }));

    const dialog = within(await screen.findByRole('dialog', { name: `Recall or stop sale of lot ${LOT}` }));
    expect(dialog.getByText(/every lot made from it/)).toBeTruthy();
    const kinds = dialog.getByRole('group', { name: 'What should farmers be told?' });
    for (const radio of within(kinds).getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Recall or stop sale' }));
    const choose = await dialog.findByText(
      'Please choose what farmers should be told: recall (do not sow) or stop sale (do not buy for now).',
    );
    expect(kinds.getAttribute('aria-describedby')).toBe(choose.id);
    expect(document.activeElement).toBe(within(kinds).getByRole('radio', { name: /^Recall/ }));
    expect(await dialog.findByText(M.recallReasonRequired)).toBeTruthy();
    expect(callsOf('qrCodes', 'recall')).toHaveLength(0);

    fireEvent.click(within(kinds).getByRole('radio', { name: /^Stop-sale/ }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason farmers will read' }), {
      target: { value: 'Germination test pending' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Stop sale' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(M.notGrower);

    refuse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Stop sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('qrCodes', 'recall').at(-1)).toEqual({
      params: { lotId: LOT },
      body: { kind: 'stop_sale', reason: 'Germination test pending' },
    });
    expect(toasts.map((toast) => toast.message)).toContain(
      'Stop-sale issued on 4 lots: this lot and the lots made from it',
    );
  });

  it('when the recall was issued on this lot, then Lift recall asks first and lifts it from every lot it reached', async () => {
    let current = summary({
      recall: { kind: 'recall', reason: 'Low germination', at: '2026-11-10T08:00:00Z', originLotId: LOT },
    });
    handlers.qrCodes.lotSummary = () => current;
    handlers.qrCodes.liftRecall = () => {
      current = summary();
      return { lotId: LOT, lotsReached: 3, recall: null };
    };
    await renderCard();
    expect(await screen.findByText('Recalled since 10 Nov 2026')).toBeTruthy();
    expect(card().queryByRole('button', { name: 'Recall or stop sale' })).toBeNull();
    fireEvent.click(card().getByRole('button', { name: 'Lift recall' }));

    const dialog = within(await screen.findByRole('dialog', { name: `Lift the recall of lot ${LOT}?` }));
    expect(dialog.getByText('Farmers will again see this lot, and every lot it reached, as genuine.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Lift recall' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('qrCodes', 'liftRecall')).toEqual([{ params: { lotId: LOT } }]);
    expect(toasts.map((toast) => toast.message)).toContain('Lifted from 3 lots');
    await waitFor(() => expect(screen.queryByTestId('qr-recall')).toBeNull());
  });
});
