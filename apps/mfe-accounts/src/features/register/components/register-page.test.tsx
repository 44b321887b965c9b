import { loadApiContract } from '@seed/auth';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { descriptionOf, field, renderApp } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { RegisterPage } from './register-page';

// As in the portal, where the shell has loaded the contract before a form is used.
beforeAll(() => loadApiContract());
afterEach(cleanup);

const register = (name = 'Register') => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('RegisterPage', () => {
  it("when the e-mail form misses the name and password, then each shows the spec's message under it", async () => {
    await renderApp(<RegisterPage />, { i18n, namespace: NAMESPACE, url: '/register?email=ravi@example.test' });

    await register();

    expect(descriptionOf('Full name')).toBe('Please enter your full name');
    expect(descriptionOf('Password')).toBe('Please enter a password (minimum 6 characters)');
    expect(field('Email').value).toBe('ravi@example.test');
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('when registering by phone with 5 digits, then the phone says it is not a valid number', async () => {
    await renderApp(<RegisterPage />, { i18n, namespace: NAMESPACE, url: '/register' });
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    fireEvent.change(field('Full name'), { target: { value: 'Asha Patil' } });
    fireEvent.change(field('Phone'), { target: { value: '98765' } });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });

    await register('Send verification code');

    // The field is described by its +91 prefix, then the message.
    expect(descriptionOf('Phone')).toBe(
      '+91 Please enter a valid phone number with country code (e.g., +91 for India)',
    );
  });
});
