import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { NotFoundPage, UnauthorizedPage } from './message-page';

// The full-page messages: an address that matches nothing, and a role that is not allowed.
const meta = {
  title: 'Shell/Message pages',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', frame: { path: '/seed-lots/SL-00000000-0000000-0000/qr' } },
  decorators: [shellStory],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const NotFoundHindi: Story = { parameters: { language: 'hi' } };
export const Unauthorized: Story = {
  render: () => <UnauthorizedPage />,
  parameters: { frame: { path: '/unauthorized' } },
};
export const UnauthorizedMarathi: Story = {
  render: () => <UnauthorizedPage />,
  parameters: { language: 'mr', frame: { path: '/unauthorized' } },
};
