import { AUTH_MESSAGES } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { ForgotPasswordPage } from './forgot-password-page';

// /forgot-password: the e-mail a reset link goes to.
const meta = {
  title: 'Accounts/Forgot password',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', frame: { path: '/forgot-password' } },
  decorators: [accountsStory],
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
