import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SeedLotDetail } from '@seed/domain';
import { LOT, PACKAGED_DETAIL, PRODUCTION_DETAIL, lotKey } from '../../../stories/fixtures';
import { fixedToday, seedLotsStory } from '../../../stories/frame';
import { HarvestPage } from './harvest-page';

// /seed-lots/{id}/harvest: the lot's facts, then the harvest (date, packaging type, total yield,
// pack size and unit, notes), checked with the contract's schema. The date starts on today's date,
// fixed here at 2026-11-28 so the picture does not change from day to day.

const at = (id: string) => ({ path: `/seed-lots/${id}/harvest`, route: '/seed-lots/:lotId/harvest' });

/** A production lot sown and still active: the harvest may be recorded. */
const ACTIVE_DETAIL = SeedLotDetail.parse({
  ...PRODUCTION_DETAIL,
  lot: { ...PRODUCTION_DETAIL.lot, status: 'active', pack_size: 40, pack_unit: 'Kg', packaging_type: 'bag' },
});
const harvestable = seedLotsStory({
  ...at(LOT.production),
  queries: [{ key: lotKey(LOT.production), data: ACTIVE_DETAIL }],
});

const meta = {
  title: 'Seed lots/Harvest page',
  component: HarvestPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: fixedToday('2026-11-28'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof HarvestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [harvestable] };

/** Submitted without a yield: the contract's message under Total Yield. */
export const RequiredYield: Story = {
  decorators: [harvestable],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as Harvested' }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull());
  },
};

/** 4,350 kg in 40 kg bags. */
export const Filled: Story = {
  decorators: [harvestable],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Total Yield/), '4350');
    await userEvent.type(canvas.getByLabelText(/^Harvest Notes/), 'Combine harvester; moisture 11% at threshing.');
  },
};

/** A packaged lot cannot be harvested: the refusal with Go Back. */
export const Refused: Story = {
  decorators: [seedLotsStory({ ...at(LOT.packaged), queries: [{ key: lotKey(LOT.packaged), data: PACKAGED_DETAIL }] })],
};

export const Loading: Story = {
  decorators: [seedLotsStory({ ...at(LOT.production), queries: [{ key: lotKey(LOT.production), pending: true }] })],
  play: async () => {},
};

export const Hindi: Story = { decorators: [harvestable], parameters: { language: 'hi' } };
export const Marathi: Story = { decorators: [harvestable], parameters: { language: 'mr' } };
