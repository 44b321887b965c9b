import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOT, PACKAGING_PARENTS, PACKAGING_PARENTS_KEY } from '../../../stories/fixtures';
import { fixedToday, seedLotsStory } from '../../../stories/frame';
import { PackagingPage } from './packaging-page';

// /seed-lots/packaging/new and /seed-lots/{id}/package: the parent lots drawn from, the pack size,
// unit and container, the number of packages (with what it packs), date, place, batch and notes.
// The packaging date starts on today's date, fixed here at 2026-11-28.

const parents = { key: PACKAGING_PARENTS_KEY, data: PACKAGING_PARENTS };

const newLot = seedLotsStory({
  path: '/seed-lots/packaging/new',
  route: '/seed-lots/packaging/new',
  queries: [parents],
});

const meta = {
  title: 'Seed lots/Packaging page',
  component: PackagingPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: fixedToday('2026-11-28'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof PackagingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = { decorators: [newLot] };

/** From a lot's page: its lot chosen as the parent. */
export const FromLot: Story = {
  decorators: [
    seedLotsStory({
      path: `/seed-lots/${LOT.chickpea}/package`,
      route: '/seed-lots/:lotId/package',
      queries: [parents],
    }),
  ],
};

/** Nothing to pack yet. */
export const NoParents: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots/packaging/new',
      route: '/seed-lots/packaging/new',
      queries: [{ key: PACKAGING_PARENTS_KEY, data: { items: [] } }],
    }),
  ],
};

/** Submitted empty: the contract's messages. */
export const RequiredFields: Story = {
  decorators: [newLot],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Packaging Lot' }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull());
  },
};

/** 80 bags of 30 kg of Chickpea JG 11: what it packs shows under the form. */
export const Filled: Story = {
  decorators: [
    seedLotsStory({
      path: `/seed-lots/${LOT.chickpea}/package`,
      route: '/seed-lots/:lotId/package',
      queries: [parents],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Pack Size/), '30');
    await userEvent.type(canvas.getByLabelText(/^Number of Packages/), '80');
    await userEvent.type(canvas.getByLabelText(/^Batch Number/), 'MBU/JG11/26-27/03');
    await userEvent.type(canvas.getByLabelText(/^Packaging Location/), 'Processing plant, Pithampur, Dhar');
  },
};

export const Hindi: Story = { decorators: [newLot], parameters: { language: 'hi' } };
