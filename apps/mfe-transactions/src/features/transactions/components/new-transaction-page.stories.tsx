import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { within } from 'storybook/test';
import { transactionsStory } from '../../../stories/frame';
import { LOT_CHICKPEA, LOT_OPTIONS, RECIPIENTS } from '../../../stories/fixtures';
import { NewTransactionPage } from './new-transaction-page';

// /transactions/new?lotId=&type= (a lot's Record Transaction, the Packaging tab's Transfer): the
// form on a page, that lot ticked, the type the action named.
const meta = {
  title: 'Transactions/New transaction page',
  component: NewTransactionPage,
  decorators: [transactionsStory()],
  parameters: {
    frame: {
      path: `/transactions/new?lotId=${LOT_CHICKPEA}&type=TRANSFER`,
      route: '/transactions/new',
      queries: [
        { key: ['transactions', 'lotOptions', { query: { lotId: LOT_CHICKPEA } }], data: LOT_OPTIONS },
        { key: ['transactions', 'recipients', { query: {} }], data: RECIPIENTS },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('selected-lots');
  },
} satisfies Meta<typeof NewTransactionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Transfer, from the chickpea lot's page: that lot is ticked. */
export const TransferFromLot: Story = {};

/** Opened directly: a sale, nothing ticked. */
export const Direct: Story = {
  parameters: {
    frame: {
      path: '/transactions/new',
      queries: [{ key: ['transactions', 'lotOptions', { query: {} }], data: LOT_OPTIONS }],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('lot-checklist');
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
