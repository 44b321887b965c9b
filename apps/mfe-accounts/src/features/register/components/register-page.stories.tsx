import { AUTH_MESSAGES } from '@seed/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { RegisterPage } from './register-page';

// /register: by e-mail, by phone (SMS code) or with Google; an invitation's address kept.
const meta = {
  title: 'Accounts/Register',
  component: RegisterPage,
  parameters: { layout: 'fullscreen', frame: { path: '/register' } },
  decorators: [accountsStory],
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Google's tab shows once the auth server's settings say it is enabled (in any language). */
const providersLoaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getAllByRole('tab')).toHaveLength(3));
};

export const ByEmail: Story = { play: providersLoaded };

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Google' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.fullNameRequired)).toBeInTheDocument();
    await expect(canvas.getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    await expect(canvas.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
  },
};

export const ByPhoneInvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }));
    await userEvent.type(canvas.getByLabelText('Full name'), 'Santosh Malviya');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '98260');
    await userEvent.type(canvas.getByLabelText('Password'), 'gehu1544');
    await userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.phoneInvalid)).toBeInTheDocument();
  },
};

export const WithGoogle: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'Google' }));
  },
};

export const Invited: Story = {
  parameters: { frame: { path: '/register?email=prakash.yadav%40malwabeej.in&invited=true' } },
  play: providersLoaded,
};

export const Hindi: Story = { ...ByEmail, parameters: { language: 'hi' } };
export const Marathi: Story = { ...Invited, parameters: { language: 'mr' } };
