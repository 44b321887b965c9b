import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { asCertificationAgency, asSeedCompany, asTestingAgency } from '../../../stories/fixtures';
import { SideNav } from './side-nav';

// The menu of the sidebar and the drawer: a seed company's whole workspace, a laboratory's
// Dashboard and Testing Requests, a certification agency's Dashboard and Certification.
const meta = {
  title: 'Shell/Side navigation',
  component: SideNav,
  parameters: { frame: { path: '/seed-lots', auth: asSeedCompany } },
  decorators: [
    shellStory,
    (Story) => (
      <div className="h-[560px] w-64 border border-gray-200 bg-white">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeedCompany: Story = {};
export const TestingAgency: Story = { parameters: { frame: { path: '/testing-requests', auth: asTestingAgency } } };
export const CertificationAgency: Story = {
  parameters: { frame: { path: '/certification', auth: asCertificationAgency } },
};
export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr', frame: { path: '/profile' } } };
