import { DASHBOARD_EXPIRING_WITHIN_DAYS } from '@seed/domain';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { asSeedCompany, companyDashboard, emptyDashboard, laboratoryDashboard } from '../../../stories/fixtures';
import { LaboratoryQueue, SeedTestPanels } from './testing-panels';

// Issue 27's dashboard panels: a seed company's tests expiring (yellow: passed, no standard) and
// failed or expired (red), with "Showing 3 of 9"; a laboratory's queue per status (Requested
// blue, Received and In testing yellow) with the oldest requests waiting.
const meta = {
  title: 'Shell/Testing panels',
  component: SeedTestPanels,
  args: { seedTests: companyDashboard.seed_tests, expiringWithinDays: DASHBOARD_EXPIRING_WITHIN_DAYS },
  parameters: { frame: { path: '/dashboard', auth: asSeedCompany } },
  decorators: [shellStory],
} satisfies Meta<typeof SeedTestPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeedTestsEveryStatus: Story = {};
export const SeedTestsEmpty: Story = { args: { seedTests: emptyDashboard.seed_tests } };
export const SeedTestsHindi: Story = { parameters: { language: 'hi' } };

export const LaboratoryQueueEveryStatus: Story = {
  render: () => <LaboratoryQueue queue={laboratoryDashboard.laboratory_queue} />,
};
export const LaboratoryQueueEmpty: Story = {
  render: () => <LaboratoryQueue queue={emptyDashboard.laboratory_queue} />,
};
export const LaboratoryQueueLoading: Story = { render: () => <LaboratoryQueue queue={undefined} /> };
export const LaboratoryQueueMarathi: Story = {
  render: () => <LaboratoryQueue queue={laboratoryDashboard.laboratory_queue} />,
  parameters: { language: 'mr' },
};
