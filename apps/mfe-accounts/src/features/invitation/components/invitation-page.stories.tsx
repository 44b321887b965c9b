import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { adminUser } from '../../../stories/fixtures';
import { InvitationPage } from './invitation-page';

// /invitation: a signed-in person's pending invitation (no token), a link without a token, the
// check while the session loads, and the second factor first. (A link's token is checked with the
// server by a plain request, not a cached query, so those states have no story here.)
const pending = {
  user: { ...adminUser, email: 'prakash.yadav@malwabeej.in' },
  pendingInvitation: { organization_name: 'Malwa Beej Utpadak Sahakari Sanstha', role: 'manager' as const },
};

const meta = {
  title: 'Accounts/Invitation',
  component: InvitationPage,
  parameters: { layout: 'fullscreen', frame: { path: '/invitation', auth: pending } },
  decorators: [accountsStory],
} satisfies Meta<typeof InvitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingForSignedInUser: Story = {};

export const AdminInvitationLongName: Story = {
  parameters: {
    language: 'mr',
    frame: {
      path: '/invitation',
      auth: {
        user: { ...adminUser, email: 'dnyaneshwar.kulkarni.beejotpadan@sahyadribeej.co.in' },
        pendingInvitation: {
          organization_name: 'सह्याद्री बीजोत्पादक शेतकरी उत्पादक कंपनी मर्यादित, नाशिक',
          role: 'admin',
        },
      },
    },
  },
};

export const NoToken: Story = {
  parameters: { frame: { path: '/invitation', auth: { user: null, pendingInvitation: null } } },
};

export const Checking: Story = {
  parameters: {
    frame: { path: '/invitation?token=inv-7f3a9c', auth: { user: null, pendingInvitation: null, loading: true } },
  },
};

export const SecondFactorFirst: Story = {
  parameters: { frame: { path: '/invitation?token=inv-7f3a9c', auth: { ...pending, mfaRequired: true } } },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
