import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LOT } from '../../../../stories/fixtures';
import { seedLotsStory } from '../../../../stories/frame';
import { TraceDownloads } from './trace-downloads';

// Issue 31: the lot's trace as EPCIS 2.0 (JSON-LD) and as a PDF report, among the lot's actions.
// The download itself needs the API; the stories show the buttons in each language.

const meta = {
  title: 'Seed lots/Trace downloads',
  component: TraceDownloads,
  args: { lotId: LOT.packaged },
  decorators: [
    (Story) => (
      <nav aria-label="Lot actions" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Story />
      </nav>
    ),
    seedLotsStory(),
  ],
} satisfies Meta<typeof TraceDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
