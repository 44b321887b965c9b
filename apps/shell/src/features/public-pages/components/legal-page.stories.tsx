import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import LegalPage from './legal-page';

// /terms-of-service and /privacy-policy.
const meta = {
  title: 'Shell/Legal pages',
  component: LegalPage,
  args: { doc: 'terms' },
  parameters: { layout: 'fullscreen', frame: { path: '/terms-of-service' } },
  decorators: [shellStory],
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsOfService: Story = {};
export const PrivacyPolicy: Story = { args: { doc: 'privacy' }, parameters: { frame: { path: '/privacy-policy' } } };
export const TermsHindi: Story = { parameters: { language: 'hi' } };
export const PrivacyMarathi: Story = {
  args: { doc: 'privacy' },
  parameters: { language: 'mr', frame: { path: '/privacy-policy' } },
};
