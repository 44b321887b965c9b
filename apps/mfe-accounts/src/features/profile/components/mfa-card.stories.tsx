import { AUTH_MESSAGES } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { signedInAdmin } from '../../../stories/fixtures';
import { LanguageCard } from './language-card';
import { MfaCard } from './mfa-card';
import { MfaConfirmForm } from './mfa-confirm-form';
import { PhoneCodeForm } from './phone-code-form';

// The profile's smaller cards and forms: two-factor authentication (Off: a story has no session at
// the auth server, so the On state and enrolment need one and are not shown), the QR step of
// enabling it, the phone's verification code, and the language.
const meta = {
  title: 'Accounts/Security and language',
  component: MfaCard,
  parameters: { frame: { path: '/profile', auth: signedInAdmin } },
  decorators: [accountsStory],
} satisfies Meta<typeof MfaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFactorOff: Story = {};

/** A QR code drawn in the page, as the auth server sends one (an SVG data URL). */
const QR_CODE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><rect width="21" height="21" fill="#fff"/>' +
    '<path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0zM9 2h2v2H9zM10 9h3v2h-3zM15 10h2v3h-2zM9 15h3v3H9zM16 16h3v3h-3z" fill="#000"/>' +
    '<path d="M1 1h5v5H1zM15 1h5v5h-5zM1 15h5v5H1z" fill="#fff"/><path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2z" fill="#000"/></svg>',
)}`;

export const EnableTwoFactorQr: Story = {
  render: () => (
    <MfaConfirmForm
      enrollment={{ factorId: 'f-2026-totp', qrCode: QR_CODE, secret: 'JBSWY3DPEHPK3PXPMALWABEEJ' }}
      onConfirmed={async () => {}}
      onCancel={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Authentication code'), '4815');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.codeRequired)).toBeInTheDocument();
  },
};

export const PhoneCode: Story = {
  render: () => <PhoneCodeForm phone="+919826012345" onVerified={async () => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.codeRequired)).toBeInTheDocument();
  },
};

export const Language: Story = { render: () => <LanguageCard /> };
export const LanguageMarathi: Story = { render: () => <LanguageCard />, parameters: { language: 'mr' } };
