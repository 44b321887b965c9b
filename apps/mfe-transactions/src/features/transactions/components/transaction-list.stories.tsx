import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { transactionsStory } from '../../../stories/frame';
import { EVERY_TYPE_AND_STATUS, LONG_PAGE, LONG_TEXT, SALE, TYPICAL_PAGE } from '../../../stories/fixtures';
import { TransactionList } from './transaction-list';

// The list as a table from 768 px and as stacked cards below (the phone picture shows the cards).
const meta = {
  title: 'Transactions/Transaction list',
  component: TransactionList,
  decorators: [transactionsStory()],
  args: { rows: TYPICAL_PAGE.items },
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales, transfers (pending, awaiting claim, claimed), a cancelled sale, an adjustment and an opening balance. */
export const Typical: Story = {};

/** Every manifest type and every status, each badge in its colour. */
export const EveryTypeAndStatus: Story = { args: { rows: EVERY_TYPE_AND_STATUS.items } };

/** A sale of two lots with no notes. */
export const OneSale: Story = { args: { rows: [{ ...SALE, notes: null }] } };

/** The longest page: 30 rows. */
export const ThirtyRows: Story = { args: { rows: LONG_PAGE.items } };

/** Long Marathi names and notes, a long e-mail address, an item without a variety. */
export const LongMarathiText: Story = {
  args: { rows: [LONG_TEXT, ...TYPICAL_PAGE.items.slice(0, 2)] },
  parameters: { language: 'mr' },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
