import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { LOT, QR_CODE } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { DeactivateCodeDialog, LiftRecallDialog, RecallDialog } from './qr-code-dialogs';

// The QR card's dialogs: recall or stop-sale of a lot (it reaches every lot made from it), lifting
// it, and deactivating the lot's code with a reason. Each form is checked with the contract's schema
// before anything is sent: the interaction stories submit it empty and show the messages.

const noop = () => {};

/** The open dialog (a native modal: outside the story's root, in the page's top layer). */
const dialog = async (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

const meta = {
  title: 'Seed lots/QR code dialogs',
  component: RecallDialog,
  args: { lotId: LOT.packaged, onClose: noop },
  decorators: [seedLotsStory()],
} satisfies Meta<typeof RecallDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recall: Story = {
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
  },
};

/** Submitted with nothing chosen: the kind and the reason are asked for. */
export const RecallRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    const buttons = box.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(await box.findByText(/Please choose what farmers should be told/)).toBeVisible();
    await expect(await box.findByText(/Please give the reason farmers will read/)).toBeVisible();
  },
};

/** Stop sale chosen, with the reason farmers will read. */
export const StopSaleFilled: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.click(box.getAllByRole('radio')[1]!);
    await userEvent.type(
      box.getByRole('textbox'),
      'Germination below the label after storage at Dewas; do not buy until the lot is tested again.',
    );
  },
};

export const RecallHindi: Story = {
  ...Recall,
  parameters: { language: 'hi' },
};

export const LiftRecall: Story = {
  render: () => (
    <LiftRecallDialog
      lotId={LOT.packaged}
      recall={{
        kind: 'recall',
        reason: 'Mixed with another variety',
        at: '2026-11-20T10:00:00Z',
        originLotId: LOT.packaged,
      }}
      onClose={noop}
    />
  ),
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
  },
};

export const LiftStopSaleMarathi: Story = {
  render: () => (
    <LiftRecallDialog
      lotId={LOT.soybeanPacked}
      recall={{
        kind: 'stop_sale',
        reason: 'Storage check',
        at: '2026-11-20T10:00:00Z',
        originLotId: LOT.soybeanPacked,
      }}
      onClose={noop}
    />
  ),
  parameters: { language: 'mr' },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
  },
};

export const DeactivateCode: Story = {
  render: () => <DeactivateCodeDialog code={QR_CODE} lotId={LOT.packaged} onClose={noop} onDeactivated={noop} />,
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
  },
};

/** Deactivate without a reason: the contract's message. */
export const DeactivateCodeRequiredReason: Story = {
  ...DeactivateCode,
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    const buttons = box.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(await box.findByText(/Please give a reason for deactivating the code/)).toBeVisible();
  },
};
