import { ApiError, apiFetch, loadApiContract } from '@seed/auth';
import { TRANSACTION_MESSAGES as M, type TransferClaimPreview } from '@seed/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsOf,
  handlers,
  listenToToasts,
  renderApp,
  stubApi,
  toasts,
  where,
} from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { ClaimTransferPage } from './claim-transfer-page';

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

const PREVIEW: TransferClaimPreview = {
  id: '00000000-0000-4000-8000-000000000009',
  type: 'TRANSFER',
  status: 'AWAITING_CLAIM',
  from: 'Nisha Agro',
  toEmail: 'ravi@example.org',
  date: '2026-11-03T10:00:00.000Z',
  notes: 'Foundation seed for kharif',
  items: [
    {
      lotId: 'SL-20261101-0900000-0001',
      crop: 'Wheat',
      variety: 'HI 1544',
      quantity: 25,
      unit: 'Kg',
      pricePerUnit: null,
      currency: null,
    },
  ],
};

const renderClaim = (url = '/transactions/claim?token=abc123') =>
  renderApp(<ClaimTransferPage />, { i18n, namespace: NAMESPACE, user: { role: 'manager' }, url, path: '/transactions/claim' });

const refused = (status: number, message: string) => () => {
  throw new ApiError(status, 'refused', message);
};

describe('the claim page', () => {
  it('when the link is valid, then it shows who sent what, and Claim transfer takes it and goes to the seed lots', async () => {
    handlers.transactions.previewClaim = () => PREVIEW;
    handlers.transactions.claim = () => ({ id: PREVIEW.id });
    await renderClaim();

    expect((await screen.findByTestId('claim-from')).textContent).toBe('Nisha Agro');
    expect(callsOf('transactions', 'previewClaim')[0]?.body).toEqual({ token: 'abc123' });
    expect(screen.getByText('Wheat - HI 1544: 25 Kg')).toBeTruthy();
    expect(screen.getByText('Foundation seed for kharif')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Claim transfer' })));
    await waitFor(() => expect(where()).toBe('/seed-lots'));
    expect(callsOf('transactions', 'claim')[0]?.body).toEqual({ token: 'abc123' });
    expect(toasts).toEqual([{ type: 'success', message: M.claimed }]);
  });

  it('when the link has no token, then it is not valid and nothing is asked', async () => {
    await renderClaim('/transactions/claim');
    expect(screen.getByRole('alert').textContent).toBe(M.claimInvalid);
    expect(callsOf('transactions', 'previewClaim')).toEqual([]);
  });

  it.each([
    ['an unknown token', refused(404, M.claimInvalid), M.claimInvalid],
    ['too many attempts', refused(429, 'An error occurred'), M.claimTooManyAttempts],
  ])('when the preview meets %s, then its message shows', async (_case, handler, message) => {
    handlers.transactions.previewClaim = handler;
    await renderClaim();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Claim transfer' })).toBeNull();
  });

  it.each([
    ['CANCELLED', M.claimCancelled],
    ['CLAIMED_BY_RECIPIENT', M.claimUsed],
  ] as const)('when the transfer is %s, then it says so and offers no claim', async (status, message) => {
    handlers.transactions.previewClaim = () => ({ ...PREVIEW, status });
    await renderClaim();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Claim transfer' })).toBeNull();
  });

  it.each([
    [
      'the e-mail differs',
      refused(403, M.claimEmailMismatch('ravi@example.org')),
      M.claimEmailMismatch('ravi@example.org'),
    ],
    ['it was claimed meanwhile', refused(409, M.claimUsed), M.claimUsed],
    ['the sender cancelled meanwhile', refused(409, M.claimCancelled), M.claimCancelled],
    ['too many attempts', refused(429, M.claimTooManyAttempts), M.claimTooManyAttempts],
  ])(
    'when the claim is refused because %s, then the refusal shows and the page stays',
    async (_case, handler, message) => {
      handlers.transactions.previewClaim = () => PREVIEW;
      handlers.transactions.claim = handler;
      await renderClaim();
      await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Claim transfer' })));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(where()).toBe('/transactions/claim?token=abc123');
      expect(toasts).toEqual([]);
    },
  );
});
