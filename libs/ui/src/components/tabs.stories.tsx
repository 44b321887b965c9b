import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'email', label: 'Email', content: <p>Sign in with your email and password.</p> },
  { id: 'phone', label: 'Phone', content: <p>Sign in with your 10-digit phone number.</p> },
  { id: 'otp', label: 'One-time code', content: <p>We send a code by SMS.</p>, disabled: true },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'Sign-in method' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {};
export const DefaultValue: Story = { args: { defaultValue: 'phone' } };

function ControlledTabs(props: React.ComponentProps<typeof Tabs>) {
  const [value, setValue] = useState('phone');
  return (
    <div className="flex flex-col gap-2">
      <Tabs {...props} value={value} onValueChange={setValue} />
      <p className="text-sm text-gray-500">Selected: {value}</p>
    </div>
  );
}

export const Controlled: Story = { render: (args) => <ControlledTabs {...args} /> };
