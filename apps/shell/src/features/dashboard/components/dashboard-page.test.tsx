import { AuthProvider, OFFLINE_SESSION, createAuthStore } from '@seed/auth';
import type { Dashboard, Organization, OrganizationType } from '@seed/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import DashboardPage from './dashboard-page';

// What GET /api/v1/dashboard answers in a test; the rest of @seed/auth is real.
const answer = vi.hoisted(() => ({ body: null as unknown }));
vi.mock('@seed/auth', async (original) => ({
  ...(await original<typeof import('@seed/auth')>()),
  apiFetch: async (slice: string) => {
    if (slice !== 'dashboard') throw new Error(`unexpected call to ${slice}`);
    return answer.body;
  },
}));

afterEach(cleanup);

const lot = (id: string, status: 'passed' | 'failed' | 'expired', validUntil: string | null, testedOn: string) => ({
  lot_id: id,
  crop: 'Wheat',
  variety: 'HI 1544',
  status,
  valid_until: validUntil,
  tested_on: testedOn,
});

const BASE: Dashboard = {
  counts: { farms: 1, seed_lots: 9, testing_requests: 3, transactions: 2 },
  recent_activity: [],
  seed_tests: {
    expiring: { count: 1, lots: [lot('SL-20261101-0000001-0001', 'passed', '2026-12-07', '2026-03-07')] },
    failed_or_expired: {
      count: 7,
      lots: [
        lot('SL-20261101-0000002-0001', 'failed', null, '2026-11-20'),
        lot('SL-20261101-0000003-0001', 'expired', '2026-10-27', '2026-01-27'),
      ],
    },
  },
  laboratory_queue: {
    counts: { requested: 4, received: 2, in_testing: 1 },
    oldest: [
      {
        id: '6f1c2a7e-0000-4000-8000-000000000001',
        sample_number: 'SMP-2026-000042',
        status: 'requested',
        lot_id: 'SL-20261101-0000009-0001',
        crop: 'Paddy',
        variety: null,
        company: 'Kisan Seeds',
        requested_at: '2026-11-02T04:30:00.000Z',
      },
    ],
  },
  certification: {
    agency_queue: {
      counts: { applied: 3, inspecting: 1 },
      oldest: [
        {
          id: '7a2d3b8f-0000-4000-8000-000000000002',
          application_number: 'CA-2026-000017',
          status: 'applied',
          lot_id: 'SL-20261101-0000010-0001',
          crop: 'Soybean',
          variety: 'JS 335',
          company: 'Kisan Seeds',
          applied_at: '2026-11-03T05:00:00.000Z',
        },
      ],
    },
    in_progress: {
      count: 2,
      applications: [
        {
          id: '7a2d3b8f-0000-4000-8000-000000000003',
          application_number: 'CA-2026-000021',
          status: 'inspecting',
          lot_id: 'SL-20261101-0000011-0001',
          agency: 'Maharashtra State Seed Certification Agency',
          applied_at: '2026-11-05T05:00:00.000Z',
        },
      ],
    },
    expiring: {
      count: 1,
      certificates: [
        {
          application_id: '7a2d3b8f-0000-4000-8000-000000000004',
          certificate_number: 'MSSCA/2026/00418',
          seed_class: 'certified',
          lot_id: 'SL-20261101-0000012-0001',
          valid_until: '2026-12-10',
        },
      ],
    },
  },
};

function renderDashboard(type: OrganizationType, body: Dashboard = BASE) {
  answer.body = body;
  const store = createAuthStore({ loading: false });
  store.setState({
    user: { id: 'u1' },
    profile: { full_name: 'Asha', role: 'admin' } as never,
    organization: { id: 'o1', name: 'Green Fields', type, status: 'active' } as Organization,
    role: 'admin',
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider store={store} session={OFFLINE_SESSION}>
          <MemoryRouter>
            <DashboardPage />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the dashboard of a seed company (issue 27)', () => {
  it('when a test expires soon, then its lot is listed with its date in the Indian style, linking to the lot', async () => {
    renderDashboard('seed_grower');
    // the first render of the file loads the panel's lazy chunk: more than findBy's second on a busy machine
    const panel = await screen.findByRole('region', { name: 'Tests expiring within 30 days' }, { timeout: 5000 });

    expect(within(panel).getByText('1 lot')).toBeTruthy();
    const link = within(panel).getByRole('link', { name: /SL-20261101-0000001-0001/ });
    expect(link.getAttribute('href')).toBe('/seed-lots/SL-20261101-0000001-0001');
    expect(link.textContent).toContain('Wheat, HI 1544');
    expect(link.textContent).toContain('valid until 7 Dec 2026');
  });

  it('when tests failed or expired, then each lot says which and when, and the count says how many more there are', async () => {
    renderDashboard('seed_grower');
    const panel = await screen.findByRole('region', { name: 'Failed or expired tests' }, { timeout: 5000 });
    const links = within(panel).getAllByRole('link', { name: /^SL-/ });

    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/seed-lots/SL-20261101-0000002-0001',
      '/seed-lots/SL-20261101-0000003-0001',
    ]);
    expect(links[0]?.textContent).toContain('failed its seed test on 20 Nov 2026');
    expect(links[1]?.textContent).toContain('test expired: it was valid until 27 Oct 2026');
    expect(within(panel).getByText('7 lots')).toBeTruthy();
    expect(within(panel).getByText('Showing 2 of 7')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'View all seed lots' }).getAttribute('href')).toBe('/seed-lots');
  });

  it('when nothing expires or failed, then both panels say so, and the laboratory queue is not shown', async () => {
    renderDashboard('seed_grower', {
      ...BASE,
      seed_tests: { expiring: { count: 0, lots: [] }, failed_or_expired: { count: 0, lots: [] } },
    });

    expect(await screen.findByText('No seed test of your lots ends within the next 30 days.')).toBeTruthy();
    expect(screen.getByText('No lot of yours has a failed or expired seed test.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Oldest open requests' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add New Farm' })).toBeTruthy();
  });
});

describe('the dashboard of a laboratory (issue 27)', () => {
  it('when requests wait, then it counts them per status and lists the oldest, linking to each request', async () => {
    renderDashboard('testing_agency');
    const panel = await screen.findByRole('region', { name: 'Oldest open requests' });
    const link = await within(panel).findByRole('link', { name: /SMP-2026-000042/ });

    const counts = screen.getByRole('list', { name: "Your laboratory's open requests" });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Waiting to be received4', 'Received2', 'In testing1']);
    expect(link.getAttribute('href')).toBe('/testing-requests/6f1c2a7e-0000-4000-8000-000000000001');
    expect(link.textContent).toContain('Paddy');
    expect(link.textContent).toContain('from Kisan Seeds');
    expect(link.textContent).toContain('requested 2 Nov 2026');
  });

  it('when a laboratory opens its dashboard, then there are no farm, seed lot or transaction counts, panels or actions', async () => {
    renderDashboard('testing_agency');
    await screen.findByRole('region', { name: 'Oldest open requests' });

    expect(screen.queryByText('Total Farms')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Failed or expired tests' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add New Farm' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View testing requests' }).getAttribute('href')).toBe('/testing-requests');
  });
});

describe('the certification panels (issue 28)', () => {
  it('when a company has applications with an agency and a certificate ending soon, then both panels list them, linking to the application', async () => {
    renderDashboard('seed_grower');
    const progress = await screen.findByRole('region', { name: 'Certification in progress' }, { timeout: 5000 });
    const link = within(progress).getByRole('link', { name: /CA-2026-000021/ });
    expect(link.getAttribute('href')).toBe('/certification/7a2d3b8f-0000-4000-8000-000000000003');
    expect(link.textContent).toContain('Inspecting');
    expect(link.textContent).toContain('with Maharashtra State Seed Certification Agency');
    expect(link.textContent).toContain('applied 5 Nov 2026');
    expect(within(progress).getByText('2 applications')).toBeTruthy();
    expect(within(progress).getByRole('link', { name: 'View all applications' }).getAttribute('href')).toBe(
      '/certification?side=sent',
    );

    const expiring = screen.getByRole('region', { name: 'Certificates expiring within 30 days' });
    const certificate = within(expiring).getByRole('link', { name: /MSSCA\/2026\/00418/ });
    expect(certificate.getAttribute('href')).toBe('/certification/7a2d3b8f-0000-4000-8000-000000000004');
    expect(certificate.textContent).toContain('valid until 10 Dec 2026');
  });

  it('when a certification agency opens its dashboard, then it sees its queue per status and the oldest application, and no company panels', async () => {
    renderDashboard('field_inspection_agency');
    const panel = await screen.findByRole('region', { name: 'Oldest open applications' }, { timeout: 5000 });
    const link = await within(panel).findByRole('link', { name: /CA-2026-000017/ });
    expect(link.getAttribute('href')).toBe('/certification/7a2d3b8f-0000-4000-8000-000000000002');
    expect(link.textContent).toContain('Soybean, JS 335');
    expect(link.textContent).toContain('from Kisan Seeds');

    const counts = screen.getByRole('list', { name: 'Applications waiting for your agency' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Waiting for a first inspection3', 'Inspecting1']);
    expect(screen.queryByText('Total Farms')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Certification in progress' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View certification applications' }).getAttribute('href')).toBe(
      '/certification',
    );
  });
});
