import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBanner } from '../components/error-banner';
import { Input } from '../components/input';
import { pageI18n } from '../remote/page-i18n';
import { translateMessage } from './messages';

const i18n = pageI18n();
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function Form({ error, banner }: { error: string; banner: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBanner message={banner} />
      <Input label="Name" error={error} />
    </I18nextProvider>
  );
}

describe("the contract's messages", () => {
  it('when the page is in Hindi, then a field’s and a banner’s contract messages show in Hindi; other text as it is', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<Form error="Full name is required" banner="Address is required" />);

    expect(await screen.findByText('पूरा नाम आवश्यक है')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('पता आवश्यक है');
    expect(translateMessage('Something only this screen says')).toBe('Something only this screen says');
  });

  it('when the page is in English, then the spec’s words show', () => {
    render(<Form error="Full name is required" banner="Address is required" />);
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Address is required');
  });
});
