import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth-provider';
import { createAuthStore } from './auth-store';
import { useLanguageChoice } from './language-choice';
import { apiFetch } from './lazy';

vi.mock('./lazy', async (original) => ({ ...(await original<typeof import('./lazy')>()), apiFetch: vi.fn() }));

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', supportedLngs: ['en', 'hi', 'mr'], resources: {}, initAsync: false });
afterEach(() => {
  vi.mocked(apiFetch).mockReset();
});

function choiceOf(signedIn: boolean) {
  const store = createAuthStore({ loading: false });
  if (signedIn) store.setState({ user: { id: 'u1' }, profile: { id: 'p1', language: null } as never });
  const session = { start: vi.fn(), reload: vi.fn(async () => {}), signOut: async () => {} };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AuthProvider store={store} session={session}>
        {children}
      </AuthProvider>
    </I18nextProvider>
  );
  return { choose: renderHook(() => useLanguageChoice(), { wrapper }).result.current, session };
}

describe('useLanguageChoice', () => {
  it('when a signed-in person chooses Marathi, then the page takes it and their profile keeps it', async () => {
    const { choose, session } = choiceOf(true);

    await act(() => choose('mr'));

    expect(i18n.language).toBe('mr');
    expect(apiFetch).toHaveBeenCalledWith('accounts', 'setLanguage', { body: { language: 'mr' } });
    expect(session.reload).toHaveBeenCalledOnce();
  });

  it('when nobody is signed in, then only the page takes it, and the session is not started (a public page downloads no auth client)', async () => {
    const { choose, session } = choiceOf(false);

    await act(() => choose('hi'));

    expect(i18n.language).toBe('hi');
    expect(apiFetch).not.toHaveBeenCalled();
    expect(session.start).not.toHaveBeenCalled();
  });

  it('when the profile cannot keep it, then the page still speaks it and the choice rejects', async () => {
    vi.mocked(apiFetch).mockRejectedValueOnce(new Error('offline'));
    const { choose } = choiceOf(true);

    await expect(act(() => choose('en'))).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
  });
});
