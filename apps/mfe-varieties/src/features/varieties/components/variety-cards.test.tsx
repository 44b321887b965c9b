import type { OrganizationVariety } from '@seed/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { MyVarietyCard } from './my-variety-card';

afterEach(cleanup);

const variety: OrganizationVariety = {
  id: '11111111-1111-4111-8111-111111111111',
  organization_id: '22222222-2222-4222-8222-222222222222',
  master_variety_id: null,
  crop_id: '33333333-3333-4333-8333-333333333333',
  crop_name: 'Wheat',
  display_name: 'HI 1544',
  custom_description: null,
  characteristics: {},
  recommended_states: [],
  seasons: [],
  maturity_days: null,
  visibility: 'private',
  is_active: true,
  created_at: '2026-11-26T18:00:00Z',
  updated_at: '2026-11-26T18:00:00Z',
} as OrganizationVariety;

describe('variety cards', () => {
  it("when a card sits under the page's h1, then its name is an h2 (no skipped heading level) and its date reads '26 Nov 2026'", () => {
    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <MyVarietyCard variety={variety} onEdit={() => {}} onRemove={() => {}} />
      </I18nextProvider>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'HI 1544' })).toBeTruthy();
    expect(screen.getByText('26 Nov 2026')).toBeTruthy();
  });
});
