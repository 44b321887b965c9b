import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { CertificationBadge, QualityBadge } from './lot-badges';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the quality and certification badges of the seed-lot lists', () => {
  it('when the page is in Hindi, then a lot’s quality, certification, tag and class read in Hindi, not in libs/domain’s English', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <QualityBadge status="passed" validUntil="2027-08-08" />
        <CertificationBadge
          certification={{ status: 'certified', seedClass: 'certified', certificateNumber: 'DEMO/SSCA/2026/0418' }}
        />
        <CertificationBadge certification={{ status: 'expired', seedClass: 'foundation', certificateNumber: null }} />
      </I18nextProvider>,
    );

    expect(await screen.findByText('उत्तीर्ण (8 Aug 2027 तक वैध)')).toBeTruthy();
    const certified = screen.getByText('प्रमाणित · नीला टैग');
    expect(certified.getAttribute('title')).toBe('प्रमाणित, DEMO/SSCA/2026/0418');
    expect(screen.getByText('प्रमाणपत्र की वैधता समाप्त').getAttribute('title')).toBe('आधार');
  });
});
