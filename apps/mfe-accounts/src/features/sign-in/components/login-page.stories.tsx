import { AUTH_MESSAGES } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { LoginPage } from './login-page';

// /login: the Email and Phone tabs, the SMS code path, the second factor, the session-ended notice.
const meta = {
  title: 'Accounts/Sign in',
  component: LoginPage,
  parameters: { layout: 'fullscreen', frame: { path: '/login' } },
  decorators: [accountsStory],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Google sign-in shows once the auth server's settings say it is enabled (in any language). */
const providersLoaded: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('button', { name: /Google/ });
};

export const EmailTab: Story = { play: providersLoaded };

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Sign in with Google' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.credentialsRequired)).toBeInTheDocument();
  },
};

export const PhoneTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Phone' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '9826012345');
    await expect(canvas.getByRole('button', { name: 'Sign in with a code by SMS instead' })).toBeVisible();
  },
};

export const PhoneCodePathEmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Phone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a code by SMS instead' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.phoneRequired)).toBeInTheDocument();
  },
};

export const SessionEnded: Story = {
  parameters: { frame: { path: '/login', auth: { sessionEnded: true } } },
  play: providersLoaded,
};

export const SecondFactor: Story = {
  parameters: { frame: { path: '/login?step=mfa' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Authentication code'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.codeRequired)).toBeInTheDocument();
  },
};

export const Hindi: Story = { parameters: { language: 'hi' }, play: providersLoaded };
export const Marathi: Story = { parameters: { language: 'mr' }, play: providersLoaded };
