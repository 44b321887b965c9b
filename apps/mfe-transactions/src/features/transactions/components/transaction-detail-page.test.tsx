import { ApiError, apiFetch, loadApiContract } from '@seed/auth';
import { TRANSACTION_MESSAGES as M } from '@seed/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { item, transaction } from '../../../test/fixtures';
import { callsOf, handlers, listenToToasts, renderApp, stubApi, toasts } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { TransactionDetailPage } from './transaction-detail-page';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  stubApi();
  stopToasts = listenToToasts();
});
afterEach(() => {
  stopToasts();
  cleanup();
});

const ID = '00000000-0000-4000-8000-000000000001';
const renderDetail = (id = ID) =>
  renderApp(<TransactionDetailPage />, {
    i18n,
    namespace: NAMESPACE,
    user: { role: 'manager' },
    url: `/transactions/${id}`,
    path: '/transactions/:id',
  });

describe('the transaction detail', () => {
  it("when the manifest is the caller's, then its facts and items show with links to the lots they may see", async () => {
    handlers.transactions.get = () =>
      transaction({
        type: 'TRANSFER',
        status: 'COMPLETED',
        direction: 'received',
        items: [
          item({ lotId: 'SL-SENDER-LOT', lotVisible: false, deliveredLotId: 'SL-MY-LOT', deliveredLotVisible: true }),
          item({ lotId: 'SL-OTHER', crop: 'Rice', variety: null, pricePerUnit: null, currency: null }),
        ],
      });
    await renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction' })).toBeTruthy();
    expect(callsOf('transactions', 'get')[0]?.params).toEqual({ id: ID });
    expect(screen.getByText('Nisha Agro')).toBeTruthy();
    expect(screen.getByText('Malwa Agro')).toBeTruthy();
    expect(screen.getByText('Kharif foundation seed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'SL-SENDER-LOT' })).toBeNull();
    expect(screen.getByText('SL-SENDER-LOT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Received as SL-MY-LOT' }).getAttribute('href')).toBe(
      '/seed-lots/SL-MY-LOT',
    );
    expect(screen.getByRole('link', { name: 'SL-OTHER' }).getAttribute('href')).toBe('/seed-lots/SL-OTHER');
    expect(screen.getByText('Rice - Unknown Variety')).toBeTruthy();
    expect(screen.getByText('₹80.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept|Decline|Cancel transaction/ })).toBeNull();
    expect(screen.queryByTestId('sold-untested')).toBeNull();
  });

  it('when an item was sold untested, then the item says so', async () => {
    handlers.transactions.get = () => transaction({ items: [item({ soldUntested: true })] });
    await renderDetail();
    expect((await screen.findByTestId('sold-untested')).textContent).toBe(
      'None: sold as untested, truthfully labelled seed (acknowledged by the seller)',
    );
  });

  it('when a PENDING sale waits for the caller, then Accept moves it and says so', async () => {
    const pending = transaction({ status: 'PENDING', direction: 'received', canAccept: true, canDecline: true });
    handlers.transactions.get = () => pending;
    handlers.transactions.accept = () => ({ ...pending, status: 'COMPLETED', canAccept: false, canDecline: false });
    await renderDetail();

    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept' })));

    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: M.accepted }]));
    expect(callsOf('transactions', 'accept')[0]?.params).toEqual({ id: ID });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
  });

  it('when the recipient declines after confirming, then the cancel endpoint is called and the toast says declined', async () => {
    const pending = transaction({ status: 'PENDING', direction: 'received', canAccept: true, canDecline: true });
    handlers.transactions.get = () => pending;
    handlers.transactions.cancel = () => ({ ...pending, status: 'CANCELLED', canAccept: false, canDecline: false });
    await renderDetail();

    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this transaction?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' })));

    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: M.declined }]));
    expect(callsOf('transactions', 'cancel')).toHaveLength(1);
  });

  it('when the sender cancels, then a confirmation comes first; keeping it sends nothing, confirming cancels', async () => {
    const waiting = transaction({ status: 'AWAITING_CLAIM', to: null, toEmail: 'ravi@example.org', canCancel: true });
    handlers.transactions.get = () => waiting;
    handlers.transactions.cancel = () => ({ ...waiting, status: 'CANCELLED', canCancel: false });
    await renderDetail();
    expect(await screen.findByText('Waiting for ravi@example.org to claim it')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel transaction' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('transactions', 'cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel transaction' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this transaction?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel transaction' })));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: M.cancelled }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel transaction' })).toBeNull());
  });

  it('when an action is refused, then the server says why in a banner', async () => {
    const pending = transaction({ status: 'PENDING', direction: 'received', canAccept: true });
    handlers.transactions.get = () => pending;
    handlers.transactions.accept = () => {
      throw new ApiError(409, 'conflict', M.notWaiting('CANCELLED'));
    };
    await renderDetail();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(M.notWaiting('CANCELLED')));
  });

  it("when there is no such manifest for the caller, then 'Transaction not found'", async () => {
    handlers.transactions.get = () => {
      throw new ApiError(404, 'not_found', M.notFound);
    };
    await renderDetail();
    expect(await screen.findByText(M.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Transactions' }).getAttribute('href')).toBe('/transactions');
  });
});
