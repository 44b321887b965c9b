import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { asCertificationAgency, asSeedCompany, asTestingAgency } from '../../../stories/fixtures';
import { BottomTabs } from './bottom-tabs';
import { MobileDrawer } from './mobile-drawer';

// Below 1024 px: the bottom tabs (five for a seed company, fewer for an agency) and the drawer.
// The tabs are hidden from 1024 px up, so only the phone picture shows them.
const meta = {
  title: 'Shell/Phone navigation',
  component: BottomTabs,
  parameters: { layout: 'fullscreen', frame: { path: '/seed-lots', auth: asSeedCompany } },
  decorators: [shellStory],
} satisfies Meta<typeof BottomTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabsSeedCompany: Story = {};
export const TabsTestingAgency: Story = {
  parameters: { frame: { path: '/testing-requests', auth: asTestingAgency } },
};
export const TabsCertificationAgency: Story = {
  parameters: { frame: { path: '/dashboard', auth: asCertificationAgency } },
};
export const TabsMarathi: Story = { parameters: { language: 'mr' } };

export const DrawerSeedCompany: Story = { render: () => <MobileDrawer open onClose={() => {}} /> };
export const DrawerTestingAgency: Story = {
  render: () => <MobileDrawer open onClose={() => {}} />,
  parameters: { frame: { path: '/testing-requests', auth: asTestingAgency } },
};
export const DrawerHindi: Story = {
  render: () => <MobileDrawer open onClose={() => {}} />,
  parameters: { language: 'hi' },
};
