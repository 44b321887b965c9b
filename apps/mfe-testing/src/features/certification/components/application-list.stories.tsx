import '../../../i18n/certification';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { APPLICATIONS, summary } from '../../../stories/fixtures';
import { testingStory } from '../../../stories/frame';
import { ApplicationList } from './application-list';

// The certification applications as a table (from 768 px) and as cards: every status in its colour,
// the certificate's number and validity, or that it was revoked.
const meta = {
  title: 'Testing/Certification application list',
  component: ApplicationList,
  decorators: [testingStory({ path: '/certification' })],
  args: { rows: APPLICATIONS, side: 'sent' },
} satisfies Meta<typeof ApplicationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company's applications: the agency each went to. */
export const SentEveryStatus: Story = {};

/** An agency's queue: the company that applied. */
export const ReceivedEveryStatus: Story = { args: { side: 'received' } };

export const NoVarietyLongAgency: Story = {
  args: {
    rows: [
      summary({
        lot: { id: 'SL-20261101-0900000-0001', crop: 'Chickpea', variety: null },
        agency: {
          id: '3f6a1c20-9b4d-4e8f-a1b2-c3d4e5f60d09',
          name: 'Maharashtra State Seed Certification Agency, Divisional Office, Akola (Vidarbha region)',
        },
      }),
    ],
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' }, args: { side: 'received' } };
