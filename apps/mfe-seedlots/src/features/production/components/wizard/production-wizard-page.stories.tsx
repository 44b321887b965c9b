import type { WizardDraft } from '@seed/domain';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FARMS, FARMS_KEY, FULL_DRAFT, SOURCE_OPTIONS, SOURCE_OPTIONS_KEY } from '../../../../stories/fixtures';
import { seedLotsStory, wizardDraft } from '../../../../stories/frame';
import { ProductionWizardPage } from './production-wizard-page';

// /seed-lots/production/new: the production wizard's four steps (Source Lots, Farm Selection, Seed
// Lot Details, Review) with the step indicator; each story restores its entries from the tab's
// session storage, as the wizard does after a reload, and opens at its step (?step=1…4).

const data = [
  { key: SOURCE_OPTIONS_KEY, data: SOURCE_OPTIONS },
  { key: FARMS_KEY, data: FARMS },
];
const atStep = (step: number) =>
  seedLotsStory({
    path: `/seed-lots/production/new?step=${step}`,
    route: '/seed-lots/production/new',
    queries: data,
  });
const SOURCES_ONLY: WizardDraft = {
  ...FULL_DRAFT,
  farms: [],
  generation: null,
  plantingDate: '',
  expectedHarvestDate: '',
  notes: '',
};
const SOURCES_AND_FARMS: WizardDraft = {
  ...FULL_DRAFT,
  generation: null,
  plantingDate: '',
  expectedHarvestDate: '',
  notes: '',
};

/** The step's content once the lots, the farms and the draft are read. */
const ready = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  // the last button is Next, or Create Production Lot on the last step (in any language)
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('button').at(-1)).toBeEnabled());
};

const meta = {
  title: 'Seed lots/Production wizard',
  component: ProductionWizardPage,
  parameters: { layout: 'fullscreen' },
  play: ready,
} satisfies Meta<typeof ProductionWizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, nothing chosen yet. */
export const SourceLotsEmpty: Story = { beforeEach: wizardDraft(null), decorators: [atStep(1)] };

/** Step 1 with 400 kg drawn from the bought HI 1544 lot. */
export const SourceLots: Story = { beforeEach: wizardDraft(SOURCES_ONLY), decorators: [atStep(1)] };

/** Next without a source lot: the step's refusal in the contract's words. */
export const SourceLotsRequired: Story = {
  beforeEach: wizardDraft(null),
  decorators: [atStep(1)],
  play: async (context) => {
    await ready(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Step 2: Dewas North Field (8 acres) and Ujjain Kshipra Farm (4.5 of 6 acres). */
export const FarmSelection: Story = { beforeEach: wizardDraft(SOURCES_AND_FARMS), decorators: [atStep(2)] };

/** Step 3: generation, planting and expected harvest dates, notes. */
export const SeedLotDetails: Story = { beforeEach: wizardDraft(FULL_DRAFT), decorators: [atStep(3)] };

/** Step 4: everything entered, before Create Production Lot. */
export const Review: Story = { beforeEach: wizardDraft(FULL_DRAFT), decorators: [atStep(4)] };

export const Loading: Story = {
  beforeEach: wizardDraft(null),
  decorators: [
    seedLotsStory({
      path: '/seed-lots/production/new',
      route: '/seed-lots/production/new',
      queries: [
        { key: SOURCE_OPTIONS_KEY, pending: true },
        { key: FARMS_KEY, pending: true },
      ],
    }),
  ],
  play: async () => {},
};

export const LoadError: Story = {
  beforeEach: wizardDraft(null),
  decorators: [
    seedLotsStory({
      path: '/seed-lots/production/new',
      route: '/seed-lots/production/new',
      queries: [
        { key: SOURCE_OPTIONS_KEY, error: new Error('The server did not answer in time.') },
        { key: FARMS_KEY, data: FARMS },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

export const ReviewHindi: Story = { ...Review, parameters: { language: 'hi' } };
export const FarmSelectionMarathi: Story = { ...FarmSelection, parameters: { language: 'mr' } };
