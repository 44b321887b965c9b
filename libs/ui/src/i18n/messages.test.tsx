import { PRODUCTION_MESSAGES, SEED_LOT_MESSAGES, TRANSACTION_MESSAGES } from '@seed/domain';
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

  it('when the page is in Hindi, then a message built with values shows in Hindi with its values, a reason inside it too', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(
      <Form
        error={PRODUCTION_MESSAGES.quantityExceedsAvailable(1250.5, 'Kg')}
        banner={TRANSACTION_MESSAGES.saleCertificationRevoked('SL-2025-0001')}
      />,
    );

    expect(await screen.findByText('मात्रा उपलब्ध मात्रा (1,250.5 Kg) से अधिक है')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'बीज लॉट SL-2025-0001 बेचा नहीं जा सकता: बीज प्रमाणीकरण संस्था ने इसका प्रमाणीकरण रद्द कर दिया है।',
    );
    expect(
      translateMessage(TRANSACTION_MESSAGES.createFailed(TRANSACTION_MESSAGES.insufficientQuantity(12.5, 'Kg'))),
    ).toBe('लेन-देन नहीं बन सका: पर्याप्त मात्रा उपलब्ध नहीं है। उपलब्ध: 12.5 Kg');
    expect(translateMessage(TRANSACTION_MESSAGES.createFailed('Network error'))).toBe(
      'लेन-देन नहीं बन सका: Network error',
    );
  });

  it('when the page is in Marathi, then a message built with values shows in Marathi, its values where Marathi puts them', async () => {
    await act(() => i18n.changeLanguage('mr'));
    render(
      <Form
        error={TRANSACTION_MESSAGES.unitMismatch('Kg', 'Tons')}
        banner={SEED_LOT_MESSAGES.movedToTrash('SL-2025-0001')}
      />,
    );

    expect(await screen.findByText('एकक जुळत नाही. स्रोत लॉटचे एकक Kg आहे, पण हस्तांतरण Tons मध्ये आहे')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('बियाणे लॉट SL-2025-0001 कचरापेटीत हलवला');
  });

  it('when the page is in Hindi and a text matches no message or template, then it shows as it is', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<Form error="Seed lot SL-2025-0001 is on its way" banner="Address is required" />);

    expect(await screen.findByText('पता आवश्यक है')).toBeTruthy();
    expect(screen.getByText('Seed lot SL-2025-0001 is on its way')).toBeTruthy();
    expect(translateMessage('Seed lot SL-2025-0001 has been restored, twice')).toBe(
      'Seed lot SL-2025-0001 has been restored, twice',
    );
  });

  it('when the page is in English, then a message built with values shows as the contract built it', () => {
    const built = TRANSACTION_MESSAGES.unitMismatch('Kg', 'Tons');
    render(<Form error={built} banner={SEED_LOT_MESSAGES.restored('SL-2025-0001')} />);

    expect(screen.getByText(built)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Seed lot SL-2025-0001 has been restored');
    expect(translateMessage(built)).toBe(built);
  });
});
