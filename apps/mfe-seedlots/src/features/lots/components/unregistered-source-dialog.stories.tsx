import { apiQueryKey } from '@seed/auth/query';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { CROP, CROPS, CROPS_KEY, WHEAT_VARIETIES } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { UnregisteredSourceDialog } from './unregistered-source-dialog';

// Add Unregistered Source: seed bought from a supplier who is not on the portal (crop, variety of
// the catalogue or the organization's own, generation, package format, quantity, supplier notes),
// checked with the contract's schema before anything is sent; the claim code follows the save.

const dialog = async (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

const meta = {
  title: 'Seed lots/Unregistered source dialog',
  component: UnregisteredSourceDialog,
  args: { onClose: () => {} },
  decorators: [
    seedLotsStory({
      queries: [
        { key: CROPS_KEY, data: CROPS },
        { key: apiQueryKey('seedLots', 'varietyChoices', { query: { crop: CROP.wheat } }), data: WHEAT_VARIETIES },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
  },
} satisfies Meta<typeof UnregisteredSourceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Saved with nothing entered: the contract's messages under the crop, the variety and the quantity. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.click(box.getByRole('button', { name: 'Add Unregistered Source' }));
    await expect(await box.findByText('Please select a crop')).toBeVisible();
  },
};

/** Wheat HI 1544 from a research station: 500 kg in 40 kg bags. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.selectOptions(box.getByLabelText(/^Crop/), CROP.wheat);
    const variety = box.getByLabelText(/^Variety/);
    await expect(await within(variety).findByText(/HI 1544 Malwa Shakti/)).toBeInTheDocument();
    await userEvent.selectOptions(variety, within(variety).getAllByRole('option')[1]!);
    await userEvent.type(box.getByLabelText(/^Generation/), 'Foundation');
    await userEvent.type(box.getByLabelText(/^Size/), '40');
    await userEvent.type(box.getByLabelText(/^Total Quantity/), '500');
    await userEvent.type(
      box.getByLabelText(/^Notes/),
      'Supplier: Indian Agricultural Research Institute, Regional Station Indore',
    );
  },
};

export const Hindi: Story = {
  parameters: { language: 'hi' },
};
