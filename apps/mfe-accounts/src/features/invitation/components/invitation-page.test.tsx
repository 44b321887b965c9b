import { AuthProvider, OFFLINE_SESSION, createAuthStore } from '@seed/auth';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { InvitationPage } from './invitation-page';

afterEach(cleanup);

// What GET /api/v1/invitations/{token} answers in a test; the rest of @seed/auth is real.
const invitation = vi.hoisted(() => ({ answer: null as unknown }));
vi.mock('@seed/auth', async (original) => ({
  ...(await original<typeof import('@seed/auth')>()),
  apiFetch: async () => invitation.answer,
}));

describe('InvitationPage', () => {
  it('when the signed-in user still has to pass their second factor, then the code is asked first and nothing is fetched', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const store = createAuthStore();
    store.setState({ loading: false, user: { id: 'u1', email: 'asha@example.test' } as never, mfaRequired: true });

    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <AuthProvider store={store} session={OFFLINE_SESSION}>
          <MemoryRouter initialEntries={['/invitation?token=abc']}>
            <InvitationPage />
          </MemoryRouter>
        </AuthProvider>
      </I18nextProvider>,
    );

    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('InvitationPage, signed out', () => {
  function renderAt(url: string) {
    const store = createAuthStore({ loading: false });
    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <AuthProvider store={store} session={OFFLINE_SESSION}>
          <MemoryRouter initialEntries={[url]}>
            <InvitationPage />
          </MemoryRouter>
        </AuthProvider>
      </I18nextProvider>,
    );
  }
  const answer = (body: unknown) => {
    invitation.answer = body;
    return { mockRestore: () => (invitation.answer = null) };
  };

  it('when the link of a declined invitation is opened, then it says so at once and offers no Accept or Decline', async () => {
    const fetchSpy = answer({
      organization_name: 'Demo Seeds',
      role: 'manager',
      email: 'meena@demo-seeds.in',
      status: 'declined',
    });
    renderAt('/invitation?token=abc');

    expect(await screen.findByText('This invitation has already been used or canceled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in to accept' })).toBeNull();
    fetchSpy.mockRestore();
  });

  it('when a pending invitation is opened, then Register carries the invited e-mail and the invitation', async () => {
    const fetchSpy = answer({
      organization_name: 'Demo Seeds',
      role: 'manager',
      email: 'meena@demo-seeds.in',
      status: 'pending',
    });
    renderAt('/invitation?token=abc');

    const register = await screen.findByRole('link', { name: 'Register with the invited email' });
    expect(register.getAttribute('href')).toBe('/register?email=meena%40demo-seeds.in&invited=true');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    fetchSpy.mockRestore();
  });
});
