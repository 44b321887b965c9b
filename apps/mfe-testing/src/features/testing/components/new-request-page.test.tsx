import { ApiError, apiFetch, loadApiContract } from '@seed/auth';
import { TESTING_MESSAGES as M, todayInIndia } from '@seed/domain';
import {
  callsOf,
  descriptionOf,
  field,
  handlers,
  listenToToasts,
  renderApp,
  stubApi,
  toasts,
  where,
} from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { LAB, OTHER_LAB, organization } from '../../../test/fixtures';
import { NewTestingRequestPage } from './new-request-page';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

const LOT = 'SL-20261101-0900000-0001';
const CREATED = { id: '00000000-0000-4000-8000-000000000009', sampleNumber: 'TS-2026-000321' };

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  stubApi();
  handlers.testing.laboratories = () => ({ items: [LAB, OTHER_LAB] });
  stopToasts = listenToToasts();
});
afterEach(() => {
  stopToasts();
  cleanup();
});

const renderForm = (url = `/testing-requests/new?lot=${LOT}`) =>
  renderApp(<NewTestingRequestPage />, {
    i18n,
    namespace: NAMESPACE,
    url,
    path: '/testing-requests/new',
    user: { role: 'manager', organization: organization('seed_grower') },
  });

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the testing request form', () => {
  it('when it opens from a lot, then the lot is filled in, our own laboratory comes first, the sample is drawn today, and the always-done tests are named', async () => {
    await renderForm();
    await screen.findByRole('option', { name: LAB.name });
    expect(field('Seed lot ID').value).toBe(LOT);
    const labs = [...(field('Laboratory') as unknown as HTMLSelectElement).options].map((o) => o.text);
    expect(labs).toEqual(['Our own laboratory', LAB.name, OTHER_LAB.name]);
    expect(field('Date the sample was drawn').value).toBe(todayInIndia());
    expect(field('Date the sample was drawn').max).toBe(todayInIndia());
    expect(screen.getByText(/Physical purity, germination and moisture are always tested/)).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Other distinguishable varieties',
      'Genetic purity (grow-out test)',
      'Seed health',
      'Revalidation test',
    ]);
  });

  it("when it is sent incomplete, then the contract's messages show under their fields and nothing is sent", async () => {
    await renderForm('/testing-requests/new');
    await screen.findByRole('option', { name: LAB.name });
    set('Date the sample was drawn', '2999-01-01');
    await submit();
    await waitFor(() => expect(descriptionOf('Seed class')).toContain(M.classRequired));
    expect(descriptionOf('Seed lot ID')).toContain(M.lotNotFound);
    expect(descriptionOf('Sample weight (g)')).toContain(M.sampleWeightInvalid);
    expect(descriptionOf('Date the sample was drawn')).toContain(M.sampleDateInvalid);
    expect(field('Seed class').getAttribute('aria-invalid')).toBe('true');
    expect(callsOf('testing', 'createRequest')).toHaveLength(0);
  });

  it('when it is complete, then the body goes to the API and the new request opens with its sample number in a toast', async () => {
    handlers.testing.createRequest = () => CREATED;
    await renderForm();
    await screen.findByRole('option', { name: LAB.name });
    set('Laboratory', LAB.id);
    set('Seed class', 'certified');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Genetic purity (grow-out test)' }));
    set('Sample weight (g)', '1000');
    set('Container', 'vapour_proof');
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Bagged, kharif' } });
    await submit();

    await waitFor(() => expect(where()).toBe(`/testing-requests/${CREATED.id}`));
    expect(callsOf('testing', 'createRequest')[0]?.body).toMatchObject({
      seed_lot_id: LOT,
      laboratory_organization_id: LAB.id,
      seed_class: 'certified',
      tests: ['genetic_purity'],
      sample_weight_g: 1000,
      sample_drawn_on: todayInIndia(),
      container: 'vapour_proof',
      is_revalidation: false,
      notes: 'Bagged, kharif',
    });
    expect(toasts.at(-1)).toMatchObject({
      type: 'success',
      message: 'Testing request sent: sample number TS-2026-000321',
    });
  });

  it("when our own laboratory is kept, then the body names no laboratory; when the API refuses, then its words show in the form's banner", async () => {
    handlers.testing.createRequest = () => {
      throw new ApiError(409, 'conflict', M.requestOpen);
    };
    await renderForm();
    await screen.findByRole('option', { name: LAB.name });
    set('Seed class', 'foundation');
    set('Sample weight (g)', '500');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(M.requestOpen));
    expect(callsOf('testing', 'createRequest')[0]?.body).toMatchObject({ laboratory_organization_id: null, tests: [] });
    expect(where()).toBe(`/testing-requests/new?lot=${LOT}`);
    expect(vi.mocked(apiFetch)).toHaveBeenCalled();
  });
});
