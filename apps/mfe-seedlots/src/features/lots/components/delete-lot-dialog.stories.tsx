import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { LOT, PRODUCTION_ITEMS, listItem } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { DeleteLotDialog, RestoreLotDialog } from './delete-lot-dialog';

// Delete a lot: typing 'delete' moves it to the trash, 'delete permanently' removes it for good; the
// confirm button stays disabled until one of the phrases is typed. Restore brings a lot back.

const dialog = async (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

const meta = {
  title: 'Seed lots/Delete lot dialog',
  component: DeleteLotDialog,
  args: { lot: PRODUCTION_ITEMS[0]!, onClose: () => {} },
  decorators: [seedLotsStory()],
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
  },
} satisfies Meta<typeof DeleteLotDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the confirm button is disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await expect(box.getByRole('button', { name: 'Move to trash' })).toBeDisabled();
  },
};

export const MoveToTrash: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.type(box.getByLabelText('Confirmation phrase'), 'delete');
    await expect(box.getByRole('button', { name: 'Move to trash' })).toBeEnabled();
  },
};

export const DeletePermanently: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.type(box.getByLabelText('Confirmation phrase'), 'delete permanently');
    await expect(box.getByRole('button', { name: 'Delete permanently' })).toBeEnabled();
  },
};

export const Marathi: Story = {
  parameters: { language: 'mr' },
};

export const Restore: Story = {
  render: () => (
    <RestoreLotDialog
      lot={listItem({ id: LOT.deleted, status: 'inactive', deleted_at: '2026-11-26T08:15:00.000Z' })}
      onClose={() => {}}
    />
  ),
};
