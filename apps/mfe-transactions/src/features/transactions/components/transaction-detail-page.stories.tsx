import { ApiError } from '@seed/auth';
import type { Transaction } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { transactionsStory } from '../../../stories/frame';
import {
  ADJUSTMENT,
  AWAITING_TRANSFER,
  CANCELLED_SALE,
  CLAIMED_TRANSFER,
  INCOMING_TRANSFER,
  INITIAL,
  LONG_TEXT,
  PENDING_TRANSFER,
  SALE,
  UNTESTED_SALE,
} from '../../../stories/fixtures';
import { TransactionDetailPage } from './transaction-detail-page';

// /transactions/{id}: one manifest, its items with links to the lots, and the actions the user
// may take now (accept, decline, cancel). Each story seeds the answer of GET /transactions/{id}.
const detailOf = (transaction: Transaction) => ({
  path: `/transactions/${transaction.id}`,
  route: '/transactions/:id',
  queries: [{ key: ['transactions', 'get', { params: { id: transaction.id } }], data: transaction }],
});
const failing = (error: Error) => ({
  path: `/transactions/${SALE.id}`,
  route: '/transactions/:id',
  queries: [{ key: ['transactions', 'get', { params: { id: SALE.id } }], error }],
});

const meta = {
  title: 'Transactions/Transaction detail',
  component: TransactionDetailPage,
  decorators: [transactionsStory()],
  parameters: { frame: detailOf(SALE) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof TransactionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed sale of two wheat lots, priced in INR. */
export const CompletedSale: Story = {};

/** The sender's pending transfer: it may still cancel it. */
export const PendingTransferSent: Story = { parameters: { frame: detailOf(PENDING_TRANSFER) } };

/** The recipient's pending transfer: accept or decline (the sender's lot is not theirs to open). */
export const PendingTransferReceived: Story = { parameters: { frame: detailOf(INCOMING_TRANSFER) } };

/** A transfer e-mailed to someone not on the portal yet, in packages. */
export const AwaitingClaim: Story = { parameters: { frame: detailOf(AWAITING_TRANSFER) } };

/** A claimed transfer: the lot it arrived as, linked. */
export const ClaimedByRecipient: Story = { parameters: { frame: detailOf(CLAIMED_TRANSFER) } };

export const Cancelled: Story = { parameters: { frame: detailOf(CANCELLED_SALE) } };

/** A sale of seed never tested, recorded as truthfully labelled seed. */
export const SoldUntested: Story = { parameters: { frame: detailOf(UNTESTED_SALE) } };

export const Adjustment: Story = { parameters: { frame: detailOf(ADJUSTMENT) } };

/** An opening balance: from the system. */
export const OpeningBalance: Story = { parameters: { frame: detailOf(INITIAL) } };

/** A manifest without items. */
export const NoItems: Story = { parameters: { frame: detailOf({ ...ADJUSTMENT, items: [] }) } };

// A modal over a page taller than the window screenshots unreliably: the confirmations open over
// a manifest without notes, which fits a phone's height.
/** Cancel asks first. */
export const ConfirmCancel: Story = {
  parameters: { frame: detailOf({ ...PENDING_TRANSFER, notes: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel transaction' }));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** Decline asks first. */
export const ConfirmDecline: Story = {
  parameters: { frame: detailOf({ ...INCOMING_TRANSFER, notes: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    frame: {
      ...detailOf(SALE),
      queries: [{ key: ['transactions', 'get', { params: { id: SALE.id } }], pending: true }],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('status');
  },
};

/** An unknown id, or another organization's manifest. */
export const NotFound: Story = {
  parameters: { frame: failing(new ApiError(404, 'not_found', 'Transaction not found')) },
};

export const LoadFailed: Story = {
  parameters: { frame: failing(new ApiError(500, 'internal', 'Internal server error')) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

/** Long Marathi names and notes, three items, a long e-mail address. */
export const LongMarathiText: Story = { parameters: { frame: detailOf(LONG_TEXT), language: 'mr' } };

export const Hindi: Story = { parameters: { frame: detailOf(INCOMING_TRANSFER), language: 'hi' } };
