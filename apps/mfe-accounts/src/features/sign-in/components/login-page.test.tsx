import { loadApiContract } from '@seed/auth';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { descriptionOf, field, renderPage } from '../../../test-support/render-page';
import { LoginPage } from './login-page';

// As in the portal, where the shell has loaded the contract before a form is used.
beforeAll(() => loadApiContract());
afterEach(cleanup);

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const credentials = 'You must provide either an email or phone number and a password';

describe('LoginPage', () => {
  it("when Sign In is pressed with nothing filled in, then the spec's one message shows once, under the e-mail", async () => {
    renderPage(<LoginPage />, '/login');

    await click('Sign In');

    expect(descriptionOf('Email')).toBe(credentials);
    expect(screen.getAllByText(credentials)).toHaveLength(1);
    expect(document.activeElement).toBe(field('Email'));
  });

  it('when a sign-in link is asked for without an e-mail, then the link message shows, not the password one', async () => {
    renderPage(<LoginPage />, '/login');
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });

    await click('Magic Link');

    expect(descriptionOf('Email')).toBe('Please enter your email address');
    expect(screen.queryByText(credentials)).toBeNull();
  });

  it('when a code is asked for without a phone number, then the phone message shows', async () => {
    renderPage(<LoginPage />, '/login');
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password? Sign in with OTP' }));

    await click('Send code');

    expect(descriptionOf('Phone')).toBe('Please enter your phone number');
  });
});
