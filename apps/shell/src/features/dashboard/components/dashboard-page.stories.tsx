import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import {
  agencyDashboard,
  asCertificationAgency,
  asLongMarathi,
  asSeedCompany,
  asTestingAgency,
  companyDashboard,
  DASHBOARD_KEY,
  emptyDashboard,
  laboratoryDashboard,
} from '../../../stories/fixtures';
import DashboardPage from './dashboard-page';

// /dashboard: the organization's summary, the four counts, quick actions, recent activity, and
// for a seed company its seed-test and certification panels; a laboratory sees its queue and a
// certification agency its applications instead. GET /api/v1/dashboard is seeded in the cache.
const meta = {
  title: 'Shell/Dashboard',
  component: DashboardPage,
  parameters: {
    layout: 'fullscreen',
    frame: { path: '/dashboard', auth: asSeedCompany, queries: [{ key: DASHBOARD_KEY, data: companyDashboard }] },
  },
  decorators: [shellStory],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeedCompany: Story = {};
export const NewCompanyEmpty: Story = {
  parameters: { frame: { queries: [{ key: DASHBOARD_KEY, data: emptyDashboard }] } },
};
export const Loading: Story = { parameters: { frame: { queries: [{ key: DASHBOARD_KEY, pending: true }] } } };
export const LoadFailed: Story = {
  parameters: { frame: { queries: [{ key: DASHBOARD_KEY, error: new Error('An error occurred') }] } },
};
export const TestingAgency: Story = {
  parameters: { frame: { auth: asTestingAgency, queries: [{ key: DASHBOARD_KEY, data: laboratoryDashboard }] } },
};
export const TestingAgencyLoading: Story = {
  parameters: { frame: { auth: asTestingAgency, queries: [{ key: DASHBOARD_KEY, pending: true }] } },
};
export const CertificationAgency: Story = {
  parameters: { frame: { auth: asCertificationAgency, queries: [{ key: DASHBOARD_KEY, data: agencyDashboard }] } },
};
export const Hindi: Story = { parameters: { language: 'hi' } };
export const MarathiSuspended: Story = { parameters: { language: 'mr', frame: { auth: asLongMarathi } } };
export const TestingAgencyMarathi: Story = {
  ...TestingAgency,
  parameters: { ...TestingAgency.parameters, language: 'mr' },
};
