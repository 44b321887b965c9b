import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { AccessGate } from './access-gate';

// The gate of the signed-in pages while the session is read: a full-page spinner. (Its other
// outcomes are redirects to other pages, not something it shows.)
const meta = {
  title: 'Shell/Access gate',
  component: AccessGate,
  args: { children: null },
  parameters: { layout: 'fullscreen', frame: { path: '/dashboard', auth: { loading: true } } },
  decorators: [shellStory],
} satisfies Meta<typeof AccessGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingSession: Story = {};
export const CheckingSessionHindi: Story = { parameters: { language: 'hi' } };
