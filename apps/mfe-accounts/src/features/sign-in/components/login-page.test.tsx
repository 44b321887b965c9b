import { loadApiContract } from '@seed/auth';
import type { Profile } from '@seed/domain';
import { Route, Routes } from 'react-router-dom';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { descriptionOf, field, renderApp } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { LoginPage } from './login-page';

// As in the portal, where the shell has loaded the contract before a form is used.
beforeAll(() => loadApiContract());
afterEach(cleanup);

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const credentials = 'You must provide either an email or phone number and a password';

describe('LoginPage', () => {
  it("when Sign In is pressed with nothing filled in, then the spec's one message shows once, under the e-mail", async () => {
    await renderApp(<LoginPage />, { i18n, namespace: NAMESPACE, url: '/login' });

    await click('Sign In');

    expect(descriptionOf('Email')).toBe(credentials);
    expect(screen.getAllByText(credentials)).toHaveLength(1);
    expect(document.activeElement).toBe(field('Email'));
  });

  it('when a sign-in link is asked for without an e-mail, then the link message shows, not the password one', async () => {
    await renderApp(<LoginPage />, { i18n, namespace: NAMESPACE, url: '/login' });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });

    await click('Magic Link');

    expect(descriptionOf('Email')).toBe('Please enter your email address');
    expect(screen.queryByText(credentials)).toBeNull();
  });

  it('when a code is asked for without a phone number, then the phone message shows', async () => {
    await renderApp(<LoginPage />, { i18n, namespace: NAMESPACE, url: '/login' });
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a code by SMS instead' }));

    await click('Send code');

    expect(descriptionOf('Phone')).toBe('+91 Please enter your phone number');
  });

  it('when the phone tab is open, then +91 sits inside the field and the page has one "Forgot password?" link', async () => {
    await renderApp(<LoginPage />, { i18n, namespace: NAMESPACE, url: '/login' });
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));

    expect(field('Phone').parentElement?.textContent).toContain('+91');
    expect(screen.getAllByText(/forgot password/i)).toHaveLength(1);
  });

  it('when a signed-in user opens /login, then they are taken to the dashboard (or the page they asked for)', async () => {
    const signedIn = { user: { id: 'u1' }, profile: { role: 'admin' } as Profile };
    const routes = (
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="/farms" element={<h1>Farms page</h1>} />
      </Routes>
    );
    await renderApp(routes, { i18n, namespace: NAMESPACE, url: '/login', user: signedIn });
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    cleanup();

    await renderApp(routes, { i18n, namespace: NAMESPACE, url: '/login?redirect=%2Ffarms', user: signedIn });
    expect(screen.getByRole('heading', { name: 'Farms page' })).toBeTruthy();
  });

  it('when the session was revoked elsewhere, then the sign-in page says the session ended', async () => {
    await renderApp(<LoginPage />, { i18n, namespace: NAMESPACE, url: '/login', user: { sessionEnded: true } });

    expect(screen.getByRole('status').textContent).toBe('Your session ended — please sign in again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
