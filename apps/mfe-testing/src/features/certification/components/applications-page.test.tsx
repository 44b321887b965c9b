import { loadApiContract } from '@seed/auth';
import { callsOf, handlers, renderApp, stubApi, where } from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { AGENCY, certificate, COMPANY, organization, summary } from '../../../test/certification-fixtures';
import { CertificationApplicationsPage } from './applications-page';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

beforeAll(() => loadApiContract());
beforeEach(() => stubApi());
afterEach(() => cleanup());

const SENT = summary();
const RECEIVED = summary({
  id: '00000000-0000-4000-8000-000000000a02',
  applicationNumber: 'SCA-2026-000050',
  status: 'certified',
  classSought: 'foundation',
  lot: { id: 'SL-20261105-0900000-0002', crop: 'Paddy', variety: null },
  inspections: 2,
  lastInspectedOn: '2026-10-20',
  certificate: {
    id: certificate().id,
    certificateNumber: 'MSSCA/2026/00418',
    validUntil: '2027-08-19',
    revoked: false,
  },
});

const renderList = (url: string, type: 'seed_grower' | 'field_inspection_agency') =>
  renderApp(<CertificationApplicationsPage />, {
    i18n,
    namespace: NAMESPACE,
    url,
    path: '/certification',
    user: { role: 'manager', organization: organization(type) },
  });

const table = () => screen.getByRole('table', { name: 'Certification applications' });
const rowOf = (number: string) => within(within(table()).getByText(number).closest('tr')!);

describe('the certification applications list', () => {
  it('when a certification agency opens it, then its Received queue shows with the applicant, class sought, status, date, inspections and certificate, each a link to the detail', async () => {
    handlers.certification.listApplications = ({ query }) => ({
      items: query?.side === 'sent' ? [SENT] : [RECEIVED],
      nextCursor: null,
    });
    await renderList('/certification', 'field_inspection_agency');

    await screen.findByRole('table', { name: 'Certification applications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Certification' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Received' }).getAttribute('aria-selected')).toBe('true');
    expect(callsOf('certification', 'listApplications')[0]?.query).toMatchObject({ side: 'received' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Application',
      'Crop · variety',
      'Applicant',
      'Class sought',
      'Status',
      'Applied',
      'Inspections',
      'Certificate',
    ]);
    const row = rowOf(RECEIVED.applicationNumber);
    expect(row.getByText('Paddy')).toBeTruthy();
    expect(row.getByText('SL-20261105-0900000-0002')).toBeTruthy();
    expect(row.getByText(COMPANY.name)).toBeTruthy();
    expect(row.getByText('Foundation')).toBeTruthy();
    expect(row.getByText('Certified', { selector: 'span' }).className).toContain('bg-green-100');
    expect(row.getByText('2 Sep 2026')).toBeTruthy();
    expect(row.getByText('2')).toBeTruthy();
    expect(row.getByText('MSSCA/2026/00418, valid until 19 Aug 2027')).toBeTruthy();
    expect(row.getByRole('link', { name: `Open application ${RECEIVED.applicationNumber}` }).getAttribute('href')).toBe(
      `/certification/${RECEIVED.id}`,
    );
  });

  it('when a seed company opens it, then its Sent applications show with the agency; Received is a tab away and goes in the URL', async () => {
    handlers.certification.listApplications = ({ query }) => ({
      items: query?.side === 'sent' ? [SENT] : [RECEIVED],
      nextCursor: null,
    });
    await renderList('/certification', 'seed_grower');
    await within(await screen.findByRole('table', { name: 'Certification applications' })).findByText(
      SENT.applicationNumber,
    );
    expect(screen.getByRole('tab', { name: 'Sent' }).getAttribute('aria-selected')).toBe('true');
    expect(callsOf('certification', 'listApplications')[0]?.query).toMatchObject({ side: 'sent' });
    const row = rowOf(SENT.applicationNumber);
    expect(within(table()).getByRole('columnheader', { name: 'Agency' })).toBeTruthy();
    expect(row.getByText(AGENCY.name)).toBeTruthy();
    expect(row.getByText('Wheat · HI 1544')).toBeTruthy();
    expect(row.getByText('Applied', { selector: 'span' }).className).toContain('bg-blue-100');

    fireEvent.click(screen.getByRole('tab', { name: 'Received' }));
    await within(table()).findByText(RECEIVED.applicationNumber);
    expect(where()).toBe('/certification?side=received');
    expect(callsOf('certification', 'listApplications').at(-1)?.query).toMatchObject({ side: 'received' });
  });

  it('when the agency filters by status and searches, then both go to the URL and the server, and Clear filters drops them', async () => {
    handlers.certification.listApplications = () => ({ items: [RECEIVED], nextCursor: null });
    await renderList('/certification', 'field_inspection_agency');
    await screen.findByRole('table', { name: 'Certification applications' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inspecting' } });
    await waitFor(() =>
      expect(callsOf('certification', 'listApplications').at(-1)?.query).toMatchObject({ status: 'inspecting' }),
    );
    expect(where()).toBe('/certification?status=inspecting');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'SL-20261105' } });
    await waitFor(() => expect(where()).toBe('/certification?status=inspecting&q=SL-20261105'));
    await waitFor(() =>
      expect(callsOf('certification', 'listApplications').at(-1)?.query).toMatchObject({
        side: 'received',
        status: 'inspecting',
        q: 'SL-20261105',
      }),
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear filters' })));
    expect(where()).toBe('/certification');
  });

  it('when a revoked certificate is listed, then the row says so instead of its validity', async () => {
    handlers.certification.listApplications = () => ({
      items: [
        {
          ...RECEIVED,
          status: 'revoked',
          certificate: { ...RECEIVED.certificate!, revoked: true },
        },
      ],
      nextCursor: null,
    });
    await renderList('/certification', 'field_inspection_agency');
    await screen.findByRole('table', { name: 'Certification applications' });
    const row = rowOf(RECEIVED.applicationNumber);
    expect(row.getByText('MSSCA/2026/00418, revoked')).toBeTruthy();
    expect(row.getByText('Revoked').className).toContain('bg-red-100');
  });

  it('when nothing was received yet, then the empty state says what comes here; a filtered empty list offers to clear', async () => {
    handlers.certification.listApplications = () => ({ items: [], nextCursor: null });
    await renderList('/certification', 'field_inspection_agency');
    expect(await screen.findByText('No applications have been made to your agency yet')).toBeTruthy();
    cleanup();

    await renderList('/certification', 'seed_grower');
    expect(await screen.findByText('You have not applied for certification yet')).toBeTruthy();
    expect(screen.getByText(/Apply from a production lot's page/)).toBeTruthy();
    cleanup();

    await renderList('/certification?status=rejected', 'seed_grower');
    expect(await screen.findByText('No applications match these filters')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('when there is an older page, then Older asks for it with the cursor and Newer comes back', async () => {
    handlers.certification.listApplications = ({ query }) =>
      query?.before ? { items: [RECEIVED], nextCursor: null } : { items: [SENT], nextCursor: 'cursor-1' };
    await renderList('/certification', 'seed_grower');
    await within(await screen.findByRole('table', { name: 'Certification applications' })).findByText(
      SENT.applicationNumber,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await within(table()).findByText(RECEIVED.applicationNumber);
    expect(where()).toBe('/certification?before=cursor-1');
    expect(callsOf('certification', 'listApplications').at(-1)?.query).toMatchObject({ before: 'cursor-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await within(table()).findByText(SENT.applicationNumber);
    expect(where()).toBe('/certification');
  });

  it('when the list is refused, then its words show in a banner', async () => {
    handlers.certification.listApplications = () => {
      throw new Error('Only admins and managers can work on certification');
    };
    await renderList('/certification', 'seed_grower');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load the applications: Only admins and managers can work on certification',
    );
  });
});
