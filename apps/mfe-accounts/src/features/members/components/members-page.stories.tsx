import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { manyMembers, members, noMembers, signedInAdmin, signedInManager } from '../../../stories/fixtures';
import { MembersPage } from './members-page';

// /organization/members: members with their roles (Admin green, Manager blue); an admin also sees
// the pending invitations and Invite Member. GET /api/v1/organization/members is seeded in the cache.
const KEY = ['accounts', 'listMembers', undefined] as const;

const meta = {
  title: 'Accounts/Organization members',
  component: MembersPage,
  parameters: {
    layout: 'fullscreen',
    frame: { path: '/organization/members', auth: signedInAdmin, queries: [{ key: KEY, data: members }] },
  },
  decorators: [accountsStory],
} satisfies Meta<typeof MembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminWithInvitations: Story = {};
export const Manager: Story = {
  parameters: { frame: { auth: signedInManager, queries: [{ key: KEY, data: { ...members, invitations: [] } }] } },
};
export const Empty: Story = { parameters: { frame: { queries: [{ key: KEY, data: noMembers }] } } };
export const Loading: Story = { parameters: { frame: { queries: [{ key: KEY, pending: true }] } } };
export const LoadFailed: Story = {
  parameters: { frame: { queries: [{ key: KEY, error: new Error('Failed to load members') }] } },
};
export const FortyMembersLongNames: Story = { parameters: { frame: { queries: [{ key: KEY, data: manyMembers }] } } };
export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };

export const InviteDialogEmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Invite a member' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByText('Please enter an email address')).toBeInTheDocument();
  },
};

export const InviteDialogInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Invite a member' }));
    await userEvent.type(dialog.getByLabelText('Email'), 'prakash.yadav@malwabeej');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
  },
};
