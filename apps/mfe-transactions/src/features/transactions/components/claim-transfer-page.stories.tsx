import { ApiError } from '@seed/auth';
import { TRANSACTION_MESSAGES as M, TransferClaimPreview } from '@seed/domain';
import { within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { transactionsStory } from '../../../stories/frame';
import { CLAIM_PREVIEW } from '../../../stories/fixtures';
import { ClaimTransferPage } from './claim-transfer-page';

// /transactions/claim?token=…: the page the e-mailed recipient of a transfer opens. Each story
// seeds the answer of the preview (POST /transfer-claims/preview with the link's token).
const TOKEN = 'tr_7Qm2xKp9Lw4Zb8Nc';
const claimFrame = (preview: { data: unknown } | { pending: true } | { error: Error }) => ({
  path: `/transactions/claim?token=${TOKEN}`,
  route: '/transactions/claim',
  queries: [{ key: ['transactions', 'previewClaim', { body: { token: TOKEN } }], ...preview }],
});

const meta = {
  title: 'Transactions/Claim transfer page',
  component: ClaimTransferPage,
  decorators: [transactionsStory()],
  parameters: { frame: claimFrame({ data: CLAIM_PREVIEW }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof ClaimTransferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting to be claimed: who sent what, and Claim. */
export const AwaitingClaim: Story = {};

/** Claimed already (by this link's recipient or on another device). */
export const AlreadyClaimed: Story = {
  parameters: {
    frame: claimFrame({ data: TransferClaimPreview.parse({ ...CLAIM_PREVIEW, status: 'CLAIMED_BY_RECIPIENT' }) }),
  },
};

/** The sender cancelled it. */
export const CancelledBySender: Story = {
  parameters: { frame: claimFrame({ data: TransferClaimPreview.parse({ ...CLAIM_PREVIEW, status: 'CANCELLED' }) }) },
};

/** A link without its token. */
export const NoToken: Story = {
  parameters: { frame: { path: '/transactions/claim', route: '/transactions/claim', queries: [] } },
};

/** A token the server does not know. */
export const InvalidLink: Story = {
  parameters: { frame: claimFrame({ error: new ApiError(404, 'claim_invalid', M.claimInvalid) }) },
};

/** Too many tries in a minute (429). */
export const TooManyAttempts: Story = {
  parameters: { frame: claimFrame({ error: new ApiError(429, 'rate_limited', '') }) },
};

export const Loading: Story = {
  parameters: { frame: claimFrame({ pending: true }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('status');
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
