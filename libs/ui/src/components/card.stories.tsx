import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './badge';
import { Button } from './button';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Organization',
    description: 'Details of your organization',
    actions: (
      <Button variant="secondary" size="sm">
        Edit
      </Button>
    ),
    children: (
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-500">Name</dt>
          <dd className="font-medium">Green Fields Seeds</dd>
        </div>
        <div>
          <dt className="text-gray-500">Status</dt>
          <dd>
            <Badge tone="green">active</Badge>
          </dd>
        </div>
      </dl>
    ),
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };
export const BodyOnly: Story = { args: { title: undefined, description: undefined, actions: undefined } };
