import { AuthProvider } from '@seed/auth';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import AccountsRoutes from './routes';

afterEach(cleanup);

function renderAt(path: string) {
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <AccountsRoutes />
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('accounts route tree', () => {
  it.each([
    ['/login', 'Sign in to your account'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
  ])('when %s is opened, then its page shows', async (path, title) => {
    renderAt(path);
    // Each page is a lazy chunk: the first one imported in a run can take over a second here.
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe(title);
  });

  it('when a path of no account page is opened, then it says the page was not found', async () => {
    renderAt('/profile/unknown');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  });
});
