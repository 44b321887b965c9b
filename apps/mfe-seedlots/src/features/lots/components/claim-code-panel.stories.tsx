import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LOT } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { ClaimCodePanel } from './claim-code-panel';

// A claim code, shown once after it is made (it is kept hashed): copy or print it for the supplier.

const meta = {
  title: 'Seed lots/Claim code panel',
  component: ClaimCodePanel,
  args: { code: 'C2B5-AC14-4D73-B440-B6B3-EE0E', lotId: LOT.unregistered },
  decorators: [seedLotsStory()],
} satisfies Meta<typeof ClaimCodePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
