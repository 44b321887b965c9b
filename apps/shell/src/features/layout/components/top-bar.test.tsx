import { AuthProvider, createAuthStore } from '@seed/auth';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import frameEn from '../../../i18n/frame.en.json';
import { TopBar } from './top-bar';

i18n.addResourceBundle('en', 'translation', frameEn, true, false);
afterEach(cleanup);

function renderTopBar() {
  const store = createAuthStore({ loading: false });
  store.setState({
    user: { id: 'u1' },
    profile: { full_name: 'Demo Admin', role: 'admin' } as never,
    role: 'admin',
  });
  const session = { start: () => {}, reload: async () => {}, signOut: async () => {} };
  render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider store={store} session={session}>
        <MemoryRouter>
          <TopBar onOpenMenu={() => {}} menuOpen={false} />
        </MemoryRouter>
      </AuthProvider>
    </I18nextProvider>,
  );
}

describe('TopBar', () => {
  it('when the top bar shows, then it has no dead controls: no search box that ignores Enter, no bell with a permanent dot', () => {
    renderTopBar();

    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /notifications/i })).toBeNull();
  });

  it("when the user menu shows the user's name, then its accessible name starts with that name (WCAG 2.5.3)", () => {
    renderTopBar();

    const button = screen.getByRole('button', { name: /user menu/i });
    expect(button.getAttribute('aria-label')).toMatch(/^Demo Admin\b/);
    expect(button.textContent).toContain('Demo Admin');
  });
});
