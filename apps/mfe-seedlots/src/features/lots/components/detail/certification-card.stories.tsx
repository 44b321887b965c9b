import { ApiError } from '@seed/auth';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  AGENCIES,
  AGENCIES_KEY,
  CERTIFIED,
  INSPECTING,
  LOT,
  NOT_CERTIFIED,
  REJECTED,
  certificationKey,
} from '../../../../stories/fixtures';
import { seedLotsStory } from '../../../../stories/frame';
import { CertificationCard } from './certification-card';

// The lot detail's Certification card (issue 28): not applied (with Apply), applied and inspecting
// (with the inspections), certified (the certificate and its tags), rejected (the reason); loading,
// a failed read, a member without a role. Apply opens the application form.

const id = LOT.production;
const withCertification = (data: unknown) =>
  seedLotsStory({
    queries: [
      { key: certificationKey(id), data },
      { key: AGENCIES_KEY, data: AGENCIES },
    ],
  });

const meta = {
  title: 'Seed lots/Certification card',
  component: CertificationCard,
  args: { lotId: id },
} satisfies Meta<typeof CertificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotApplied: Story = { decorators: [withCertification(NOT_CERTIFIED)] };
export const Inspecting: Story = { decorators: [withCertification(INSPECTING)] };
export const Certified: Story = { decorators: [withCertification(CERTIFIED)] };
export const Rejected: Story = { decorators: [withCertification(REJECTED)] };
export const Loading: Story = {
  decorators: [seedLotsStory({ queries: [{ key: certificationKey(id), pending: true }] })],
};
export const LoadError: Story = {
  decorators: [
    seedLotsStory({ queries: [{ key: certificationKey(id), error: new ApiError(500, 'error', 'Server error') }] }),
  ],
};
export const MemberWithoutRole: Story = { decorators: [seedLotsStory({ role: null })] };
export const CertifiedHindi: Story = { ...Certified, parameters: { language: 'hi' } };

/** Apply, then submit without an agency: the form's message in the contract's words. */
export const ApplyRequiredAgency: Story = {
  decorators: [withCertification(NOT_CERTIFIED)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Apply/ }));
    const box = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(await box.findByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.body.querySelector('dialog')!.querySelector('[aria-invalid="true"]'),
      ).not.toBeNull(),
    );
  },
};
