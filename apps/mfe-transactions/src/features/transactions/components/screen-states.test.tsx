import { TRANSACTION_MESSAGES as M } from '@seed/domain';
import { pageI18n } from '@seed/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RefusedScreen } from './screen-states';

const i18n = pageI18n();
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('RefusedScreen', () => {
  it('when a manifest is not found on a Hindi page, then its heading is the contract message in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <RefusedScreen title={M.notFound} to="/transactions" action="वापस" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).toMatch(/[\u0900-\u097F]/));
    expect(heading.textContent).not.toContain(M.notFound);
  });
});
