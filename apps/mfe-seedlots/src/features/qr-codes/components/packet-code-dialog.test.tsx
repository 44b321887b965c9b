import { ApiError, loadApiContract } from '@seed/auth';
import { PACKET_CODE_MESSAGES, type QrCode, VERIFICATION_MESSAGES as M } from '@seed/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, handlers, listenToToasts, renderApp, stubApi, toasts } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { QR_LOT, qrCode, qrSummary } from '../../../test/qr-fixtures';
import { QrCard } from './qr-card';

// Deactivating one packet's code from the lot detail's QR card, over the real hooks and a stubbed
// apiFetch: find the packet by its number, confirm with a reason, and every refusal in its words.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
}));

const LOT = QR_LOT;
const PACKET_ID = '00000000-0000-4000-8000-0000000000a7';

const packet = (overrides: Partial<QrCode> = {}): QrCode =>
  qrCode({
    id: PACKET_ID,
    code: 'Pk7dEf6hIj9kLm2nOp5qRs',
    url: 'https://seeds.example/v/Pk7dEf6hIj9kLm2nOp5qRs',
    kind: 'packet',
    serial: 7,
    ...overrides,
  });

const summary = qrSummary;

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

const renderCard = (role: 'admin' | 'manager' | null = 'manager', deleted = false) =>
  renderApp(<QrCard lotId={LOT} deleted={deleted} />, {
    i18n,
    namespace: NAMESPACE,
    url: `/seed-lots/${LOT}`,
    path: '/seed-lots/:lotId',
    user: { role },
  });

const card = () => within(screen.getByTestId('qr-card'));

async function openDialog() {
  fireEvent.click(await card().findByRole('button', { name: 'Deactivate a packet code' }));
  return within(await screen.findByRole('dialog', { name: `Deactivate a packet code of lot ${LOT}` }));
}

describe('deactivating one packet code', () => {
  it('when a manager finds packet 7 and confirms with a reason, then that code is deactivated and the counts are read again', async () => {
    let current = summary();
    handlers.qrCodes.lotSummary = () => current;
    handlers.qrCodes.packetCode = () => packet();
    handlers.qrCodes.deactivate = (input) => {
      current = summary({ packetCodes: { total: 30, active: 29, deactivated: 1 } });
      return packet({ status: 'deactivated', deactivatedReason: (input?.body as { reason: string }).reason });
    };
    await renderCard();
    const dialog = await openDialog();

    const number = dialog.getByRole('textbox', { name: 'Packet number' });
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(number.getAttribute('aria-required')).toBe('true');
    expect(dialog.getByText('The number on the label, 1 to 30.')).toBeTruthy();
    fireEvent.change(number, { target: { value: ' 7 ' } });
    fireEvent.submit(dialog.getByRole('search', { name: 'Find packet' }));

    const found = within(await dialog.findByRole('region', { name: 'Packet 7' }));
    expect(callsOf('qrCodes', 'packetCode')).toEqual([{ params: { lotId: LOT, serial: 7 } }]);
    expect(found.getByText('Active')).toBeTruthy();
    expect(found.getByText('https://seeds.example/v/Pk7dEf6hIj9kLm2nOp5qRs')).toBeTruthy();
    const reason = found.getByRole('textbox', { name: 'Reason for deactivating' });
    await waitFor(() => expect(document.activeElement).toBe(reason));

    // without a reason: asked for in the contract's words, nothing sent
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate packet 7' }));
    expect(await found.findByText(M.deactivationReasonRequired)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(callsOf('qrCodes', 'deactivate')).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Label copied at a shop in Nashik' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate packet 7' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('qrCodes', 'deactivate')).toEqual([
      { params: { codeId: PACKET_ID }, body: { reason: 'Label copied at a shop in Nashik' } },
    ]);
    expect(toasts.map((toast) => toast.message)).toContain('The code of packet 7 is deactivated');
    expect(await card().findByText('1 deactivated')).toBeTruthy();
  });

  it('when the number is not a packet number, then the field says so without asking the server; a number without a code answers in the API’s words', async () => {
    handlers.qrCodes.lotSummary = () => summary();
    handlers.qrCodes.packetCode = () => {
      throw new ApiError(404, 'packet_code_not_found', PACKET_CODE_MESSAGES.notFound);
    };
    await renderCard();
    const dialog = await openDialog();
    const number = dialog.getByRole('textbox', { name: 'Packet number' });

    fireEvent.change(number, { target: { value: 'seven' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Find packet' }));
    expect(await dialog.findByText(PACKET_CODE_MESSAGES.serialInvalid)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(callsOf('qrCodes', 'packetCode')).toEqual([]);

    fireEvent.change(number, { target: { value: '31' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Find packet' }));
    expect(await dialog.findByText(PACKET_CODE_MESSAGES.notFound)).toBeTruthy();
    expect(document.activeElement).toBe(number);
    expect(dialog.queryByRole('button', { name: /Deactivate packet/ })).toBeNull();
  });

  it('when the packet’s code was deactivated before, then its reason shows and there is nothing to confirm', async () => {
    handlers.qrCodes.lotSummary = () => summary({ packetCodes: { total: 30, active: 29, deactivated: 1 } });
    handlers.qrCodes.packetCode = () =>
      packet({ status: 'deactivated', deactivatedReason: 'Misuse (Terms of Service)' });
    await renderCard();
    const dialog = await openDialog();

    fireEvent.change(dialog.getByRole('textbox', { name: 'Packet number' }), { target: { value: '7' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Find packet' }));

    const found = within(await dialog.findByRole('region', { name: 'Packet 7' }));
    expect(found.getByText('Deactivated')).toBeTruthy();
    expect(found.getByText('Deactivated: Misuse (Terms of Service)')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /Deactivate packet/ })).toBeNull();
  });

  it('when Escape is pressed, then the dialog closes and nothing is deactivated', async () => {
    handlers.qrCodes.lotSummary = () => summary();
    await renderCard();
    await openDialog();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('qrCodes', 'deactivate')).toEqual([]);
  });

  it('when the lot has no active packet code, or is in the trash, then there is no packet deactivation', async () => {
    handlers.qrCodes.lotSummary = () => summary({ packetCodes: { total: 0, active: 0, deactivated: 0 } });
    await renderCard();
    expect(await card().findByText('0 of 30 packets have a code')).toBeTruthy();
    expect(card().queryByRole('button', { name: 'Deactivate a packet code' })).toBeNull();
    cleanup();

    handlers.qrCodes.lotSummary = () => summary();
    await renderCard('manager', true);
    expect(await card().findByText('30 of 30 packets have a code')).toBeTruthy();
    expect(card().queryByRole('button', { name: 'Deactivate a packet code' })).toBeNull();
  });
});
