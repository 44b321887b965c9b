import { ApiError, loadApiContract } from '@seed/auth';
import type { Organization } from '@seed/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { updateOrganization } from '../api/profile-api';
import { OrganizationForm } from './organization-form';

vi.mock('../api/profile-api', () => ({ updateOrganization: vi.fn() }));

// As in the portal, where the signed-in frame has loaded the contract before a form is shown.
beforeAll(() => loadApiContract());

afterEach(() => {
  cleanup();
  vi.mocked(updateOrganization).mockReset();
});

const organization: Organization = {
  id: '6f1c2a3b-0000-4000-8000-000000000001',
  name: 'Nisha Agro',
  type: 'seed_grower',
  status: 'active',
  slug: 'nisha-agro',
  owner_id: null,
  updated_at: '2026-11-22T00:00:00Z',
};

function renderForm(onSaved = vi.fn(async () => {})) {
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <OrganizationForm organization={organization} onSaved={onSaved} onCancel={() => {}} />
    </I18nextProvider>,
  );
  return onSaved;
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('OrganizationForm', () => {
  it("when the name is emptied, then the spec's message shows under it and nothing is sent", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });

    await save();

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Organization name is required',
    );
    expect(updateOrganization).not.toHaveBeenCalled();
  });

  it('when saved, then the trimmed name goes to the API with the status unchanged', async () => {
    const onSaved = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), {
      target: { value: ' Nisha Seeds ' },
    });

    await save();

    expect(updateOrganization).toHaveBeenCalledWith({ name: 'Nisha Seeds', type: 'seed_grower', status: 'active' });
    expect(onSaved).toHaveBeenCalled();
  });

  it("when the server refuses, then its message shows in the form's banner", async () => {
    vi.mocked(updateOrganization).mockRejectedValue(
      new ApiError(403, 'forbidden', 'Only admins can update organization details'),
    );
    const onSaved = renderForm();

    await save();

    expect(screen.getByRole('alert').textContent).toContain('Only admins can update organization details');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
