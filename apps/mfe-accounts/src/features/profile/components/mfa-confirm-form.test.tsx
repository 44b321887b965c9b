import { getSupabase, loadApiContract } from '@seed/auth';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { MfaConfirmForm } from './mfa-confirm-form';

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

const enrollment = { factorId: 'factor-1', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+', secret: 'JBSWY3DPEHPK3PXP' };

function renderForm(answer: { error: { message: string } | null }) {
  const challengeAndVerify = vi.fn(async () => answer);
  vi.mocked(getSupabase).mockResolvedValue({ auth: { mfa: { challengeAndVerify } } } as never);
  const onConfirmed = vi.fn(async () => {});
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <MfaConfirmForm enrollment={enrollment} onConfirmed={onConfirmed} onCancel={() => {}} />
    </I18nextProvider>,
  );
  return { challengeAndVerify, onConfirmed };
}

const describedBy = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
const confirm = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));

describe('MfaConfirmForm', () => {
  it("when the code is not 6 digits, then the spec's message shows under it and nothing is sent", async () => {
    const { challengeAndVerify } = renderForm({ error: null });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123' } });

    await confirm();

    expect(describedBy('Authentication code')).toBe('Please enter the verification code');
    expect(challengeAndVerify).not.toHaveBeenCalled();
  });

  it("when the auth server refuses the code, then its message shows in the form's banner", async () => {
    const { onConfirmed } = renderForm({ error: { message: 'Invalid TOTP code entered' } });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });

    await confirm();

    expect(screen.getByRole('alert').textContent).toBe('Invalid TOTP code entered');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('when the code is right, then the trimmed code verifies the new factor', async () => {
    const { challengeAndVerify, onConfirmed } = renderForm({ error: null });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: ' 123456 ' } });

    await confirm();

    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: 'factor-1', code: '123456' });
    expect(onConfirmed).toHaveBeenCalledOnce();
  });
});
