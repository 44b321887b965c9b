import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { APPLICATIONS, applicationPage } from '../../../stories/fixtures';
import { signedInAs, testingStory } from '../../../stories/frame';
import { CertificationApplicationsPage } from './applications-page';

// /certification: Received (a certification agency's queue) and Sent (a company's applications),
// with the status filter, the search, the pages, and the loading, failed and empty states.
const keyOf = (query: Record<string, string>) => ['certification', 'listApplications', { query }] as const;
const sent = keyOf({ side: 'sent' });
const received = keyOf({ side: 'received' });

const meta = {
  title: 'Testing/Certification applications page',
  component: CertificationApplicationsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CertificationApplicationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanySent: Story = {
  decorators: [
    testingStory({ path: '/certification', queries: [{ key: sent, data: applicationPage(APPLICATIONS, 'cursor-2') }] }),
    signedInAs('company'),
  ],
};

export const AgencyReceived: Story = {
  decorators: [
    testingStory({ path: '/certification', queries: [{ key: received, data: applicationPage(APPLICATIONS) }] }),
    signedInAs('agency'),
  ],
};

export const Loading: Story = {
  decorators: [
    testingStory({ path: '/certification', queries: [{ key: sent, pending: true }] }),
    signedInAs('company'),
  ],
};

export const LoadFailed: Story = {
  decorators: [
    testingStory({
      path: '/certification',
      queries: [{ key: sent, error: new Error('The server did not answer in time') }],
    }),
    signedInAs('company'),
  ],
};

export const EmptySent: Story = {
  decorators: [
    testingStory({ path: '/certification', queries: [{ key: sent, data: applicationPage([]) }] }),
    signedInAs('company'),
  ],
};

export const EmptyReceived: Story = {
  decorators: [
    testingStory({ path: '/certification', queries: [{ key: received, data: applicationPage([]) }] }),
    signedInAs('agency'),
  ],
};

export const NothingMatches: Story = {
  decorators: [
    testingStory({
      path: '/certification?side=received&status=revoked&q=SCA-2026-0001',
      queries: [{ key: keyOf({ side: 'received', status: 'revoked', q: 'SCA-2026-0001' }), data: applicationPage([]) }],
    }),
    signedInAs('agency'),
  ],
};

export const Hindi: Story = {
  parameters: { language: 'hi' },
  decorators: [
    testingStory({ path: '/certification', queries: [{ key: received, data: applicationPage(APPLICATIONS) }] }),
    signedInAs('agency'),
  ],
};

export const Marathi: Story = {
  parameters: { language: 'mr' },
  decorators: [
    testingStory({ path: '/certification', queries: [{ key: sent, data: applicationPage(APPLICATIONS) }] }),
    signedInAs('company'),
  ],
};
