import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import DashboardPage from '../../dashboard/components/dashboard-page';
import { shellStory } from '../../../stories/frame';
import {
  asCertificationAgency,
  asLongMarathi,
  asSeedCompany,
  asTestingAgency,
  companyDashboard,
  DASHBOARD_KEY,
  laboratoryDashboard,
  agencyDashboard,
  notifications,
  NOTIFICATIONS_KEY,
} from '../../../stories/fixtures';
import AppLayout from './app-layout';

// The signed-in frame: the sidebar from 1024 px up; the top bar; below 1024 px the menu button,
// the drawer and the bottom tabs (the phone picture). Its menus follow the organization's type.
const meta = {
  title: 'Shell/App frame',
  component: AppLayout,
  parameters: {
    layout: 'fullscreen',
    frame: {
      path: '/dashboard',
      auth: asSeedCompany,
      queries: [
        { key: DASHBOARD_KEY, data: companyDashboard },
        { key: NOTIFICATIONS_KEY, data: notifications },
      ],
      outlet: <DashboardPage />,
    },
  },
  decorators: [shellStory],
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeedCompany: Story = {};

export const TestingAgency: Story = {
  parameters: {
    frame: {
      auth: asTestingAgency,
      queries: [
        { key: DASHBOARD_KEY, data: laboratoryDashboard },
        { key: NOTIFICATIONS_KEY, data: { items: [] } },
      ],
    },
  },
};

export const CertificationAgency: Story = {
  parameters: {
    frame: {
      auth: asCertificationAgency,
      queries: [
        { key: DASHBOARD_KEY, data: agencyDashboard },
        { key: NOTIFICATIONS_KEY, data: { items: [] } },
      ],
    },
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };

export const LongMarathiNames: Story = {
  parameters: { language: 'mr', frame: { auth: asLongMarathi } },
};

export const DrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    // The menu button is there below 1024 px only (a hidden element has no accessible name to
    // find it by): the story opens the drawer from the button's place in the top bar.
    const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls="mobile-drawer"]');
    if (!button) throw new Error('The top bar has no menu button');
    button.click();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ramesh Patidar, user menu' }));
    await expect(await canvas.findByRole('link', { name: 'Organization Members' })).toBeVisible();
  },
};
