import { ApiError } from '@seed/auth';
import { TRANSACTION_MESSAGES as M } from '@seed/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { transactionsStory } from '../../../stories/frame';
import {
  LOT_CHICKPEA,
  LOT_OPTIONS,
  LOT_SOYBEAN,
  LOT_SOYBEAN_PACKETS,
  LOT_WHEAT,
  MANY_LOT_OPTIONS,
  NO_LOT_OPTIONS,
  RECIPIENTS,
} from '../../../stories/fixtures';
import { NewTransactionDialog } from './new-transaction-dialog';

// The New Transaction dialog of the list (spec 2 "New Transaction form", §5): the organization's
// lots as a checklist, a row per ticked lot, the recipient of a sale or transfer. The interaction
// stories fill it and submit: the form refuses with the spec's messages before any request.
const lotOptions = ['transactions', 'lotOptions', { query: {} }] as const;
const recipients = ['transactions', 'recipients', { query: {} }] as const;

type Canvas = ReturnType<typeof within>;
/** The dialog, once its form and the lot checklist have rendered. */
async function dialogOf(canvasElement: HTMLElement): Promise<Canvas> {
  const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'New Transaction' }));
  await dialog.findByRole('checkbox', { name: new RegExp(LOT_WHEAT) });
  return dialog;
}
const tick = (dialog: Canvas, lot: string) => userEvent.click(dialog.getByRole('checkbox', { name: new RegExp(lot) }));

const meta = {
  title: 'Transactions/New transaction dialog',
  component: NewTransactionDialog,
  decorators: [transactionsStory()],
  parameters: {
    frame: {
      path: '/transactions',
      route: '/transactions',
      queries: [
        { key: lotOptions, data: LOT_OPTIONS },
        { key: recipients, data: RECIPIENTS },
      ],
    },
  },
  args: { onClose: fn() },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
} satisfies Meta<typeof NewTransactionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: a sale by default, nothing ticked (Create is disabled until a lot is). */
export const Open: Story = {};

/** A lot ticked and Create pressed with no quantity: spec 2 §5's first message, under the field. */
export const SaleQuantityMissing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await tick(dialog, LOT_WHEAT);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Transaction Manifest' }));
    await expect(await dialog.findByText(M.quantityInvalid(LOT_WHEAT))).toBeVisible();
  },
};

/** A sale with a quantity but no price: the price's message (a sale is priced in INR by default). */
export const SalePriceMissing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await tick(dialog, LOT_WHEAT);
    await userEvent.type(dialog.getByLabelText(`Quantity for ${LOT_WHEAT}`), '250');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Transaction Manifest' }));
    await expect(await dialog.findByText(M.priceInvalid(LOT_WHEAT))).toBeVisible();
  },
};

/**
 * A transfer that splits a lot: 400 of the 1,800 Kg of chickpea JG 11 owned (the rest stays), to
 * someone not on the portal yet, by e-mail. Filled, not sent.
 */
export const TransferSplitByEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Transaction Type'), 'TRANSFER');
    await tick(dialog, LOT_CHICKPEA);
    await userEvent.type(dialog.getByLabelText(`Quantity for ${LOT_CHICKPEA}`), '400');
    await userEvent.click(dialog.getByRole('radio', { name: 'Someone not on the portal yet' }));
    await userEvent.type(dialog.getByLabelText('Recipient e-mail'), 'ramesh.patil@akolaseeds.example.in');
    await userEvent.type(dialog.getByLabelText('Overall Notes'), 'Foundation seed for multiplication at Akola');
    await expect(dialog.queryByLabelText(`Price per Unit for ${LOT_CHICKPEA}`)).toBeNull();
  },
};

/** A transfer to an organization on the portal: the combobox lists them, one is chosen. */
export const TransferToOrganization: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Transaction Type'), 'TRANSFER');
    await tick(dialog, LOT_WHEAT);
    await userEvent.type(dialog.getByLabelText(`Quantity for ${LOT_WHEAT}`), '1500');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Organization' }));
    await userEvent.click(await dialog.findByRole('option', { name: 'Akola Bijotpadan Shetkari Gat' }));
    await expect(dialog.getByText('Chosen: Akola Bijotpadan Shetkari Gat')).toBeVisible();
  },
};

/** The recipients list open, before a choice. */
export const RecipientList: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Transaction Type'), 'TRANSFER');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Organization' }));
    await expect(await dialog.findByRole('option', { name: 'Nashik Krushi Seva Kendra' })).toBeVisible();
  },
};

/** A transfer with no recipient: the form asks for one. */
export const TransferRecipientMissing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Transaction Type'), 'TRANSFER');
    await tick(dialog, LOT_CHICKPEA);
    await userEvent.type(dialog.getByLabelText(`Quantity for ${LOT_CHICKPEA}`), '400');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Transaction Manifest' }));
    await expect(await dialog.findByText(M.recipientRequired)).toBeVisible();
  },
};

/** An adjustment needs its reason in Overall Notes. */
export const AdjustmentReasonMissing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Transaction Type'), 'ADJUSTMENT');
    await tick(dialog, LOT_WHEAT);
    await userEvent.type(dialog.getByLabelText(`Corrected quantity for ${LOT_WHEAT}`), '3950');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Transaction Manifest' }));
    await expect(await dialog.findByText(M.adjustmentReasonRequired)).toBeVisible();
  },
};

/**
 * A sale of a lot never tested (asks the seller to acknowledge truthfully labelled seed) and of a
 * lot whose test expired (cannot be sold).
 */
export const SaleOfUntestedAndExpiredLots: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await tick(dialog, LOT_SOYBEAN);
    await tick(dialog, LOT_SOYBEAN_PACKETS);
    await expect(await dialog.findByTestId('untested-sale')).toBeVisible();
    await expect(dialog.getAllByTestId('sale-quality')).toHaveLength(2);
  },
};

/** The lots are still loading. */
export const LotsLoading: Story = {
  parameters: { frame: { queries: [{ key: lotOptions, pending: true }] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('dialog', { name: 'New Transaction' });
  },
};

/** The organization owns no lot yet. */
export const NoLots: Story = {
  parameters: { frame: { queries: [{ key: lotOptions, data: NO_LOT_OPTIONS }] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(M.noLots);
  },
};

export const LotsFailed: Story = {
  parameters: {
    frame: { queries: [{ key: lotOptions, error: new ApiError(500, 'internal', 'Internal server error') }] },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(M.loadLotsFailed);
  },
};

/** Forty lots: the checklist scrolls within its 15rem. */
export const ManyLots: Story = {
  parameters: { frame: { queries: [{ key: lotOptions, data: MANY_LOT_OPTIONS }] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('lot-checklist');
  },
};

export const Hindi: Story = { parameters: { language: 'hi' }, play: saleQuantityMissingInAnyLanguage() };
export const Marathi: Story = { parameters: { language: 'mr' }, play: saleQuantityMissingInAnyLanguage() };

/** Ticks a lot and submits by the buttons' roles, in whatever language the story is. */
function saleQuantityMissingInAnyLanguage(): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: new RegExp(LOT_WHEAT) }));
    const buttons = dialog.getAllByRole('button');
    await userEvent.click(buttons.find((b) => b.getAttribute('type') === 'submit') as HTMLElement);
    // the message is said in the story's language: the quantity is marked invalid
    await waitFor(() => expect(dialog.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true'));
  };
}
