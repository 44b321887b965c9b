import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge, StatusBadge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'active', tone: 'green' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = {};
export const Yellow: Story = { args: { tone: 'yellow', children: 'suspended' } };
export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="green">active</Badge>
      <Badge tone="yellow">inactive</Badge>
      <Badge tone="red">rejected</Badge>
      <Badge tone="gray">draft</Badge>
      <Badge tone="blue">admin</Badge>
      <Badge tone="purple">pending</Badge>
    </div>
  ),
};
export const Purple: Story = { args: { tone: 'purple', children: 'processed' } };
/** A status in its spec colour, as libs/domain's rules name it (manifestStatusColor('COMPLETED') is green). */
export const Status: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge color="green">Completed</StatusBadge>
      <StatusBadge color="yellow">Pending</StatusBadge>
      <StatusBadge color="purple">Initial</StatusBadge>
      <StatusBadge color="gray">Cancelled</StatusBadge>
    </div>
  ),
};
