import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MemoryRouter } from 'react-router-dom';
import { TextLink } from './text-link';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  args: { to: '/seed-lots/SL-20261101-0900000-0001', children: 'SL-20261101-0900000-0001' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Underlined on hover: a table's row link. */
export const Hover: Story = {};
/** Always underlined: a link in running text. */
export const Always: Story = {
  render: (args) => (
    <p className="text-sm text-gray-700">
      Delivered as <TextLink {...args} underline="always" />.
    </p>
  ),
};
