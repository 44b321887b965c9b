import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { requestRow } from '../../../test/fixtures';
import { RequestList } from './request-list';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the rows of the testing requests list', () => {
  it('when the page is in Hindi, then a request’s seed class and status read in Hindi, not in libs/domain’s English', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <MemoryRouter>
          <RequestList rows={[requestRow({ seedClass: 'truthfully_labelled', status: 'in_testing' })]} side="sent" />
        </MemoryRouter>
      </I18nextProvider>,
    );

    const table = await screen.findByRole('table');
    expect(within(table).getByText('सत्य-अंकित')).toBeTruthy();
    expect(within(table).getByText('परीक्षण जारी')).toBeTruthy();
    expect(within(table).queryByText('Truthfully labelled')).toBeNull();
  });
});
