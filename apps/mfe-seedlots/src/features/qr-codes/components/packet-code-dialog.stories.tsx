import { apiQueryKey } from '@seed/auth/query';
import { QrCode } from '@seed/domain';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOT } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { DeactivatePacketCodeDialog } from './packet-code-dialog';

// Deactivate one packet's code: find the packet by the number on its label, see its code, and
// confirm with a reason (required). Packet 7 of 600 is looked up from the seeded cache.

const noop = () => {};
const dialog = async (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

const PACKET_7 = QrCode.parse({
  id: '00000000-0000-4000-8000-0000000000c7',
  code: 'Pk7dEf6hIj9kLm2nOp5qRs',
  url: 'https://seeds.example/v/Pk7dEf6hIj9kLm2nOp5qRs',
  kind: 'packet',
  serial: 7,
  status: 'active',
  provider: 'portal',
  deactivatedReason: null,
  createdAt: '2026-11-16T10:05:00Z',
});

const meta = {
  title: 'Seed lots/Packet code dialog',
  component: DeactivatePacketCodeDialog,
  args: { lotId: LOT.packaged, packets: 600, onClose: noop },
  decorators: [
    seedLotsStory({
      queries: [
        { key: apiQueryKey('qrCodes', 'packetCode', { params: { lotId: LOT.packaged, serial: 7 } }), data: PACKET_7 },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
  },
} satisfies Meta<typeof DeactivatePacketCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FindPacket: Story = {};

/** Packet 7 found: its code, the warning and the reason to give. */
export const PacketFound: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.type(box.getByLabelText('Packet number'), '7');
    await userEvent.click(box.getByRole('button', { name: 'Find packet' }));
    await expect(await box.findByText(PACKET_7.url)).toBeVisible();
  },
};

/** A number that is no packet: the contract's message on the number field. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.type(box.getByLabelText('Packet number'), '0');
    await userEvent.click(box.getByRole('button', { name: 'Find packet' }));
    await waitFor(() => expect(box.getByLabelText('Packet number')).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Marathi: Story = {
  parameters: { language: 'mr' },
};
