import { AuthProvider, OFFLINE_SESSION } from '@seed/auth';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n } from '../i18n/i18n';
import { AppRoutes } from './router';

afterEach(cleanup);
// The routes under test are public, so the session is an offline one (a real one would go on
// loading its modules after the test file has ended).
function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider session={OFFLINE_SESSION}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AuthProvider>
    </I18nextProvider>,
  );
}

describe('shell routes', () => {
  it('when / is opened, then the landing page offers Login, Register, Get Started Free and Register Now', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Trace every seed/);
    for (const name of ['Login', 'Register', 'Get Started Free', 'Register Now']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toMatch(/^\/(login|register)$/);
    }
  });

  it('when a path matches no route, then the not-found page shows with a way home', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('when /unauthorized is opened, then the spec text and Return to Dashboard show', () => {
    renderAt('/unauthorized');
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it.each(['/certification', '/certification/6f1c2a7e-0000-4000-8000-000000000001'])(
    'when %s is opened, then it is a signed-in area of the portal (issue 28), not an unknown page',
    (path) => {
      renderAt(path);
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    },
  );
});
