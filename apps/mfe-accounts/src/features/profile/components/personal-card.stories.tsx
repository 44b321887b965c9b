import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { signedInAdmin, signedInLongMarathi, signedInManager } from '../../../stories/fixtures';
import { PersonalCard } from './personal-card';

// Personal Information: the avatar, the details with their verification badges, and its two forms.
const meta = {
  title: 'Accounts/Personal information',
  component: PersonalCard,
  parameters: { frame: { path: '/profile', auth: signedInAdmin } },
  decorators: [accountsStory],
} satisfies Meta<typeof PersonalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAvatarVerified: Story = {};

/** No avatar (the person icon), e-mail and phone Not Verified with Verify Now, no address. */
export const NoAvatarNotVerified: Story = { parameters: { frame: { auth: signedInManager } } };

export const LongMarathi: Story = { parameters: { language: 'mr', frame: { auth: signedInLongMarathi } } };

export const EditProfileEmptyName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    const name = await canvas.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(ACCOUNT_MESSAGES.fullNameRequired)).toBeInTheDocument();
  },
};

export const ChangePasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await userEvent.type(await canvas.findByLabelText('New password'), 'pusatejas8759');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'pusatejas');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.newPasswordsDontMatch)).toBeInTheDocument();
  },
};
