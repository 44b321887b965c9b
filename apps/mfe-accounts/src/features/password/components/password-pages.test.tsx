import { AuthProvider, OFFLINE_SESSION, createAuthStore, loadApiContract } from '@seed/auth';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

// As in the portal, where the shell has loaded the contract before a form is used.
beforeAll(() => loadApiContract());
afterEach(cleanup);

function renderPage(page: ReactNode) {
  const store = createAuthStore({ loading: false, user: { id: 'u1', email: 'asha@example.com' } });
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <AuthProvider store={store} session={OFFLINE_SESSION}>
        <MemoryRouter>{page}</MemoryRouter>
      </AuthProvider>
    </I18nextProvider>,
  );
}

/** The text of what describes a field (its hint and its message). */
const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('password pages', () => {
  it("when no e-mail is given for a reset link, then the spec's message shows under the e-mail", async () => {
    renderPage(<ForgotPasswordPage />);

    await click('Send reset link');

    expect(describedBy('Email')).toBe('Please enter your email address');
  });

  it("when the new passwords are short or differ, then each field shows the spec's message", async () => {
    renderPage(<ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '12345' } });

    await click('Update password');
    expect(describedBy('New password')).toBe('Password must be at least 6 characters');

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: '123457' } });
    await click('Update password');

    expect(describedBy('Confirm password')).toBe("Passwords don't match");
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
  });
});
