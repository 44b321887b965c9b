import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { within } from 'storybook/test';
import { DELETED_DETAIL, LOT, PRODUCTION_DETAIL, lotKey } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { EditLotPage } from './edit-lot-page';

// /seed-lots/{id}/edit: what a grower may change (generation, notes, planting and expected harvest
// dates); refused for a lot the organization does not grow or one in the trash.

const at = (id: string) => ({ path: `/seed-lots/${id}/edit`, route: '/seed-lots/:lotId/edit' });

const growerLot = seedLotsStory({
  ...at(LOT.production),
  queries: [{ key: lotKey(LOT.production), data: PRODUCTION_DETAIL }],
});

const meta = {
  title: 'Seed lots/Edit lot page',
  component: EditLotPage,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof EditLotPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [growerLot] };

export const Refused: Story = {
  decorators: [seedLotsStory({ ...at(LOT.deleted), queries: [{ key: lotKey(LOT.deleted), data: DELETED_DETAIL }] })],
};

export const Marathi: Story = { decorators: [growerLot], parameters: { language: 'mr' } };
