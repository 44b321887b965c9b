import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { laboratories } from '../../../stories/fixtures';
import { fixTodaysDates, testingStory } from '../../../stories/frame';
import { NewTestingRequestPage } from './new-request-page';

// /testing-requests/new: the request form (its date field opens on today: the stories set a fixed day).
const labsKey = ['testing', 'laboratories', undefined] as const;

/** Opened from a lot's Request test (?lot=), with the portal's laboratories. */
const fromLot = [
  testingStory({
    path: '/testing-requests/new?lot=SL-20261101-0900000-0001',
    queries: [{ key: labsKey, data: laboratories }],
  }),
];

const meta = {
  title: 'Testing/New testing request page',
  component: NewTestingRequestPage,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => fixTodaysDates(canvasElement),
} satisfies Meta<typeof NewTestingRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a lot's Request test: the lot filled in. */
export const FromALot: Story = { decorators: fromLot };

/** Send request without a class or weight: the messages under the fields, in the contract's words. */
export const Validation: Story = {
  decorators: fromLot,
  play: async ({ canvasElement }) => {
    await fixTodaysDates(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText('Please choose the seed class')).toBeVisible();
    await expect(canvas.getByText(/Please enter the sample weight in grams/)).toBeVisible();
  },
};

/** Filled in: a laboratory, the class, the optional tests, the weight, a revalidation and notes. */
export const Filled: Story = {
  decorators: fromLot,
  play: async ({ canvasElement }) => {
    await fixTodaysDates(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/^Laboratory/), laboratories.items[0]!.id);
    await userEvent.selectOptions(canvas.getByLabelText(/^Seed class/), 'certified');
    await userEvent.click(canvas.getByLabelText(/^Genetic purity/));
    await userEvent.type(canvas.getByLabelText(/^Sample weight/), '1000');
    await userEvent.click(canvas.getByLabelText('Revalidation test'));
    await userEvent.type(canvas.getByLabelText(/^Notes/), 'Drawn from bags 12–20 of the Hatod store.');
  },
};

/** The laboratories could not be listed: only "Own laboratory" is offered, with the failure said. */
export const LaboratoriesFailed: Story = {
  decorators: [
    testingStory({
      path: '/testing-requests/new',
      queries: [{ key: labsKey, error: new Error('The server did not answer in time') }],
    }),
  ],
};

export const Hindi: Story = { parameters: { language: 'hi' }, decorators: fromLot };
export const MarathiValidation: Story = {
  decorators: fromLot,
  parameters: { language: 'mr' },
  play: async ({ canvasElement }) => {
    await fixTodaysDates(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!);
    await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull());
  },
};
