import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { FAILED_TESTING, LOT, NOT_TESTED, PASSED_TESTING, qrSummary, testingKey } from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { PrintLabelsDialog } from './print-labels-dialog';

// Print labels of a packaged lot of 600 bags: the layout, packet or lot labels, the labels' language
// and a range of packet numbers; the lot's seed test decides the warning before printing (none when
// it passed, a notice when not tested, a danger when it failed). The PDF itself is not made here.

const noop = () => {};
const summary = qrSummary();
const dialog = async (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

const meta = {
  title: 'Seed lots/Print labels dialog',
  component: PrintLabelsDialog,
  args: { lotId: LOT.packaged, summary, onClose: noop },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
  },
} satisfies Meta<typeof PrintLabelsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tested and passed: no warning, 600 packet labels on A4 sheets of 24. */
export const Passed: Story = {
  decorators: [seedLotsStory({ queries: [{ key: testingKey(LOT.packaged), data: PASSED_TESTING }] })],
};

/** Not tested: the Seeds Rules notice, to confirm before printing. */
export const NotTested: Story = {
  decorators: [seedLotsStory({ queries: [{ key: testingKey(LOT.packaged), data: NOT_TESTED }] })],
};

/** Failed its test: the seed may not be sold. */
export const FailedTest: Story = {
  decorators: [seedLotsStory({ queries: [{ key: testingKey(LOT.packaged), data: FAILED_TESTING }] })],
};

/** No packet codes yet: the lot's own label only. */
export const LotLabelOnly: Story = {
  args: { summary: qrSummary({ packetCodes: { total: 0, active: 0, deactivated: 0 } }) },
  decorators: [seedLotsStory({ queries: [{ key: testingKey(LOT.packaged), data: PASSED_TESTING }] })],
};

/** A range whose first packet is after its last: the contract's message under the range. */
export const InvalidRange: Story = {
  decorators: [seedLotsStory({ queries: [{ key: testingKey(LOT.packaged), data: PASSED_TESTING }] })],
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.type(box.getByLabelText('From packet'), '450');
    await userEvent.type(box.getByLabelText('To packet'), '120');
    await userEvent.click(box.getByRole('button', { name: 'Download PDF' }));
    await expect(await box.findByText(/Please give a range of packet numbers from 1 upwards/)).toBeVisible();
  },
};

export const Hindi: Story = {
  ...NotTested,
  parameters: { language: 'hi' },
};
