import { loadApiContract } from '@seed/auth';
import { handlers, renderApp, stubApi } from '@seed/tools/testing/remote-harness';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../i18n/i18n';
import { application, APPLICATION_ID, organization } from '../test/certification-fixtures';
import TestingRoutes from './routes';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
}));

beforeAll(() => loadApiContract());
beforeEach(() => stubApi());
afterEach(() => cleanup());

// The shell mounts this one remote at two places; its tree is chosen by the path (issue 28).
const renderAt = (url: string, path: string) =>
  renderApp(<TestingRoutes />, {
    i18n,
    namespace: NAMESPACE,
    url,
    path,
    user: { role: 'admin', organization: organization('field_inspection_agency') },
  });

describe("the remote's routes", () => {
  it('when it is mounted at /certification, then the applications list and an application open there', async () => {
    handlers.certification.listApplications = () => ({ items: [], nextCursor: null });
    handlers.certification.getApplication = () => application({ isAgency: true });
    await renderAt('/certification', '/certification/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certification' })).toBeTruthy();
    cleanup();

    await renderAt(`/certification/${APPLICATION_ID}`, '/certification/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application SCA-2026-000042' })).toBeTruthy();
  });

  it('when it is mounted at /testing-requests, then the testing requests list opens as before', async () => {
    handlers.testing.queue = () => ({ items: [], nextCursor: null });
    await renderAt('/testing-requests', '/testing-requests/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'Testing Requests' })).toBeTruthy();
  });
});
