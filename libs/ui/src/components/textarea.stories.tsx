import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Textarea } from './textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { label: 'Notes', placeholder: 'Stored dry, germination checked in March' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Description', rows: 5, hint: 'Shown on the variety card' },
};
export const WithError: Story = {
  args: { label: 'Harvest Notes', defaultValue: 'x', error: 'Notes are too long' },
};
