import { ApiError } from '@seed/auth';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { farmsStory, withoutMapOrApi } from '../../../stories/frame';
import { bareFarm, hindiFarm, malwaFarm, marathiFarm } from '../../../stories/fixtures';
import { FarmDetailPage } from './farm-detail-page';

// /farms/{id}: the farm's facts in cards beside its map (the map shows its fallback in Storybook).
const keyOf = (id: string) => ['farms', 'get', { params: { id } }] as const;
const at = (id: string) => ({ path: `/farms/${id}`, route: '/farms/:farmId' });

const meta = {
  title: 'Farms/Farm detail page',
  component: FarmDetailPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: withoutMapOrApi,
} satisfies Meta<typeof FarmDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field: soil, irrigation, the grower and the dates. */
export const Complete: Story = {
  decorators: [farmsStory({ ...at(malwaFarm.id), queries: [{ key: keyOf(malwaFarm.id), data: malwaFarm }] })],
};

/** Only a name: no soil or irrigation cards, "Location not specified". */
export const OnlyAName: Story = {
  decorators: [farmsStory({ ...at(bareFarm.id), queries: [{ key: keyOf(bareFarm.id), data: bareFarm }] })],
};

export const Loading: Story = {
  decorators: [farmsStory({ ...at(malwaFarm.id), queries: [{ key: keyOf(malwaFarm.id), pending: true }] })],
};

/** An unknown farm (or another organization's): not found, with the way back. */
export const NotFound: Story = {
  decorators: [
    farmsStory({
      ...at(malwaFarm.id),
      queries: [{ key: keyOf(malwaFarm.id), error: new ApiError(404, 'not_found', 'Farm not found') }],
    }),
  ],
};

export const LongHindi: Story = {
  parameters: { language: 'hi' },
  decorators: [farmsStory({ ...at(hindiFarm.id), queries: [{ key: keyOf(hindiFarm.id), data: hindiFarm }] })],
};

export const LongMarathi: Story = {
  parameters: { language: 'mr' },
  decorators: [farmsStory({ ...at(marathiFarm.id), queries: [{ key: keyOf(marathiFarm.id), data: marathiFarm }] })],
};
