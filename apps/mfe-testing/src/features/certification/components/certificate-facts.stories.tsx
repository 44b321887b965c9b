import '../../../i18n/certification';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { certificate } from '../../../stories/fixtures';
import { testingStory } from '../../../stories/frame';
import { CertificateFacts } from './certificate-facts';

// A certificate: its class in the colour of its tag, the tag series, its dates and its revocation.
const meta = {
  title: 'Testing/Certification certificate facts',
  component: CertificateFacts,
  decorators: [testingStory({ path: '/certification' })],
  args: { certificate: certificate() },
} satisfies Meta<typeof CertificateFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Certified seed: the blue tag. */
export const Certified: Story = {};
/** Foundation seed: the white tag, every tag already on packets. */
export const Foundation: Story = { args: { certificate: certificate({ seedClass: 'foundation', tagged: 120 }) } };
export const Revoked: Story = {
  args: {
    certificate: certificate({
      revokedAt: '2027-01-14T06:30:00.000Z',
      revocationReason: 'Grow-out test failed: genetic purity 96.1%, below the 99% standard.',
    }),
  },
};
export const Hindi: Story = { parameters: { language: 'hi' } };
export const MarathiRevoked: Story = { parameters: { language: 'mr' }, args: Revoked.args };
