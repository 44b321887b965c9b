import { apiDownload, apiFetch, loadApiContract } from '@seed/auth';
import { TRANSACTION_MESSAGES as M } from '@seed/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { MALWA, transaction } from '../../../test/fixtures';
import { callsOf, handlers, listenToToasts, renderApp, stubApi, where } from '@seed/tools/testing/remote-harness';
import { TransactionsPage } from './transactions-page';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  vi.mocked(apiDownload).mockReset();
  vi.mocked(apiFetch).mockReset();
  stubApi();
  stopToasts = listenToToasts();
});
afterEach(() => {
  stopToasts();
  cleanup();
});

const SALE = transaction();
const OPENING = transaction({
  id: '00000000-0000-4000-8000-000000000002',
  type: 'INITIAL',
  from: null,
  to: null,
  items: [],
  notes: null,
});
const EMAILED = transaction({
  id: '00000000-0000-4000-8000-000000000003',
  type: 'TRANSFER',
  status: 'AWAITING_CLAIM',
  to: null,
  toEmail: 'ravi@example.org',
  notes: 'Sent by e-mail',
  items: [transaction().items[0]!],
});

const renderList = (url = '/transactions', role: 'admin' | 'manager' = 'manager') =>
  renderApp(<TransactionsPage />, { i18n, namespace: NAMESPACE, url, path: '/transactions', user: { role } });

const table = () => screen.getByRole('table', { name: 'Transactions' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

describe('the transactions list', () => {
  it("when manifests load, then the spec's columns show with 'System', 'N/A', the e-mail of a waiting claim and 'No items'", async () => {
    handlers.transactions.list = () => ({ items: [SALE, OPENING, EMAILED], nextCursor: null });
    await renderList();

    expect(await screen.findByRole('heading', { level: 1, name: M.title })).toBeTruthy();
    expect(screen.getByText(M.description)).toBeTruthy();
    await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Type', 'From', 'To', 'Items', 'Status', 'Notes']);

    const sale = within(rowOf('Kharif foundation seed'));
    expect(sale.getByText('Sale')).toBeTruthy();
    expect(sale.getByText('Nisha Agro')).toBeTruthy();
    expect(sale.getByText(MALWA.name)).toBeTruthy();
    expect(sale.getByText('Wheat - HI 1544: 25 Kg')).toBeTruthy();
    expect(sale.getByText('Completed').className).toContain('bg-green-100');

    const opening = within(rowOf('No items'));
    expect(opening.getByText('System')).toBeTruthy();
    expect(opening.getByText('N/A')).toBeTruthy();
    expect(opening.getByText('Initial')).toBeTruthy();

    const emailed = within(rowOf('ravi@example.org'));
    expect(emailed.getByText('Awaiting claim').className).toContain('bg-yellow-100');
    expect(emailed.getByText('Transfer')).toBeTruthy();

    // Every row opens its manifest; under 768 px the same rows are stacked cards.
    expect(within(rowOf('No items')).getByRole('link').getAttribute('href')).toBe(`/transactions/${OPENING.id}`);
    expect(within(screen.getByTestId('transaction-cards')).getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it("when there is none, then 'No transactions found.'", async () => {
    handlers.transactions.list = () => ({ items: [], nextCursor: null });
    await renderList();
    expect(await screen.findByText(M.empty)).toBeTruthy();
  });

  it("when the list fails, then 'Failed to fetch transactions: {message}' in a banner", async () => {
    handlers.transactions.list = () => {
      throw new Error('Database unavailable');
    };
    await renderList();
    expect((await screen.findByRole('alert')).textContent).toBe(M.fetchFailed('Database unavailable'));
  });

  it('when filters change, then they go to the URL and to the server, and a URL filter is applied on load', async () => {
    handlers.transactions.list = () => ({ items: [SALE], nextCursor: null });
    await renderList('/transactions?status=PENDING');
    await screen.findByRole('table', { name: 'Transactions' });
    expect(callsOf('transactions', 'list')[0]?.query).toEqual({ status: 'PENDING' });
    expect((screen.getByLabelText('Transaction status') as HTMLSelectElement).value).toBe('PENDING');

    fireEvent.change(screen.getByLabelText('Transaction type'), { target: { value: 'SALE' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Lot ID'), { target: { value: 'SL-2026' } });
    await waitFor(() => expect(where()).toContain('lot=SL-2026'));
    expect(where()).toBe('/transactions?status=PENDING&type=SALE&from=2026-11-01&to=2026-11-30&lot=SL-2026');
    await waitFor(() =>
      expect(callsOf('transactions', 'list').at(-1)?.query).toEqual({
        status: 'PENDING',
        type: 'SALE',
        from: '2026-11-01',
        to: '2026-11-30',
        lot: 'SL-2026',
      }),
    );
    // The shell's top bar has the "Search" box: the list's own filters are named apart.
    expect(screen.queryByLabelText('Search')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(where()).toBe('/transactions');
  });

  it('when there are older manifests, then Next asks for the page before the cursor and Previous comes back', async () => {
    handlers.transactions.list = (input) =>
      (input?.query as { before?: string }).before === 'cursor-2'
        ? { items: [OPENING], nextCursor: 'cursor-3' }
        : (input?.query as { before?: string }).before === 'cursor-3'
          ? { items: [EMAILED], nextCursor: null }
          : { items: [SALE], nextCursor: 'cursor-2' };
    await renderList('/transactions?type=SALE');
    await screen.findByText('Kharif foundation seed', { selector: 'td span' });
    const pages = () => within(screen.getByRole('navigation', { name: 'Transaction pages' }));
    expect(pages().getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(pages().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where()).toBe('/transactions?type=SALE&before=cursor-2'));
    await screen.findAllByText('No items');
    fireEvent.click(pages().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where()).toBe('/transactions?type=SALE&before=cursor-3'));
    await screen.findAllByText('ravi@example.org');
    expect(pages().getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.click(pages().getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(where()).toBe('/transactions?type=SALE&before=cursor-2'));
    fireEvent.click(pages().getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(where()).toBe('/transactions?type=SALE'));
    // Newer pages come back from the cache (refreshed in the background).
    expect(
      callsOf('transactions', 'list')
        .map((c) => (c?.query as { before?: string }).before)
        .slice(0, 3),
    ).toEqual([undefined, 'cursor-2', 'cursor-3']);
  });

  it('when Export CSV is pressed, then the filtered list downloads as a file', async () => {
    handlers.transactions.list = () => ({ items: [SALE], nextCursor: 'cursor-2' });
    handlers.transactions.exportCsv = () => new Blob(['date,type\n'], { type: 'text/csv' });
    const createObjectURL = vi.fn(() => 'blob:transactions');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderList('/transactions?type=SALE&before=cursor-1');
    await screen.findByRole('table', { name: 'Transactions' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(vi.mocked(apiDownload).mock.calls[0]).toEqual(['transactions', 'exportCsv', { query: { type: 'SALE' } }]);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toMatch(
      /^transactions-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    click.mockRestore();
  });

  it('when an admin turns on manual acceptance, then the setting is saved; a manager has no switch', async () => {
    handlers.transactions.list = () => ({ items: [], nextCursor: null });
    handlers.transactions.settings = () => ({ accept_transfers_manually: false });
    handlers.transactions.updateSettings = (input) => input?.body;
    await renderList('/transactions', 'admin');
    const toggle = await screen.findByRole('switch', { name: 'Accept incoming transfers manually' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toContain(
      'wait as Pending until someone here accepts',
    );

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(callsOf('transactions', 'updateSettings')[0]?.body).toEqual({ accept_transfers_manually: true });

    cleanup();
    await renderList('/transactions', 'manager');
    await screen.findByText(M.empty);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('the catalogue', () => {
  it("holds libs/domain's words for the spec's texts", () => {
    expect(i18n.t('transactions.title', { ns: NAMESPACE })).toBe(M.title);
    expect(i18n.t('transactions.description', { ns: NAMESPACE })).toBe(M.description);
    expect(i18n.t('transactions.new', { ns: NAMESPACE })).toBe(M.newTransaction);
    expect(i18n.t('transactions.empty', { ns: NAMESPACE })).toBe(M.empty);
    expect(i18n.t('transactions.fetchFailed', { message: 'x', ns: NAMESPACE })).toBe(M.fetchFailed('x'));
  });
});
