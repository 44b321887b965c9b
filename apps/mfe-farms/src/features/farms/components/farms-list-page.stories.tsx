import { FARM_LIST_PAGE } from '@seed/domain';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { farmsStory, withoutMapOrApi } from '../../../stories/frame';
import { FARMS, farmPage, hindiFarm, manyFarms, marathiFarm } from '../../../stories/fixtures';
import { FarmsListPage } from './farms-list-page';

// /farms: the grid of cards (the default), its loading, error and empty states, and the map view
// (the map itself cannot draw in Storybook: it shows its fallback, with the filters around it).
const gridKey = (query: Record<string, unknown> = {}) =>
  ['farms', 'list', { query: { page: 1, limit: FARM_LIST_PAGE.defaultLimit, ...query } }] as const;
const mapKey = ['farms', 'list', { query: { page: 1, limit: FARM_LIST_PAGE.mapLimit } }] as const;

const meta = {
  title: 'Farms/Farms list page',
  component: FarmsListPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FarmsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  decorators: [farmsStory({ path: '/farms', queries: [{ key: gridKey(), data: farmPage(FARMS) }] })],
};

/** A full first page of 60 farms, with the pages below. */
export const ManyFarms: Story = {
  decorators: [farmsStory({ path: '/farms', queries: [{ key: gridKey(), data: farmPage(manyFarms, 60) }] })],
};

export const Loading: Story = {
  decorators: [farmsStory({ path: '/farms', queries: [{ key: gridKey(), pending: true }] })],
};

export const LoadError: Story = {
  decorators: [
    farmsStory({
      path: '/farms',
      queries: [{ key: gridKey(), error: new Error('The farms could not be loaded. Please try again.') }],
    }),
  ],
};

/** An organization without farms: the way to create the first. */
export const NoFarmsYet: Story = {
  decorators: [farmsStory({ path: '/farms', queries: [{ key: gridKey(), data: farmPage([], 0) }] })],
};

/** Filters that match none of the organization's farms. */
export const NothingMatches: Story = {
  decorators: [
    farmsStory({
      path: '/farms?search=Akola&ownership=leased&irrigation=drip',
      queries: [
        {
          key: gridKey({ search: 'Akola', ownership: 'leased', irrigation: 'drip' }),
          data: { ...farmPage([], 0), organization_total: 6 },
        },
      ],
    }),
  ],
};

/** The map view: the filters and export around the map, whose fallback shows here. */
export const MapView: Story = {
  beforeEach: withoutMapOrApi,
  decorators: [farmsStory({ path: '/farms?view=map', queries: [{ key: mapKey, data: farmPage(FARMS) }] })],
};

export const Hindi: Story = {
  parameters: { language: 'hi' },
  decorators: [farmsStory({ path: '/farms', queries: [{ key: gridKey(), data: farmPage([hindiFarm, ...FARMS]) }] })],
};

export const Marathi: Story = {
  parameters: { language: 'mr' },
  decorators: [farmsStory({ path: '/farms', queries: [{ key: gridKey(), data: farmPage([marathiFarm, ...FARMS]) }] })],
};
