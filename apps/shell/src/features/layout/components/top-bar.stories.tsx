import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import {
  asLongMarathi,
  asSeedCompany,
  asSeedCompanyManager,
  noNotifications,
  notifications,
  NOTIFICATIONS_KEY,
} from '../../../stories/fixtures';
import { TopBar } from './top-bar';

// The top bar: organization and role (from 1024 px), the notifications bell (a dot when something
// waits) and the user menu (Organization Members for admins only, the language, Sign out).
const meta = {
  title: 'Shell/Top bar',
  component: TopBar,
  args: { onOpenMenu: () => {}, menuOpen: false },
  parameters: {
    layout: 'fullscreen',
    frame: { path: '/dashboard', auth: asSeedCompany, queries: [{ key: NOTIFICATIONS_KEY, data: notifications }] },
  },
  decorators: [
    shellStory,
    (Story) => (
      <div className="min-h-[480px] bg-gray-50">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotificationsWaiting: Story = {};
export const NothingWaiting: Story = {
  parameters: { frame: { auth: asSeedCompanyManager, queries: [{ key: NOTIFICATIONS_KEY, data: noNotifications }] } },
};
export const LongMarathiNames: Story = { parameters: { language: 'mr', frame: { auth: asLongMarathi } } };

export const NotificationsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /waiting|Notifications/i }));
    await expect(await canvas.findByRole('region', { name: 'Notifications' })).toBeVisible();
  },
};

export const NotificationsEmptyOpen: Story = {
  ...NotificationsOpen,
  parameters: { frame: { queries: [{ key: NOTIFICATIONS_KEY, data: noNotifications }] } },
};

export const NotificationsFailedOpen: Story = {
  ...NotificationsOpen,
  parameters: {
    frame: { queries: [{ key: NOTIFICATIONS_KEY, error: new Error('GET /api/v1/notifications answered 500') }] },
  },
};

export const UserMenuAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ramesh Patidar, user menu' }));
    await expect(await canvas.findByRole('link', { name: 'Organization Members' })).toBeVisible();
  },
};

export const UserMenuManager: Story = {
  parameters: { frame: { auth: asSeedCompanyManager } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sunita Deshmukh, user menu' }));
    await expect(await canvas.findByRole('link', { name: 'Your Profile' })).toBeVisible();
  },
};
