import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { AuthCallbackView } from './auth-callback-page';

// /auth/callback after an email link or Google: signing in, signed in (redirecting), and a
// failure with its reason folded away for support.
const meta = {
  title: 'Accounts/Auth callback',
  component: AuthCallbackView,
  args: { state: { kind: 'loading' }, onTryAgain: () => {} },
  parameters: { layout: 'fullscreen', frame: { path: '/auth/callback' } },
  decorators: [accountsStory],
} satisfies Meta<typeof AuthCallbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {};
export const Done: Story = { args: { state: { kind: 'done' } } };
export const Failed: Story = {
  args: { state: { kind: 'error', debug: 'Invitation has expired (invitation_expired)' } },
};
export const FailedMarathi: Story = {
  args: { state: { kind: 'error', debug: 'Invitation has expired (invitation_expired)' } },
  parameters: { language: 'mr' },
};
