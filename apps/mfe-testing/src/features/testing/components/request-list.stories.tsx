import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RECEIVED, REQUESTS, requestRow } from '../../../stories/fixtures';
import { testingStory } from '../../../stories/frame';
import { RequestList } from './request-list';

// The testing requests as a table (from 768 px) and as cards (narrower): every status in its colour.
const meta = {
  title: 'Testing/Request list',
  component: RequestList,
  decorators: [testingStory({ path: '/testing-requests' })],
  args: { rows: REQUESTS, side: 'sent' },
} satisfies Meta<typeof RequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company's own samples: the laboratory each went to ("Own laboratory" for its own). */
export const SentEveryStatus: Story = {};

/** A laboratory's queue: the company that sent each sample. */
export const ReceivedEveryStatus: Story = { args: { rows: RECEIVED, side: 'received' } };

/** A lot without a variety and a long laboratory name. */
export const NoVarietyLongNames: Story = {
  args: {
    rows: [
      requestRow({
        lot: { id: 'SL-20261101-0900000-0001-LONGSUFFIX', crop: 'Chickpea', variety: null, generation: null },
        laboratory: {
          id: '3f6a1c20-9b4d-4e8f-a1b2-c3d4e5f60b09',
          name: 'Regional Seed Testing Laboratory of the Directorate of Agriculture, Government of Maharashtra, Nashik',
        },
      }),
    ],
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' }, args: { rows: RECEIVED, side: 'received' } };
