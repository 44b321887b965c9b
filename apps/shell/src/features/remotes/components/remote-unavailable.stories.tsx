import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { IncompatibleRemoteError } from '../api/incompatible-remote-error';
import { RemoteUnavailable } from './remote-unavailable';

// A section of the page whose remote cannot be used: the rest of the portal keeps working.
const meta = {
  title: 'Shell/Remote unavailable',
  component: RemoteUnavailable,
  parameters: { layout: 'fullscreen', frame: { path: '/seed-lots' } },
  decorators: [shellStory],
  args: { error: new TypeError('Failed to fetch'), onRetry: () => {} },
} satisfies Meta<typeof RemoteUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The remote did not load (offline, a deploy in progress) or threw: Retry loads it afresh. */
export const FailedToLoad: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const FailedToLoadMarathi: Story = { parameters: { language: 'mr' } };

/** A build made for another version of a shared library, named for whoever deploys it. */
export const Incompatible: Story = {
  args: {
    error: new IncompatibleRemoteError(
      'mfe_seedlots',
      { entry: '/remotes/mfe-seedlots/mf-manifest.json', buildName: 'mfe-seedlots', buildVersion: '0.9.0' },
      'react',
      '^18.3.0',
      '19.2.0',
    ),
  },
};

export const IncompatibleUnknownVersion: Story = {
  args: { error: new IncompatibleRemoteError('mfe_farms', undefined, '@seed/auth', '^2.0.0', '1.4.0') },
  parameters: { language: 'hi' },
};
