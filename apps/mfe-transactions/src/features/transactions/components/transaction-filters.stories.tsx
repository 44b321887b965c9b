import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { transactionsStory } from '../../../stories/frame';
import { LOT_WHEAT } from '../../../stories/fixtures';
import { TransactionFilters } from './transaction-filters';

const meta = {
  title: 'Transactions/Transaction filters',
  component: TransactionFilters,
  decorators: [transactionsStory()],
  args: { params: {}, onChange: fn() },
} satisfies Meta<typeof TransactionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: every type, every status, any date. */
export const Unfiltered: Story = {};

/** Pending transfers of one lot in October 2026: Clear filters shows. */
export const Filtered: Story = {
  args: { params: { type: 'TRANSFER', status: 'PENDING', from: '2026-10-01', to: '2026-10-31', lot: LOT_WHEAT } },
};

export const Hindi: Story = { ...Filtered, parameters: { language: 'hi' } };
export const Marathi: Story = { ...Filtered, parameters: { language: 'mr' } };
