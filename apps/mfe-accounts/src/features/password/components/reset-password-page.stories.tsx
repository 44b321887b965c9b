import { AUTH_MESSAGES } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { adminUser } from '../../../stories/fixtures';
import { ResetPasswordPage } from './reset-password-page';

// /reset-password: the recovery link's session sets a new password (the second factor first, if on).
const meta = {
  title: 'Accounts/Reset password',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen', frame: { path: '/reset-password', auth: { user: adminUser } } },
  decorators: [accountsStory],
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PasswordsDontMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'jg11chana');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'jg11chana!');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.passwordsDontMatch)).toBeInTheDocument();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'js335');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
  },
};

export const SecondFactorFirst: Story = {
  parameters: { frame: { path: '/reset-password', auth: { user: adminUser, mfaRequired: true } } },
};

export const CheckingSession: Story = {
  parameters: { frame: { path: '/reset-password', auth: { user: null, loading: true } } },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
