import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import {
  CROPS,
  CROPS_KEY,
  LOT,
  MANY_ITEMS,
  OVERVIEW_ITEMS,
  PACKAGING_ITEMS,
  PRODUCTION_ITEMS,
  UNREGISTERED_ITEMS,
  listItem,
  listKey,
  lotList,
} from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { SeedLotsPage } from './seed-lots-page';

// /seed-lots: the four tabs with their filters, the lots as a table from 768 px and as cards below
// it (the phone picture), paged on the server; loading, empty, filtered-empty and a failed read.

const crops = { key: CROPS_KEY, data: CROPS };

/** Waits until the lots of the page are on screen (a table row and a card each). */
const showsLot =
  (id: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(id)).length).toBeGreaterThan(0);
  };

const meta = {
  title: 'Seed lots/Seed lots page',
  component: SeedLotsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SeedLotsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots',
      queries: [crops, { key: listKey('overview'), data: lotList('overview', OVERVIEW_ITEMS) }],
    }),
  ],
  play: showsLot(LOT.packaged),
};

export const Production: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots?tab=production',
      queries: [crops, { key: listKey('production'), data: lotList('production', PRODUCTION_ITEMS) }],
    }),
  ],
  play: showsLot(LOT.production),
};

export const Packaging: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots?tab=packaging',
      queries: [crops, { key: listKey('packaging'), data: lotList('packaging', PACKAGING_ITEMS) }],
    }),
  ],
  play: showsLot(LOT.packaged),
};

export const Unregistered: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots?tab=unregistered',
      queries: [crops, { key: listKey('unregistered'), data: lotList('unregistered', UNREGISTERED_ITEMS) }],
    }),
  ],
  play: showsLot(LOT.unregistered),
};

/** The trash of the Overview: a deleted lot with Restore. */
export const Trash: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots?deleted=true',
      queries: [
        crops,
        {
          key: listKey('overview', { deleted: 'true' }),
          data: lotList('overview', [
            listItem({ id: LOT.deleted, status: 'inactive', deleted_at: '2026-11-26T08:15:00.000Z' }),
          ]),
        },
      ],
    }),
  ],
  play: showsLot(LOT.deleted),
};

/** A full page of 25 of 184 lots, with the pagination. */
export const LongList: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots',
      queries: [crops, { key: listKey('overview'), data: lotList('overview', MANY_ITEMS, 184) }],
    }),
  ],
  play: async (context) => {
    // the whole page of 25 rendered (a long answer renders in an interruptible pass), with the pages
    await showsLot(MANY_ITEMS.at(-1)!.id)(context);
    await within(context.canvasElement).findByText(/184/);
  },
};

export const Loading: Story = {
  decorators: [seedLotsStory({ path: '/seed-lots', queries: [crops, { key: listKey('overview'), pending: true }] })],
};

export const Empty: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots?tab=production',
      queries: [crops, { key: listKey('production'), data: lotList('production', []) }],
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/No production lots found/);
  },
};

/** No lot matches the filters: the hint to clear them. */
export const EmptyFiltered: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots?tab=packaging&status=rejected&quality=failed',
      queries: [
        crops,
        {
          key: listKey('packaging', { status: 'rejected', quality: 'failed' }),
          data: lotList('packaging', []),
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Try another search or clear the filters.');
  },
};

export const LoadError: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots',
      queries: [crops, { key: listKey('overview'), error: new Error('The server did not answer in time.') }],
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Failed to load your seed lots/);
  },
};

export const Hindi: Story = {
  ...Overview,
  parameters: { language: 'hi' },
};

export const Marathi: Story = {
  ...Production,
  parameters: { language: 'mr' },
};
