import { loadApiContract } from '@seed/auth';
import type { Profile } from '@seed/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { updateProfile } from '../api/profile-api';
import { ProfileForm } from './profile-form';

vi.mock('../api/profile-api', () => ({ updateProfile: vi.fn() }));

// As in the portal, where the signed-in frame has loaded the contract before a form is shown.
beforeAll(() => loadApiContract());

afterEach(() => {
  cleanup();
  vi.mocked(updateProfile).mockReset();
});

const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  auth_id: '00000000-0000-4000-8000-000000000002',
  full_name: 'Asha Patil',
  role: 'admin',
  organization_id: '00000000-0000-4000-8000-000000000003',
  email_verified: true,
  phone_verified: false,
  is_active: true,
  phone: null,
  address: null,
  avatar_url: null,
  company_name: null,
  language: null,
  updated_at: '2026-11-22T00:00:00Z',
};

function renderForm() {
  const onSaved = vi.fn(async () => {});
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <ProfileForm profile={profile} email="asha@example.com" onSaved={onSaved} onCancel={() => {}} />
    </I18nextProvider>,
  );
  return onSaved;
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const messageOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById((input.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '')?.textContent;
};

describe('ProfileForm', () => {
  it("when the name is cleared and the phone is not one, then each field shows the spec's message", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12' } });

    await save();

    expect(messageOf('Full name')).toBe('Full name is required');
    expect(messageOf('Phone')).toBe('Please enter a valid phone number with country code (e.g., +91 for India)');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('when saved, then the phone goes to the API as +91… and an empty address as null', async () => {
    const onSaved = renderForm();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '098765 43210' } });

    await save();

    expect(updateProfile).toHaveBeenCalledWith({ full_name: 'Asha Patil', phone: '+919876543210', address: null });
    expect(onSaved).toHaveBeenCalled();
  });
});
