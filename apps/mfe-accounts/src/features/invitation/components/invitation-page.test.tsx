import { AuthProvider, createAuthStore } from '@seed/auth';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { InvitationPage } from './invitation-page';

afterEach(cleanup);

describe('InvitationPage', () => {
  it('when the signed-in user still has to pass their second factor, then the code is asked first and nothing is fetched', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const store = createAuthStore();
    store.setState({ loading: false, user: { id: 'u1', email: 'asha@example.test' } as never, mfaRequired: true });
    const session = { start: () => {}, reload: async () => {}, signOut: async () => {} };

    render(
      <I18nextProvider i18n={i18n}>
        <AuthProvider store={store} session={session}>
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
