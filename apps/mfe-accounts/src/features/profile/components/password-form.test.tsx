import { AuthProvider, OFFLINE_SESSION, createAuthStore, loadApiContract } from '@seed/auth';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { PasswordForm } from './password-form';

// As in the portal, where the signed-in frame has loaded the contract before a form is shown.
beforeAll(() => loadApiContract());

afterEach(cleanup);

function renderForm() {
  const store = createAuthStore();
  store.setState({ user: { id: 'u1', email: 'asha@example.com', app_metadata: { providers: ['email'] } } });
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <AuthProvider store={store} session={OFFLINE_SESSION}>
        <PasswordForm onDone={() => {}} />
      </AuthProvider>
    </I18nextProvider>,
  );
}

const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('PasswordForm', () => {
  it("when the new password is short and the confirmation differs, then each shows the spec's message", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: '54321' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update password' })));

    expect(describedBy('New password')).toBe('New password must be at least 6 characters');
    expect(describedBy('Confirm new password')).toBe('New passwords do not match');
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });
});
