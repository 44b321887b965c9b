import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { farmsStory, withoutMapOrApi } from '../../../stories/frame';
import { malwaFarm } from '../../../stories/fixtures';
import { EditFarmPage } from './edit-farm-page';

// /farms/{id}/edit: the farm read, then the form filled with it (its states are in 'Farms/Farm form').
const key = ['farms', 'get', { params: { id: malwaFarm.id } }] as const;
const at = { path: `/farms/${malwaFarm.id}/edit`, route: '/farms/:farmId/edit' };

const meta = {
  title: 'Farms/Edit farm page',
  component: EditFarmPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: withoutMapOrApi,
} satisfies Meta<typeof EditFarmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { decorators: [farmsStory({ ...at, queries: [{ key, data: malwaFarm }] })] };
export const Loading: Story = { decorators: [farmsStory({ ...at, queries: [{ key, pending: true }] })] };
export const Marathi: Story = {
  parameters: { language: 'mr' },
  decorators: [farmsStory({ ...at, queries: [{ key, data: malwaFarm }] })],
};
