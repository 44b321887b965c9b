import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import AccountsRoutes from './routes';

describe('accounts route tree', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/register', 'Register'],
    ['/auth/callback', 'Signing you in'],
    ['/organization/members', 'Organization Members'],
  ])('when %s is opened, then its page says it is not available yet', (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AccountsRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(/not available yet/)).toBeTruthy();
  });
});
