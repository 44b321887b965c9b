import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { signedInAdmin, signedInLongMarathi, signedInManager } from '../../../stories/fixtures';
import { ProfilePage } from './profile-page';

// /profile: personal information with the avatar and the e-mail and phone verification, the
// organization, two-factor authentication (off: the story has no session at the auth server) and
// the language.
const meta = {
  title: 'Accounts/Profile page',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', frame: { path: '/profile', auth: signedInAdmin } },
  decorators: [accountsStory],
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminVerified: Story = {};
export const ManagerNotVerified: Story = { parameters: { frame: { auth: signedInManager } } };
export const Hindi: Story = { parameters: { language: 'hi' } };
export const MarathiLongNames: Story = { parameters: { language: 'mr', frame: { auth: signedInLongMarathi } } };
