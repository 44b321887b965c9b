import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from './input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { label: 'Full name', placeholder: 'Asha Patel' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', placeholder: '98765 43210', hint: '10 digits, shown with +91' },
};
export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'asha@', error: 'Enter a valid email address' },
};
export const Disabled: Story = {
  args: { label: 'Email', defaultValue: 'asha@example.in', disabled: true, hint: 'Email cannot be changed' },
};
