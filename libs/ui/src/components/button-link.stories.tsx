import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MemoryRouter } from 'react-router-dom';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { to: '/seed-lots/production/new', children: 'Record production' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', to: '/seed-lots', children: 'Back to seed lots' } };
export const Small: Story = { args: { size: 'sm', children: 'New transaction', to: '/transactions/new' } };
