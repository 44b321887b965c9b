import { type AuthState, AuthProvider, createAuthStore } from '@seed/auth';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';

const session = { start: () => {}, reload: async () => {}, signOut: async () => {} };

/** A page of this remote at `url`, signed out unless `auth` says otherwise, with its translations (the forms' tests). */
export function renderPage(page: ReactNode, url = '/', auth: Partial<AuthState> = {}) {
  render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider store={createAuthStore({ loading: false, ...auth })} session={session}>
        <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
      </AuthProvider>
    </I18nextProvider>,
  );
}

/** The input or select labelled `label` (a tab panel may carry the same name). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input, select' });
}

/** The text of what describes a field: its hint and its message, as a screen reader reads them. */
export function descriptionOf(label: string): string {
  return (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
