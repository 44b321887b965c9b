import { ApiError, apiFetch, loadApiContract } from '@seed/auth';
import { TRANSACTION_MESSAGES as M } from '@seed/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MALWA, lotOption } from '../../../test/fixtures';
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
import { NewTransactionPage } from './new-transaction-page';
import { TransactionsPage } from './transactions-page';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

const A = lotOption('SL-20261101-0900000-0001');
const B = lotOption('SL-20261102-0900000-0002', { crop: 'Rice', variety: null, quantity: 12, unit: 'packages' });

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  stubApi();
  handlers.transactions.lotOptions = () => ({ items: [A, B] });
  handlers.transactions.recipients = () => ({ items: [{ ...MALWA, type: 'seed_company' }] });
  handlers.transactions.list = () => ({ items: [], nextCursor: null });
  stopToasts = listenToToasts();
});
afterEach(() => {
  stopToasts();
  cleanup();
});

const renderPage = (url = '/transactions/new') =>
  renderApp(<NewTransactionPage />, {
    i18n,
    namespace: NAMESPACE,
    user: { role: 'manager' },
    url,
    path: '/transactions/new',
  });

const submitButton = () => screen.getByRole('button', { name: M.submit });
const submit = () => act(async () => fireEvent.click(submitButton()));
const tick = (id: string) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(id) }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const messageOf = (label: string) =>
  field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the New Transaction form', () => {
  it("when it is submitted, then spec 2 §5's messages show one by one, in order, at their field", async () => {
    await renderPage();
    await screen.findByRole('checkbox', { name: new RegExp(A.id) });
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: new RegExp(A.id) }).closest('label')?.textContent).toContain(
      'Wheat - HI 1544',
    );
    expect(screen.getByRole('checkbox', { name: new RegExp(B.id) }).closest('label')?.textContent).toContain(
      'Owned: 12 packages',
    );
    expect(screen.getByTestId('lot-checklist').className).toContain('max-h-[15rem]');

    tick(A.id);
    expect(submitButton()).toHaveProperty('disabled', false);
    expect((field('Transaction Type') as HTMLSelectElement).value).toBe('SALE');
    expect(field(`Unit for ${A.id}`).value).toBe('Kg');
    expect(field(`Currency for ${A.id}`).value).toBe('INR');
    const quantity = field(`Quantity for ${A.id}`) as HTMLInputElement;
    expect([quantity.min, quantity.step]).toEqual(['0.01', '0.01']);
    const price = field(`Price per Unit for ${A.id}`) as HTMLInputElement;
    expect([price.min, price.step]).toEqual(['0', '0.01']);

    await submit();
    await waitFor(() => expect(messageOf(`Quantity for ${A.id}`)).toBe(M.quantityInvalid(A.id)));
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(quantity);

    set(`Quantity for ${A.id}`, '0');
    await submit();
    await waitFor(() => expect(messageOf(`Quantity for ${A.id}`)).toBe(M.quantityInvalid(A.id)));

    set(`Quantity for ${A.id}`, '5');
    set(`Unit for ${A.id}`, '');
    await submit();
    await waitFor(() => expect(messageOf(`Unit for ${A.id}`)).toBe(M.unitRequired(A.id)));
    expect(messageOf(`Quantity for ${A.id}`)).toBeFalsy();

    set(`Unit for ${A.id}`, 'Kg');
    await submit();
    await waitFor(() => expect(messageOf(`Price per Unit for ${A.id}`)).toBe(M.priceInvalid(A.id)));
    set(`Price per Unit for ${A.id}`, '-1');
    await submit();
    await waitFor(() => expect(messageOf(`Price per Unit for ${A.id}`)).toBe(M.priceInvalid(A.id)));

    set(`Price per Unit for ${A.id}`, '80');
    set(`Currency for ${A.id}`, '');
    await submit();
    await waitFor(() => expect(messageOf(`Currency for ${A.id}`)).toBe(M.currencyRequired(A.id)));

    // The second lot is checked after the first.
    set(`Currency for ${A.id}`, 'INR');
    tick(B.id);
    expect(field(`Unit for ${B.id}`).value).toBe('packages');
    await submit();
    await waitFor(() => expect(messageOf(`Quantity for ${B.id}`)).toBe(M.quantityInvalid(B.id)));
    expect(callsOf('transactions', 'create')).toEqual([]);
  }, 15_000); // seven submissions through the whole form, the first of the file (it loads the contract)

  it('when a sale is recorded, then the body carries price and currency, the toast says so and the page goes to the list', async () => {
    handlers.transactions.create = () => ({ id: '00000000-0000-4000-8000-0000000000c1', status: 'COMPLETED' });
    await renderPage(`/transactions/new?lotId=${A.id}`);
    // The lot of ?lotId= is ticked already.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(A.id) })).toHaveProperty('checked', true),
    );
    expect(callsOf('transactions', 'lotOptions')[0]?.query).toEqual({ q: undefined, lotId: A.id });

    set(`Quantity for ${A.id}`, '25');
    set(`Price per Unit for ${A.id}`, '80.5');
    set('Overall Notes', 'Kharif 2026');
    await submit();

    await waitFor(() => expect(where()).toBe('/transactions'));
    expect(callsOf('transactions', 'create')[0]?.body).toEqual({
      manifest_type: 'SALE',
      items: [{ lot_id: A.id, quantity: 25, unit: 'Kg', price_per_unit: 80.5, currency: 'INR', notes: null }],
      recipient_organization_id: null,
      recipient_email: null,
      overall_notes: 'Kharif 2026',
      untested_acknowledged: false,
    });
    expect(toasts).toEqual([{ type: 'success', message: M.completed }]);
  });

  it("when a transaction is recorded, then the seed-lot screens' reads go stale (the seedLots slice) and other slices' do not", async () => {
    handlers.transactions.create = () => ({ id: '00000000-0000-4000-8000-0000000000c4', status: 'COMPLETED' });
    const { client } = await renderPage(`/transactions/new?lotId=${A.id}`);
    const derived = ['seedLots', 'get', { params: { id: A.id } }];
    const farms = ['farms', 'list', { query: {} }];
    for (const key of [derived, farms]) client.setQueryData(key, { id: A.id });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(A.id) })).toHaveProperty('checked', true),
    );

    set(`Quantity for ${A.id}`, '25');
    set(`Price per Unit for ${A.id}`, '80.5');
    await submit();

    await waitFor(() => expect(where()).toBe('/transactions'));
    expect(client.getQueryState(derived)?.isInvalidated).toBe(true);
    expect(client.getQueryState(farms)?.isInvalidated).toBe(false);
  });

  it("when the Packaging tab's Transfer opens the page (?type=TRANSFER), then the type is Transfer, and a packaged lot's unit is its packages", async () => {
    const packed = lotOption('SL-20261103-0900000-0003', {
      lotType: 'packaged_unit',
      quantity: 90,
      unit: 'packages',
      packSize: 10,
      packUnit: 'Kg',
    });
    handlers.transactions.lotOptions = () => ({ items: [A, B, packed] });
    await renderPage(`/transactions/new?lotId=${packed.id}&type=TRANSFER`);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(packed.id) })).toHaveProperty('checked', true),
    );
    expect((field('Transaction Type') as HTMLSelectElement).value).toBe('TRANSFER');
    expect(field(`Unit for ${packed.id}`).value).toBe('packages');
    expect(screen.queryByLabelText(`Price per Unit for ${packed.id}`)).toBeNull();
  });

  it('when ?type= names no type, then the form starts as a sale', async () => {
    await renderPage(`/transactions/new?type=GIFT`);
    await screen.findByRole('checkbox', { name: new RegExp(A.id) });
    expect((field('Transaction Type') as HTMLSelectElement).value).toBe('SALE');
  });

  it('when the type is a transfer, then there is no price or currency and a recipient is required', async () => {
    await renderPage(`/transactions/new?lotId=${A.id}`);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(A.id) })).toHaveProperty('checked', true),
    );
    set('Transaction Type', 'TRANSFER');
    expect(screen.queryByLabelText(`Price per Unit for ${A.id}`)).toBeNull();
    expect(screen.queryByLabelText(`Currency for ${A.id}`)).toBeNull();
    set(`Quantity for ${A.id}`, '10');

    await submit();
    await waitFor(() => expect(messageOf('Organization')).toContain(M.recipientRequired));
    expect(document.activeElement).toBe(field('Organization'));
  });

  it('when a transfer goes to an organization on the portal, then it is picked from the search and the PENDING toast names it', async () => {
    handlers.transactions.create = () => ({ id: '00000000-0000-4000-8000-0000000000c2', status: 'PENDING' });
    await renderPage(`/transactions/new?lotId=${A.id}`);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(A.id) })).toHaveProperty('checked', true),
    );
    set('Transaction Type', 'TRANSFER');
    set(`Quantity for ${A.id}`, '10');

    const combobox = screen.getByRole('combobox', { name: 'Organization' });
    fireEvent.focus(combobox);
    fireEvent.change(combobox, { target: { value: 'Mal' } });
    await waitFor(() => expect(callsOf('transactions', 'recipients').at(-1)?.query).toEqual({ q: 'Mal' }));
    const option = await screen.findByRole('option', { name: 'Malwa Agro' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect((combobox as HTMLInputElement).value).toBe('Malwa Agro');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');

    await submit();
    await waitFor(() => expect(where()).toBe('/transactions'));
    expect(callsOf('transactions', 'create')[0]?.body).toMatchObject({
      manifest_type: 'TRANSFER',
      items: [{ lot_id: A.id, quantity: 10, unit: 'Kg', price_per_unit: null, currency: null }],
      recipient_organization_id: MALWA.id,
      recipient_email: null,
    });
    expect(toasts).toEqual([{ type: 'success', message: M.pending('Malwa Agro') }]);
  });

  it("when the recipients cannot load, then 'Failed to load users'", async () => {
    handlers.transactions.recipients = () => {
      throw new Error('boom');
    };
    await renderPage(`/transactions/new?lotId=${A.id}`);
    set('Transaction Type', 'TRANSFER');
    fireEvent.focus(screen.getByRole('combobox', { name: 'Organization' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.loadRecipientsFailed);
  });

  it('when the recipient is not on the portal yet, then the e-mail is sent and the AWAITING_CLAIM toast names it', async () => {
    handlers.transactions.create = () => ({ id: '00000000-0000-4000-8000-0000000000c3', status: 'AWAITING_CLAIM' });
    await renderPage(`/transactions/new?lotId=${A.id}`);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(A.id) })).toHaveProperty('checked', true),
    );
    set('Transaction Type', 'TRANSFER');
    set(`Quantity for ${A.id}`, '10');
    fireEvent.click(screen.getByRole('radio', { name: 'Someone not on the portal yet' }));
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();

    set('Recipient e-mail', 'not-an-email');
    await submit();
    await waitFor(() => expect(messageOf('Recipient e-mail')).toContain(M.recipientEmailInvalid));

    set('Recipient e-mail', 'ravi@example.org');
    await submit();
    await waitFor(() => expect(where()).toBe('/transactions'));
    expect(callsOf('transactions', 'create')[0]?.body).toMatchObject({
      recipient_organization_id: null,
      recipient_email: 'ravi@example.org',
    });
    expect(toasts).toEqual([{ type: 'success', message: M.awaitingClaim('ravi@example.org') }]);
  });

  it('when the type is an adjustment or an opening balance, then there is no recipient and each says what it does', async () => {
    await renderPage(`/transactions/new?lotId=${A.id}`);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(A.id) })).toHaveProperty('checked', true),
    );
    set('Transaction Type', 'ADJUSTMENT');
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(messageOf('Transaction Type')).toContain('corrected amount your organization owns');
    set(`Corrected quantity for ${A.id}`, '30');
    await submit();
    await waitFor(() =>
      expect(messageOf('Overall Notes (reason for the adjustment)')).toBe(M.adjustmentReasonRequired),
    );

    set('Transaction Type', 'INITIAL');
    expect(messageOf('Transaction Type')).toContain('opening balance');
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
  });

  it('when the server refuses, then its message shows in a banner in the form and nothing entered is lost', async () => {
    handlers.transactions.create = () => {
      throw new ApiError(409, 'conflict', M.insufficientQuantity(12, 'Kg'));
    };
    await renderPage(`/transactions/new?lotId=${A.id}`);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(A.id) })).toHaveProperty('checked', true),
    );
    set(`Quantity for ${A.id}`, '25');
    set(`Price per Unit for ${A.id}`, '80');
    set('Overall Notes', 'For Malwa');
    await submit();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.insufficientQuantity(12, 'Kg')));
    expect(where()).toBe(`/transactions/new?lotId=${A.id}`);
    expect(field(`Quantity for ${A.id}`).value).toBe('25');
    expect(field(`Price per Unit for ${A.id}`).value).toBe('80');
    expect(field('Overall Notes').value).toBe('For Malwa');
    expect(toasts).toEqual([{ type: 'error', message: M.createFailed(M.insufficientQuantity(12, 'Kg')) }]);
  });

  it('when a never-tested lot is sold, then the form says so, asks for the acknowledgement and sends it; a failed lot is marked as unsaleable', async () => {
    const untested = lotOption('SL-20261103-0900000-0003', { quality: 'not_tested' });
    const failed = lotOption('SL-20261104-0900000-0004', { quality: 'failed' });
    handlers.transactions.lotOptions = () => ({ items: [A, untested, failed] });
    handlers.transactions.create = () => ({ id: '00000000-0000-4000-8000-0000000000c3', status: 'COMPLETED' });
    await renderPage();
    await screen.findByRole('checkbox', { name: new RegExp(untested.id) });
    tick(A.id);
    expect(screen.queryByTestId('untested-sale')).toBeNull();
    tick(failed.id);
    expect(screen.getByTestId('sale-quality').textContent).toBe(
      'Its seed test failed: it cannot be sold (below minimum standards).',
    );
    tick(failed.id);
    tick(untested.id);
    expect(screen.getByTestId('untested-sale').textContent).toContain(`Seed lot ${untested.id} has never been tested.`);
    const acknowledge = screen.getByRole('checkbox', { name: /^Sell untested seed/ });
    expect(acknowledge.getAttribute('aria-describedby')).toBeTruthy();
    for (const lot of [A, untested]) {
      set(`Quantity for ${lot.id}`, '2');
      set(`Price per Unit for ${lot.id}`, '80');
    }
    fireEvent.click(acknowledge);
    await submit();
    await waitFor(() => expect(callsOf('transactions', 'create')).toHaveLength(1));
    expect(callsOf('transactions', 'create')[0]?.body).toMatchObject({ untested_acknowledged: true });
  });

  it('when the server finds a lot untested that the list thought tested, then its message shows and the acknowledgement appears', async () => {
    handlers.transactions.create = () => {
      throw new ApiError(409, 'sale_lot_untested', M.saleUntested(A.id));
    };
    await renderPage(`/transactions/new?lotId=${A.id}`);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(A.id) })).toHaveProperty('checked', true),
    );
    set(`Quantity for ${A.id}`, '2');
    set(`Price per Unit for ${A.id}`, '80');
    expect(screen.queryByTestId('untested-sale')).toBeNull();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.saleUntested(A.id)));
    expect(screen.getByRole('checkbox', { name: /^Sell untested seed/ })).toHaveProperty('checked', false);
  });

  it("when the organization has no lot, or they cannot load, then the spec's words", async () => {
    handlers.transactions.lotOptions = () => ({ items: [] });
    await renderPage();
    expect((await screen.findByTestId('no-lots')).textContent).toBe(M.noLots);
    cleanup();

    handlers.transactions.lotOptions = () => {
      throw new Error('boom');
    };
    await renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(M.loadLotsFailed);
  });

  it('when the lots are searched, then the server is asked with q', async () => {
    await renderPage();
    await screen.findByRole('checkbox', { name: new RegExp(A.id) });
    set('Search your lots', 'Rice');
    await waitFor(() =>
      expect(callsOf('transactions', 'lotOptions').at(-1)?.query).toEqual({ q: 'Rice', lotId: undefined }),
    );
  });

  it('when New Transaction is pressed on the list, then the form opens in a dialog and Cancel closes it', async () => {
    await renderApp(<TransactionsPage />, {
      i18n,
      namespace: NAMESPACE,
      user: { role: 'manager' },
      url: '/transactions',
      path: '/transactions',
    });
    fireEvent.click(await screen.findByRole('button', { name: M.newTransaction }));
    const dialog = await screen.findByRole('dialog', { name: 'New Transaction' }, { timeout: 3000 });
    await within(dialog).findByRole('checkbox', { name: new RegExp(A.id) });
    expect(within(dialog).getByRole('button', { name: M.submit })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
