import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './redirects';

const SITE = 'http://127.0.0.1:8080';

describe('allowedRedirect', () => {
  it('when the redirect is on the site origin, then it is kept', () => {
    expect(allowedRedirect('http://127.0.0.1:8080/auth/callback?x=1', SITE, [])).toBe('http://127.0.0.1:8080/auth/callback?x=1');
  });

  it('when the redirect is a path, then it resolves against the site', () => {
    expect(allowedRedirect('/reset-password', SITE, [])).toBe('http://127.0.0.1:8080/reset-password');
  });

  it('when the redirect is another site, then the site URL is used instead', () => {
    expect(allowedRedirect('https://evil.example/steal', SITE, [])).toBe(SITE);
    expect(allowedRedirect('javascript:alert(1)', SITE, [])).toBe(SITE);
  });

  it('when the allow list has a prefix with *, then matching redirects pass', () => {
    const list = ['https://app.example.org/*'];
    expect(allowedRedirect('https://app.example.org/auth/callback', SITE, list)).toBe('https://app.example.org/auth/callback');
    expect(allowedRedirect('https://app.example.org.evil.example/', SITE, list)).toBe(SITE);
  });

  it('when there is no redirect, then the site URL is used', () => {
    expect(allowedRedirect(undefined, SITE, [])).toBe(SITE);
  });
});
