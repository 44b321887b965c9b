import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { LandingPage } from './landing-page';

// The public landing page `/`, in each language.
const meta = {
  title: 'Shell/Landing page',
  component: LandingPage,
  parameters: { layout: 'fullscreen', frame: { path: '/' } },
  decorators: [shellStory],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
