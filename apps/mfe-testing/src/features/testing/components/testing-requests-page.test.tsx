import { loadApiContract } from '@seed/auth';
import { callsOf, handlers, renderApp, stubApi, where } from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { COMPANY, LAB, organization, requestRow } from '../../../test/fixtures';
import { TestingRequestsPage } from './testing-requests-page';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

beforeAll(() => loadApiContract());
beforeEach(() => stubApi());
afterEach(() => cleanup());

const SENT = requestRow();
const RECEIVED = requestRow({
  id: '00000000-0000-4000-8000-000000000002',
  sampleNumber: 'TS-2026-000200',
  status: 'in_testing',
  lot: { id: 'SL-20261105-0900000-0002', crop: 'Paddy', variety: null, generation: null },
  seedClass: 'foundation',
  requestedAt: '2026-11-02T05:30:00.000Z',
});

const renderList = (url: string, type: 'seed_grower' | 'testing_agency') =>
  renderApp(<TestingRequestsPage />, {
    i18n,
    namespace: NAMESPACE,
    url,
    path: '/testing-requests',
    user: { role: 'manager', organization: organization(type) },
  });

const table = () => screen.getByRole('table', { name: 'Testing requests' });

describe('the testing requests list', () => {
  it('when a seed company opens it, then its Sent samples show with their laboratory, class, status and the Indian date, each a link to the detail', async () => {
    handlers.testing.queue = ({ query }) => ({ items: query?.side === 'sent' ? [SENT] : [RECEIVED], nextCursor: null });
    await renderList('/testing-requests', 'seed_grower');

    await screen.findByRole('table', { name: 'Testing requests' });
    expect(screen.getByRole('tab', { name: 'Sent' }).getAttribute('aria-selected')).toBe('true');
    expect(callsOf('testing', 'queue')[0]?.query).toMatchObject({ side: 'sent' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Sample number', 'Crop · variety', 'Class', 'Laboratory', 'Status', 'Requested']);
    const row = within(within(table()).getByText(SENT.sampleNumber).closest('tr')!);
    expect(row.getByText('Wheat · HI 1544')).toBeTruthy();
    expect(row.getByText('Certified')).toBeTruthy();
    expect(row.getByText(LAB.name)).toBeTruthy();
    expect(row.getByText('Requested', { selector: 'span' }).className).toContain('bg-blue-100');
    expect(row.getByText('21 Nov 2026')).toBeTruthy();
    expect(row.getByRole('link', { name: `Open sample ${SENT.sampleNumber}` }).getAttribute('href')).toBe(
      `/testing-requests/${SENT.id}`,
    );
    expect(screen.getAllByRole('link', { name: 'New testing request' })[0]!.getAttribute('href')).toBe(
      '/testing-requests/new',
    );
  });

  it('when the Received tab is chosen, then the queue of the laboratory side loads with the company column, and the tab is in the URL', async () => {
    handlers.testing.queue = ({ query }) => ({ items: query?.side === 'sent' ? [SENT] : [RECEIVED], nextCursor: null });
    await renderList('/testing-requests', 'seed_grower');
    await screen.findByRole('table', { name: 'Testing requests' });

    fireEvent.click(screen.getByRole('tab', { name: 'Received' }));
    await within(table()).findByText(RECEIVED.sampleNumber);
    expect(where()).toBe('/testing-requests?side=received');
    expect(callsOf('testing', 'queue').at(-1)?.query).toMatchObject({ side: 'received' });
    expect(within(table()).getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    const row = within(within(table()).getByText(RECEIVED.sampleNumber).closest('tr')!);
    expect(row.getByText(COMPANY.name)).toBeTruthy();
    expect(row.getByText('Paddy')).toBeTruthy();
    expect(row.getByText('In testing').className).toContain('bg-yellow-100');
  });

  it('when a laboratory filters by status and searches, then both go to the URL and the server, and Clear filters drops them', async () => {
    handlers.testing.queue = () => ({ items: [RECEIVED], nextCursor: null });
    await renderList('/testing-requests', 'testing_agency');
    await screen.findByRole('table', { name: 'Testing requests' });
    expect(screen.getByRole('tab', { name: 'Received' }).getAttribute('aria-selected')).toBe('true');
    expect(callsOf('testing', 'queue')[0]?.query).toMatchObject({ side: 'received' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_testing' } });
    await waitFor(() => expect(callsOf('testing', 'queue').at(-1)?.query).toMatchObject({ status: 'in_testing' }));
    expect(where()).toBe('/testing-requests?status=in_testing');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'TS-2026-0002' } });
    await waitFor(() => expect(where()).toBe('/testing-requests?status=in_testing&q=TS-2026-0002'));
    await waitFor(() =>
      expect(callsOf('testing', 'queue').at(-1)?.query).toMatchObject({
        side: 'received',
        status: 'in_testing',
        q: 'TS-2026-0002',
      }),
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear filters' })));
    expect(where()).toBe('/testing-requests');
  });

  it('when nothing was sent yet, then the empty state says how to start, with the New testing request link; a filtered empty list offers to clear', async () => {
    handlers.testing.queue = () => ({ items: [], nextCursor: null });
    await renderList('/testing-requests', 'seed_grower');
    expect(await screen.findByText('You have not sent any samples for testing yet')).toBeTruthy();
    expect(screen.getByText(/Request a test from a seed lot's page/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New testing request' })).toHaveLength(2);
    cleanup();

    await renderList('/testing-requests?side=received&status=rejected', 'seed_grower');
    expect(await screen.findByText('No testing requests match these filters')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('when there is an older page, then Older asks for it with the cursor and Newer comes back', async () => {
    handlers.testing.queue = ({ query }) =>
      query?.before ? { items: [RECEIVED], nextCursor: null } : { items: [SENT], nextCursor: 'cursor-1' };
    await renderList('/testing-requests', 'seed_grower');
    await within(await screen.findByRole('table', { name: 'Testing requests' })).findByText(SENT.sampleNumber);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await within(table()).findByText(RECEIVED.sampleNumber);
    expect(where()).toBe('/testing-requests?before=cursor-1');
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await within(table()).findByText(SENT.sampleNumber);
    expect(where()).toBe('/testing-requests');
  });

  it('when the queue is refused, then its words show in a banner', async () => {
    handlers.testing.queue = () => {
      throw new Error('Only admins and managers can manage seed testing');
    };
    await renderList('/testing-requests', 'seed_grower');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load the testing requests: Only admins and managers can manage seed testing',
    );
  });
});
