import { AuthProvider, OFFLINE_SESSION, createAuthStore } from '@seed/auth';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { OrganizationCard } from './organization-card';

afterEach(cleanup);

async function renderCard(type: string, status = 'suspended') {
  const store = createAuthStore();
  store.setState({
    organization: {
      id: '6f1c2a3b-0000-4000-8000-000000000001',
      name: 'Nisha Agro',
      type,
      status,
      slug: 'nisha-agro',
      owner_id: null,
      updated_at: null,
    } as never,
    role: 'admin',
  });
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <AuthProvider store={store} session={OFFLINE_SESSION}>
        <OrganizationCard />
      </AuthProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  // The form loads on Edit (react-hook-form stays off the profile's first download).
  await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
}

describe('OrganizationCard', () => {
  it('when an admin edits, then the status is shown but only the platform can change it', async () => {
    await renderCard('seed_grower');

    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(status.disabled).toBe(true);
    expect(status.value).toBe('suspended');
    expect(
      screen.getByText("Only the portal's administrators can change the status. Please contact support."),
    ).toBeTruthy();
  });

  it("when an admin edits, then the platform's own type admin is not offered", async () => {
    await renderCard('seed_grower');

    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    expect(type.disabled).toBe(false);
    expect([...type.options].map((o) => o.value)).not.toContain('admin');
  });

  it('when the organization is the platform (type admin), then its type cannot be changed', async () => {
    await renderCard('admin', 'active');

    expect((screen.getByLabelText('Type') as HTMLSelectElement).disabled).toBe(true);
  });
});

describe('OrganizationCard (reading)', () => {
  it('when the card is read, then the type and status are capitalised as on the dashboard ("Seed Grower", "Active")', () => {
    const store = createAuthStore();
    store.setState({
      organization: {
        id: '6f1c2a3b-0000-4000-8000-000000000001',
        name: 'Nisha Agro',
        type: 'seed_grower',
        status: 'active',
      } as never,
      role: 'manager',
    });
    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <AuthProvider store={store} session={OFFLINE_SESSION}>
          <OrganizationCard />
        </AuthProvider>
      </I18nextProvider>,
    );

    expect(screen.getByText('Seed Grower')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });
});
