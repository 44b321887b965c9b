import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsStory } from '../../../stories/frame';
import { ComingSoonPage } from './coming-soon-page';

// What the remote shows at an account address it has no page for.
const meta = {
  title: 'Accounts/Coming soon',
  component: ComingSoonPage,
  args: { titleKey: 'notFound' },
  parameters: { frame: { path: '/account/settings' } },
  decorators: [accountsStory],
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {};
export const Hindi: Story = { parameters: { language: 'hi' } };
