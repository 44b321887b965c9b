import { ApiError } from '@seed/auth';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { transactionsStory } from '../../../stories/frame';
import { EMPTY_PAGE, LONG_PAGE, SETTINGS_ON, TYPICAL_PAGE } from '../../../stories/fixtures';
import { TransactionsPage } from './transactions-page';

// /transactions: the organization's manifests, filtered on the server (the URL's filters are the
// list query's key), with Export CSV and New Transaction. The list answer is seeded per story.
const list = (query: Record<string, string> = {}) => ['transactions', 'list', { query }] as const;
const settings = ['transactions', 'settings', undefined] as const;

const meta = {
  title: 'Transactions/Transactions page',
  component: TransactionsPage,
  decorators: [transactionsStory()],
  parameters: {
    frame: { path: '/transactions', route: '/transactions', queries: [{ key: list(), data: TYPICAL_PAGE }] },
  },
  // the page's first render waits for the list's query schema (a chunk): wait for its heading
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's first page: every kind of manifest, Newer and Older. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Nashik Krushi Seva Kendra')).length).toBeGreaterThan(0);
  },
};

/** An admin also sees the switch "Accept incoming transfers manually" (on). */
export const Admin: Story = {
  parameters: {
    frame: {
      role: 'admin',
      path: '/transactions',
      route: '/transactions',
      queries: [
        { key: list(), data: TYPICAL_PAGE },
        { key: settings, data: SETTINGS_ON },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch')).toBeChecked();
  },
};

/** An older page (the URL holds the cursor): Newer goes back, the last page has no Older. */
export const OlderPage: Story = {
  parameters: {
    frame: {
      path: `/transactions?before=${encodeURIComponent(TYPICAL_PAGE.nextCursor ?? '')}`,
      queries: [{ key: list({ before: TYPICAL_PAGE.nextCursor ?? '' }), data: { ...LONG_PAGE, nextCursor: null } }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Dewas Kisan Beej Bhandar')).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { frame: { path: '/transactions', route: '/transactions', queries: [{ key: list(), pending: true }] } },
};

/** No manifest yet. */
export const Empty: Story = {
  parameters: {
    frame: { path: '/transactions', route: '/transactions', queries: [{ key: list(), data: EMPTY_PAGE }] },
  },
};

/** Filters that match nothing: the empty state offers Clear filters. */
export const EmptyFiltered: Story = {
  parameters: {
    frame: {
      path: '/transactions?type=ADJUSTMENT&status=PENDING',
      route: '/transactions',
      queries: [{ key: list({ type: 'ADJUSTMENT', status: 'PENDING' }), data: EMPTY_PAGE }],
    },
  },
};

/** The list could not be read. */
export const LoadFailed: Story = {
  parameters: {
    frame: {
      path: '/transactions',
      route: '/transactions',
      queries: [
        { key: list(), error: new ApiError(503, 'unavailable', 'The service is unavailable. Try again shortly.') },
      ],
    },
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
