import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { REPORTS, REPORTS_KEY, SCANS_KEY, SCAN_REPORT, SETTINGS, SETTINGS_KEY } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { ScansPage } from './scans-page';

// /seed-lots/scans: scans per lot, most scanned first, with the counterfeit signals (codes scanned
// on many devices, scans after a recall, far from the place of sale); an admin's verification
// setting (company name and contact on the verification page); the "suspicious packet" reports.

const scans = { key: SCANS_KEY, data: SCAN_REPORT };
const reports = { key: REPORTS_KEY, data: REPORTS };
const settings = { key: SETTINGS_KEY, data: SETTINGS };

const meta = {
  title: 'Seed lots/Scans page',
  component: ScansPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the verification setting, the lots with their signals, two reports. */
export const Admin: Story = {
  decorators: [seedLotsStory({ path: '/seed-lots/scans', queries: [scans, reports, settings] })],
};

/** A manager: no setting card. */
export const Manager: Story = {
  decorators: [seedLotsStory({ path: '/seed-lots/scans', role: 'manager', queries: [scans, reports] })],
};

export const NoScans: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots/scans',
      role: 'manager',
      queries: [
        { key: SCANS_KEY, data: { ...SCAN_REPORT, lots: [] } },
        { key: REPORTS_KEY, data: { reports: [] } },
      ],
    }),
  ],
};

export const Loading: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots/scans',
      queries: [
        { key: SCANS_KEY, pending: true },
        { key: REPORTS_KEY, pending: true },
        { key: SETTINGS_KEY, pending: true },
      ],
    }),
  ],
};

export const LoadError: Story = {
  decorators: [
    seedLotsStory({
      path: '/seed-lots/scans',
      queries: [
        { key: SCANS_KEY, error: new Error('The server did not answer in time.') },
        { key: REPORTS_KEY, error: new Error('The server did not answer in time.') },
        { key: SETTINGS_KEY, error: new Error('The server did not answer in time.') },
      ],
    }),
  ],
};

export const Hindi: Story = { ...Admin, parameters: { language: 'hi' } };
export const Marathi: Story = { ...Manager, parameters: { language: 'mr' } };
