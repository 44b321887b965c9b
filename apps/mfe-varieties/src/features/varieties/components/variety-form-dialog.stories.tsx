import { VARIETY_MESSAGES as M } from '@seed/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CROPS, MY_HI_1544, MY_JG_11, WHEAT_ID, WHEAT_MASTERS } from '../../../stories/fixtures';
import { varietiesStory } from '../../../stories/frame';
import { VarietyFormDialog } from './variety-form-dialog';

// The Add/Edit Variety modal (spec 2): import a notified variety as edited, or a custom variety.
// The interaction stories fill it and submit: the form refuses with spec 2 §5's words, no request.
const wheatMasters = ['varieties', 'list', { query: { tab: 'discover', crop: WHEAT_ID, limit: 100 } }] as const;

const meta = {
  title: 'Varieties/Variety form dialog',
  component: VarietyFormDialog,
  decorators: [varietiesStory()],
  parameters: { frame: { queries: [{ key: wheatMasters, data: WHEAT_MASTERS }] } },
  args: { crops: CROPS.items, onClose: fn(), onAdded: fn() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('dialog');
  },
} satisfies Meta<typeof VarietyFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add: importing is the first choice; the master select waits for a crop. */
export const Add: Story = {};

/** Add pressed on the empty form: the crop's message first (spec 2 §5). */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Add Variety' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Variety' }));
    await expect(await dialog.findByText(M.cropRequired)).toBeVisible();
  },
};

/** Wheat, then HI 1544 from the notified varieties: name, description, states, seasons and characteristics filled in. */
export const ImportFromMaster: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Add Variety' }));
    await userEvent.selectOptions(dialog.getByLabelText('Crop'), WHEAT_ID);
    const masterSelect = dialog.getByLabelText('Master Variety');
    await waitFor(() => expect(masterSelect).toBeEnabled());
    await userEvent.selectOptions(masterSelect, 'HI 1544');
    await waitFor(() => expect(dialog.getByLabelText('Display Name')).toHaveValue('HI 1544'));
  },
};

/** A custom variety with no name and 400 maturity days: both refused in the spec's words. */
export const CustomVarietyValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Add Variety' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Create Custom Variety' }));
    await userEvent.selectOptions(dialog.getByLabelText('Crop'), WHEAT_ID);
    await userEvent.type(dialog.getByLabelText('Maturity Days'), '400');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Variety' }));
    await expect(await dialog.findByText(M.nameRequired)).toBeVisible();
    await expect(dialog.getByText(M.maturityDaysInvalid)).toBeVisible();
  },
};

/** Edit an imported variety: the crop cannot change. */
export const EditImported: Story = { args: { variety: MY_HI_1544 } };

/** Edit a custom chickpea variety. */
export const EditCustom: Story = { args: { variety: MY_JG_11 } };

export const Hindi: Story = { args: { variety: MY_HI_1544 }, parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
