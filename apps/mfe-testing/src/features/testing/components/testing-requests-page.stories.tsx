import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { queue, RECEIVED, REQUESTS } from '../../../stories/fixtures';
import { signedInAs, testingStory } from '../../../stories/frame';
import { TestingRequestsPage } from './testing-requests-page';

// /testing-requests: Received (a laboratory's queue) and Sent (a company's samples), with the
// status filter, the search, the pages, and the loading, failed and empty states.
const keyOf = (query: Record<string, string>) => ['testing', 'queue', { query }] as const;
const sent = keyOf({ side: 'sent' });
const received = keyOf({ side: 'received' });

const meta = {
  title: 'Testing/Testing requests page',
  component: TestingRequestsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TestingRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company opens on Sent: its samples, with more on an older page. */
export const CompanySent: Story = {
  decorators: [
    testingStory({ path: '/testing-requests', queries: [{ key: sent, data: queue(REQUESTS, 'cursor-2') }] }),
    signedInAs('company'),
  ],
};

/** A laboratory opens on Received: its queue. */
export const LaboratoryReceived: Story = {
  decorators: [
    testingStory({ path: '/testing-requests', queries: [{ key: received, data: queue(RECEIVED) }] }),
    signedInAs('laboratory'),
  ],
};

export const Loading: Story = {
  decorators: [
    testingStory({ path: '/testing-requests', queries: [{ key: sent, pending: true }] }),
    signedInAs('company'),
  ],
};

export const LoadFailed: Story = {
  decorators: [
    testingStory({
      path: '/testing-requests',
      queries: [{ key: sent, error: new Error('The server did not answer in time') }],
    }),
    signedInAs('company'),
  ],
};

/** No samples sent yet: the way to send the first. */
export const EmptySent: Story = {
  decorators: [
    testingStory({ path: '/testing-requests', queries: [{ key: sent, data: queue([]) }] }),
    signedInAs('company'),
  ],
};

export const EmptyReceived: Story = {
  decorators: [
    testingStory({ path: '/testing-requests', queries: [{ key: received, data: queue([]) }] }),
    signedInAs('laboratory'),
  ],
};

/** A status and a search that match nothing: the way to clear them. */
export const NothingMatches: Story = {
  decorators: [
    testingStory({
      path: '/testing-requests?side=sent&status=rejected&q=JG%2011',
      queries: [{ key: keyOf({ side: 'sent', status: 'rejected', q: 'JG 11' }), data: queue([]) }],
    }),
    signedInAs('company'),
  ],
};

export const Hindi: Story = {
  parameters: { language: 'hi' },
  decorators: [
    testingStory({ path: '/testing-requests', queries: [{ key: sent, data: queue(REQUESTS) }] }),
    signedInAs('company'),
  ],
};

export const Marathi: Story = {
  parameters: { language: 'mr' },
  decorators: [
    testingStory({ path: '/testing-requests', queries: [{ key: received, data: queue(RECEIVED) }] }),
    signedInAs('laboratory'),
  ],
};
