import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { item, transaction } from '../../../test/fixtures';
import { TransactionList } from './transaction-list';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the rows of the transactions list', () => {
  it('when the page is in Hindi, then an item’s unit, the type and the status read in Hindi, not as their values', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <MemoryRouter>
          <TransactionList rows={[transaction({ items: [item({ quantity: 2, unit: 'Tons' })] })]} />
        </MemoryRouter>
      </I18nextProvider>,
    );

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Wheat - HI 1544: 2 टन')).toBeTruthy();
    expect(within(table).getByText('बिक्री')).toBeTruthy();
    expect(within(table).getByText('पूर्ण')).toBeTruthy();
  });
});
