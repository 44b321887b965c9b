import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';
import { EmptyState } from './empty-state';

const SeedIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-6">
    <path
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M12 21V11m0 0C12 7 9 4 5 4c0 4 3 7 7 7zm0 0c0-4 3-7 7-7 0 4-3 7-7 7z"
    />
  </svg>
);

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: SeedIcon,
    title: 'No seed lots yet',
    description: 'Add your first seed lot to start generating QR codes.',
    action: <Button>Add seed lot</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };
