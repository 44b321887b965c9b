import { ACCOUNT_MESSAGES } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { signedInAdmin, signedInLongMarathi, signedInManager, testingAgency } from '../../../stories/fixtures';
import { OrganizationCard } from './organization-card';

// The organization: everyone reads it (status Active green, Inactive and Suspended yellow); an
// admin also sees its id and edits its name and type.
const meta = {
  title: 'Accounts/Organization card',
  component: OrganizationCard,
  parameters: { frame: { path: '/profile', auth: signedInAdmin } },
  decorators: [accountsStory],
} satisfies Meta<typeof OrganizationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminActive: Story = {};
export const ManagerReadOnly: Story = { parameters: { frame: { auth: signedInManager } } };
export const InactiveLongMarathi: Story = { parameters: { language: 'mr', frame: { auth: signedInLongMarathi } } };
export const SuspendedTestingAgency: Story = {
  parameters: { language: 'hi', frame: { auth: { organization: testingAgency } } },
};

export const EditEmptyName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(await canvas.findByLabelText('Name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(ACCOUNT_MESSAGES.organizationNameRequired)).toBeInTheDocument();
  },
};
