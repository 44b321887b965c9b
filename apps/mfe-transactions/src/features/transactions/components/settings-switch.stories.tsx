import { ApiError } from '@seed/auth';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { transactionsStory } from '../../../stories/frame';
import { SETTINGS_OFF, SETTINGS_ON } from '../../../stories/fixtures';
import { SettingsSwitch } from './settings-switch';

// The admins' switch "Accept incoming transfers manually" (spec 2), as the settings answer sets it.
const settings = ['transactions', 'settings', undefined] as const;

const meta = {
  title: 'Transactions/Settings switch',
  component: SettingsSwitch,
  decorators: [transactionsStory()],
  parameters: { frame: { role: 'admin', queries: [{ key: settings, data: SETTINGS_ON }] } },
} satisfies Meta<typeof SettingsSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Incoming sales and transfers wait as PENDING until accepted. */
export const On: Story = {};

/** Incoming sales and transfers complete at once. */
export const Off: Story = {
  parameters: { frame: { role: 'admin', queries: [{ key: settings, data: SETTINGS_OFF }] } },
};

/** While the setting is read, the switch is disabled. */
export const Loading: Story = {
  parameters: { frame: { role: 'admin', queries: [{ key: settings, pending: true }] } },
};

export const LoadFailed: Story = {
  parameters: {
    frame: {
      role: 'admin',
      queries: [{ key: settings, error: new ApiError(500, 'internal', 'Internal server error') }],
    },
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
