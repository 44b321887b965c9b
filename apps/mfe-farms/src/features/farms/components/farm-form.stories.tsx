import '../../../i18n/screens';
import { FarmCreate, FarmUpdate } from '@seed/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReactElement } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { z } from 'zod';
import { farmsStory, withoutMapOrApi } from '../../../stories/frame';
import { hindiFarm, malwaFarm, marathiFarm } from '../../../stories/fixtures';
import { EMPTY_FARM_FORM, fromFarm, toCreateInput, toUpdateInput } from '../utils/form-values';
import { FarmForm, type FarmFormProps } from './farm-form';

/** The form with either API body's schema (create or update), as its stories pass them. */
const AnyFarmForm = FarmForm as (props: FarmFormProps<z.ZodType>) => ReactElement;

// The new-farm and edit-farm form (spec 3 §2, §4). The boundary editor is a map, which cannot
// draw in Storybook: its fallback shows, with the point count, the buttons and the typed points.
const createArgs: FarmFormProps<z.ZodType> = {
  mode: 'create',
  initial: EMPTY_FARM_FORM,
  schema: FarmCreate,
  toInput: toCreateInput,
  saving: false,
  warning: null,
  onSubmit: fn(),
  onCancel: fn(),
};

const meta = {
  title: 'Farms/Farm form',
  component: AnyFarmForm,
  beforeEach: withoutMapOrApi,
  decorators: [farmsStory({ path: '/farms/new' })],
  args: createArgs,
} satisfies Meta<typeof AnyFarmForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewFarm: Story = {};

/** Create Farm on an empty form: each field says what is missing in the spec's words. */
export const NewFarmValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Farm' }));
    await expect(await canvas.findByText('Please enter a farm name')).toBeVisible();
    await expect(canvas.getByText('Please enter a farm address')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid total area')).toBeVisible();
    await expect(canvas.getByText('Please mark at least 3 boundary points on the map')).toBeVisible();
    await expect(canvas.getByLabelText(/Farm Name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A name typed after the failed save: its message goes, the others stay. */
export const NewFarmCorrected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Farm' }));
    await canvas.findByText('Please enter a farm name');
    await userEvent.type(canvas.getByLabelText(/Farm Name/), 'Malwa North Field');
    await expect(canvas.queryByText('Please enter a farm name')).toBeNull();
    await expect(canvas.getByText('Please enter a farm address')).toBeVisible();
  },
};

export const EditFarm: Story = {
  args: {
    mode: 'edit',
    farmId: malwaFarm.id,
    initial: fromFarm(malwaFarm),
    schema: FarmUpdate,
    toInput: toUpdateInput,
  },
};

/** Save with the name and area cleared: the edit form's own messages. */
export const EditFarmValidation: Story = {
  args: EditFarm.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/Farm Name/));
    await userEvent.clear(canvas.getByLabelText(/Total Area/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Farm name is required')).toBeVisible();
    await expect(canvas.getByText('Valid total area is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API warned that the boundary overlaps another farm of the organization. */
export const OverlapWarning: Story = {
  args: {
    ...EditFarm.args,
    warning: 'This boundary overlaps Sonkatch Seed Plot (FRM-DEW-1307) by 0.42 acres.',
  },
};

export const Saving: Story = { args: { ...EditFarm.args, saving: true } };

export const EditHindi: Story = {
  parameters: { language: 'hi' },
  args: { ...EditFarm.args, farmId: hindiFarm.id, initial: fromFarm(hindiFarm) },
};

export const NewFarmMarathiValidation: Story = {
  parameters: { language: 'mr' },
  args: { initial: { ...EMPTY_FARM_FORM, name: marathiFarm.name } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!);
    await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull());
  },
};
