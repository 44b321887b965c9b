import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { CLAIM_LOTS_KEY, OVERVIEW_ITEMS, lotList } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { ClaimPage } from './claim-page';

// /seed-lots/claim: a supplier enters the claim code its buyer gave it and may link one of its own
// lots as the source. The code is checked with the contract's ClaimRedeem before anything is sent.

const meta = {
  title: 'Seed lots/Claim page',
  component: ClaimPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    seedLotsStory({
      path: '/seed-lots/claim',
      queries: [{ key: CLAIM_LOTS_KEY, data: lotList('overview', OVERVIEW_ITEMS) }],
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof ClaimPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A code of the wrong length: the contract's message under the field. */
export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Claim code/), 'C2B5-AC14-4D73');
    await userEvent.click(canvas.getByRole('button', { name: 'Claim lot' }));
    await expect(await canvas.findByText(/This claim code is not valid/)).toBeVisible();
  },
};

/** Submitted empty: the same message. */
export const RequiredCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim lot' }));
    await expect(await canvas.findByText(/This claim code is not valid/)).toBeVisible();
  },
};

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
