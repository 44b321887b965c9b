import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { transactionsStory } from '../../../stories/frame';
import { LOT_OPTIONS, LOT_PUSA_TEJAS, LOT_WHEAT, MANY_LOT_OPTIONS } from '../../../stories/fixtures';
import { LotChecklist } from './lot-checklist';

// The form's checklist of the organization's own lots: id, crop - variety and what it owns.
const meta = {
  title: 'Transactions/Lot checklist',
  component: LotChecklist,
  decorators: [transactionsStory()],
  args: {
    options: LOT_OPTIONS.items,
    selected: new Set([LOT_WHEAT, LOT_PUSA_TEJAS]),
    onToggle: fn(),
    search: '',
    onSearch: fn(),
    loading: false,
    failed: false,
    messageId: 'lots-message',
    invalid: false,
  },
} satisfies Meta<typeof LotChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of five lots ticked (wheat, chickpea, soybean; a packaged lot in packages). */
export const TwoTicked: Story = {};

export const NothingTicked: Story = { args: { selected: new Set() } };

/** Forty lots: the list scrolls within 15rem. */
export const FortyLots: Story = { args: { options: MANY_LOT_OPTIONS.items, selected: new Set() } };

/** A search that matches no lot. */
export const NoMatch: Story = { args: { options: [], search: 'JS 95-60', selected: new Set() } };

/** The organization owns no lot. */
export const NoLots: Story = { args: { options: [], selected: new Set() } };

export const Loading: Story = { args: { options: undefined, loading: true, selected: new Set() } };

export const LoadFailed: Story = { args: { options: undefined, failed: true, selected: new Set() } };

/** Create pressed with nothing ticked: the list is marked invalid. */
export const Invalid: Story = { args: { selected: new Set(), invalid: true } };

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
