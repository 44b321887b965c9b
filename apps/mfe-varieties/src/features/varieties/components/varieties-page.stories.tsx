import { ApiError } from '@seed/auth';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  CROPS,
  DISCOVER_PAGE,
  DISCOVER_PAGE_ONE_OF_FIVE,
  EMPTY_DISCOVER,
  EMPTY_MY,
  MY_PAGE,
  SOYBEAN_ID,
} from '../../../stories/fixtures';
import { varietiesStory } from '../../../stories/frame';
import { VarietiesPage } from './varieties-page';

// /varieties (spec 2 "Varieties page"): My Varieties and Discover Varieties, filtered on the
// server. The URL's tab and filters are the list query's key; each story seeds its answer.
const list = (query: Record<string, unknown>) => ['varieties', 'list', { query: { page: 1, ...query } }] as const;
const crops = { key: ['varieties', 'listCrops', undefined], data: CROPS } as const;
const page = (path: string, query: Record<string, unknown>, answer: object) => ({
  path,
  route: '/varieties',
  queries: [crops, { key: list(query), ...answer }],
});

const meta = {
  title: 'Varieties/Varieties page',
  component: VarietiesPage,
  decorators: [varietiesStory()],
  parameters: { frame: page('/varieties', { tab: 'my' }, { data: MY_PAGE }) },
  // the page's first render waits for its URL schema (a chunk): wait for its heading
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof VarietiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Varieties: imported and custom, shared and private. */
export const MyVarieties: Story = {
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('variety-card')).length).toBe(4);
  },
};

/** Discover Varieties: notified wheat, chickpea and soybean of Madhya Pradesh and Maharashtra, with their sources. */
export const DiscoverVarieties: Story = {
  parameters: { frame: page('/varieties?tab=discover', { tab: 'discover' }, { data: DISCOVER_PAGE }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('variety-sources');
    await within(canvasElement).findAllByTestId('master-variety-card');
  },
};

/** The first of five pages of Discover: Previous and Next. */
export const DiscoverPaged: Story = {
  parameters: { frame: page('/varieties?tab=discover', { tab: 'discover' }, { data: DISCOVER_PAGE_ONE_OF_FIVE }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('master-variety-card');
  },
};

/** Filtered (the panel opens with its filters): kharif soybean of Maharashtra. */
export const DiscoverFiltered: Story = {
  parameters: {
    frame: page(
      `/varieties?tab=discover&crop=${SOYBEAN_ID}&season=kharif&state=Maharashtra`,
      { tab: 'discover', crop: SOYBEAN_ID, season: 'kharif', state: 'Maharashtra' },
      { data: { ...DISCOVER_PAGE, discover: DISCOVER_PAGE.discover.slice(-1), discover_count: 1 } },
    ),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('master-variety-card');
  },
};

export const Loading: Story = {
  parameters: { frame: page('/varieties', { tab: 'my' }, { pending: true }) },
};

/** No variety yet: go to Discover, or add one. */
export const EmptyMine: Story = {
  parameters: { frame: page('/varieties', { tab: 'my' }, { data: EMPTY_MY }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No varieties found');
  },
};

/** Every master already imported. */
export const EmptyDiscover: Story = {
  parameters: { frame: page('/varieties?tab=discover', { tab: 'discover' }, { data: EMPTY_DISCOVER }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No varieties found');
  },
};

/** A search that matches nothing: Clear filters. */
export const EmptyFiltered: Story = {
  parameters: {
    frame: page('/varieties?search=Sharbati', { tab: 'my', search: 'Sharbati' }, { data: EMPTY_MY }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No varieties found');
  },
};

export const LoadFailed: Story = {
  parameters: {
    frame: page('/varieties', { tab: 'my' }, { error: new ApiError(500, 'internal', 'Error loading variety data') }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

/** The crops could not be read (the filters' crop list and the modal's crop select stay empty). */
export const CropsFailed: Story = {
  parameters: {
    frame: {
      queries: [
        { key: ['varieties', 'listCrops', undefined], error: new ApiError(503, 'unavailable', 'Failed to load crops') },
        { key: list({ tab: 'my' }), data: MY_PAGE },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
    await within(canvasElement).findAllByTestId('variety-card');
  },
};

/** A user who belongs to no organization. */
export const NoOrganization: Story = {
  parameters: { frame: { organization: null } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Please select an organization to manage variety data.');
  },
};

// A modal over a page taller than the window screenshots unreliably: the modals open over a
// page of one variety, which fits a phone's height.
const ONE_VARIETY = { ...MY_PAGE, my: MY_PAGE.my.filter((v) => v.display_name === 'JG 11'), my_count: 1 };

/** Remove asks first. */
export const RemoveConfirmation: Story = {
  parameters: { frame: page('/varieties', { tab: 'my' }, { data: ONE_VARIETY }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Remove JG 11/ }));
    await expect(await canvas.findByRole('dialog', { name: 'Remove variety' })).toBeVisible();
  },
};

/** Add Variety opens the modal. */
export const AddVarietyDialog: Story = {
  parameters: { frame: page('/varieties', { tab: 'my' }, { data: ONE_VARIETY }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('variety-card');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Variety' }));
    await expect(await canvas.findByRole('dialog', { name: 'Add Variety' })).toBeVisible();
  },
};

export const Hindi: Story = {
  parameters: { language: 'hi' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('variety-card');
  },
};

export const MarathiDiscover: Story = {
  parameters: {
    frame: page('/varieties?tab=discover', { tab: 'discover' }, { data: DISCOVER_PAGE }),
    language: 'mr',
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('master-variety-card');
  },
};
