import { DASHBOARD_EXPIRING_WITHIN_DAYS } from '@seed/domain';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { agencyDashboard, asSeedCompany, companyDashboard, emptyDashboard } from '../../../stories/fixtures';
import { AgencyQueue, CompanyCertificationPanels } from './certification-panels';

// Issue 28's dashboard panels: a seed company's applications in progress (Applied blue,
// Inspecting yellow) and its certificates expiring, each with its seed class's tag colour
// (breeder, foundation, certified, truthfully labelled); a certification agency's queue.
const meta = {
  title: 'Shell/Certification panels',
  component: CompanyCertificationPanels,
  args: { certification: companyDashboard.certification, expiringWithinDays: DASHBOARD_EXPIRING_WITHIN_DAYS },
  parameters: { frame: { path: '/dashboard', auth: asSeedCompany } },
  decorators: [shellStory],
} satisfies Meta<typeof CompanyCertificationPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyEveryStatusAndClass: Story = {};
export const CompanyEmpty: Story = { args: { certification: emptyDashboard.certification } };
export const CompanyMarathi: Story = { parameters: { language: 'mr' } };

export const AgencyQueueEveryStatus: Story = {
  render: () => <AgencyQueue queue={agencyDashboard.certification.agency_queue} />,
};
export const AgencyQueueEmpty: Story = {
  render: () => <AgencyQueue queue={emptyDashboard.certification.agency_queue} />,
};
export const AgencyQueueHindi: Story = {
  render: () => <AgencyQueue queue={agencyDashboard.certification.agency_queue} />,
  parameters: { language: 'hi' },
};
