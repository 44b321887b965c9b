import { getSupabase, loadApiContract } from '@seed/auth';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { PhoneCodeForm } from './phone-code-form';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  getSupabase: vi.fn(),
}));

// As in the portal, where the signed-in frame has loaded the contract before a form is shown.
beforeAll(() => loadApiContract());

afterEach(() => {
  cleanup();
  vi.mocked(getSupabase).mockReset();
});

function renderForm(answer: { error: { message: string } | null }, onVerified = vi.fn(async () => {})) {
  const verifyOtp = vi.fn(async () => answer);
  vi.mocked(getSupabase).mockResolvedValue({ auth: { verifyOtp } } as never);
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <PhoneCodeForm phone="+919876543210" onVerified={onVerified} />
    </I18nextProvider>,
  );
  return { verifyOtp, onVerified };
}

const describedBy = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
const verify = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify code' })));

describe('PhoneCodeForm', () => {
  it("when the code is empty, then the spec's message shows under it and nothing is sent", async () => {
    const { verifyOtp } = renderForm({ error: null });

    await verify();

    expect(describedBy('Verification code')).toBe('Please enter the verification code');
    expect(verifyOtp).not.toHaveBeenCalled();
  });

  it("when the auth server refuses the code, then 'Failed to verify phone' shows in the form's banner", async () => {
    const { onVerified } = renderForm({ error: { message: 'Token has expired or is invalid' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });

    await verify();

    expect(screen.getByRole('alert').textContent).toBe('Failed to verify phone. Please try again.');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('when the code is accepted, then it confirms the phone change with the trimmed code', async () => {
    const { verifyOtp, onVerified } = renderForm({ error: null });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456 ' } });

    await verify();

    expect(verifyOtp).toHaveBeenCalledWith({ phone: '+919876543210', token: '123456', type: 'phone_change' });
    expect(onVerified).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the profile cannot follow the accepted code, then the verification shows as failed', async () => {
    renderForm(
      { error: null },
      vi.fn(async () => {
        throw new Error('sync failed');
      }),
    );
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });

    await verify();

    expect(screen.getByRole('alert').textContent).toBe('Failed to verify phone. Please try again.');
  });
});
