import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { MfaCard } from './mfa-card';

// The auth client's list of factors is all the card reads when it opens.
const totp = vi.hoisted(() => ({ factors: [] as { id: string; status: string }[] }));
vi.mock('@seed/auth', () => ({
  getSupabase: async () => ({
    auth: { mfa: { listFactors: async () => ({ data: { totp: totp.factors } }) } },
  }),
}));

afterEach(cleanup);

const renderCard = () =>
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <MfaCard />
    </I18nextProvider>,
  );

describe('MfaCard', () => {
  it('when no second factor is set up, then the badge says Off, not "Not Verified"', async () => {
    totp.factors = [];
    renderCard();

    expect(await screen.findByText('Off')).toBeTruthy();
    expect(screen.queryByText('Not Verified')).toBeNull();
  });

  it('when a verified factor exists, then the badge says On', async () => {
    totp.factors = [{ id: 'f1', status: 'verified' }];
    renderCard();

    expect(await screen.findByText('On')).toBeTruthy();
  });
});
