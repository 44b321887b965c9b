import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LOT } from '../../../../stories/fixtures';
import { seedLotsStory } from '../../../../stories/frame';
import { ClaimCard } from './claim-card';

// The grower's "Supplier claim" card of an unregistered source: a code active (new code, revoke),
// none active, claimed by the supplier (with or without a date), and a lot in the trash.

const meta = {
  title: 'Seed lots/Claim card',
  component: ClaimCard,
  args: {
    lotId: LOT.unregistered,
    claim: { has_active_code: true, redeemed_at: null, origin_organization_name: null },
    deleted: false,
  },
  decorators: [seedLotsStory()],
} satisfies Meta<typeof ClaimCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveCode: Story = {};
export const NoActiveCode: Story = {
  args: { claim: { has_active_code: false, redeemed_at: null, origin_organization_name: null } },
};
export const Claimed: Story = {
  args: {
    claim: {
      has_active_code: false,
      redeemed_at: '2026-06-20T10:00:00.000Z',
      origin_organization_name: 'Indian Agricultural Research Institute, Regional Station Indore',
    },
  },
};
export const ClaimedNoDate: Story = {
  args: {
    claim: { has_active_code: false, redeemed_at: null, origin_organization_name: 'Akola Agro Traders' },
  },
};
export const InTrash: Story = { args: { deleted: true } };
export const ActiveCodeMarathi: Story = { parameters: { language: 'mr' } };
