import { ApiError } from '@seed/auth';
import { TESTING_MESSAGES } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  COMPANY,
  correctedPair,
  failReport,
  noStandardReport,
  REQUEST_ID,
  requestDetail,
} from '../../../stories/fixtures';
import { fixTodaysDates, testingStory } from '../../../stories/frame';
import { TestingRequestDetailPage } from './request-detail-page';

// /testing-requests/{id}: a request in every status, as the company that sent it and as the
// laboratory with its steps (Mark received, Start testing, Reject), its results form and the reports.
const key = ['testing', 'getRequest', { params: { id: REQUEST_ID } }] as const;
const at = { path: `/testing-requests/${REQUEST_ID}`, route: '/testing-requests/:id' };
const showing = (data: unknown) => [testingStory({ ...at, queries: [{ key, data }] })];

const meta = {
  title: 'Testing/Request detail page',
  component: TestingRequestDetailPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TestingRequestDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company waits for the laboratory to receive its sample. */
export const CompanyRequested: Story = { decorators: showing(requestDetail('requested')) };

/** The laboratory's first step: Mark received, or Reject. */
export const LaboratoryRequested: Story = {
  decorators: showing(requestDetail('requested', { isLaboratory: true })),
};

/** Received: Start testing, and the results form (its date set to a fixed day). */
export const LaboratoryReceived: Story = {
  decorators: showing(requestDetail('received', { isLaboratory: true })),
  play: async ({ canvasElement }) => fixTodaysDates(canvasElement),
};

/** In testing, with every optional test asked for: the results form asks for each. */
export const LaboratoryInTestingAllTests: Story = {
  decorators: showing(
    requestDetail('in_testing', {
      isLaboratory: true,
      tests: [
        'physical_purity',
        'germination',
        'moisture',
        'other_distinguishable_varieties',
        'genetic_purity',
        'seed_health',
      ],
      revalidation: true,
      notes: 'Please test before 5 December: the lot is booked for the rabi sowing in Dewas.',
    }),
  ),
  play: async ({ canvasElement }) => fixTodaysDates(canvasElement),
};

/** Issue results on an empty form: the contract's messages under the fields. */
export const ResultsFormValidation: Story = {
  decorators: showing(requestDetail('in_testing', { isLaboratory: true })),
  play: async ({ canvasElement }) => {
    await fixTodaysDates(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Issue results' }));
    await expect(await canvas.findByText(TESTING_MESSAGES.reportNumberRequired)).toBeVisible();
    await expect(canvas.getByText(TESTING_MESSAGES.analystRequired)).toBeVisible();
  },
};

/** Reject without a reason: the dialog says one is needed. */
export const RejectDialogValidation: Story = {
  decorators: showing(requestDetail('requested', { isLaboratory: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Reject sample TS-2026-000123' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject sample' }));
    await expect(await dialog.findByText(TESTING_MESSAGES.rejectionReasonRequired)).toBeVisible();
  },
};

/** Results issued and passed: the report with each parameter beside its limit, as the company sees it. */
export const ResultsIssuedPass: Story = { decorators: showing(requestDetail('results_issued')) };

/** Failed: the failing parameters in words and colour; the laboratory may correct the report. */
export const ResultsIssuedFailLaboratory: Story = {
  decorators: showing(requestDetail('results_issued', { isLaboratory: true, reports: [failReport] })),
};

/** Correct this report: the dialog with the report's results to change and the reason. */
export const CorrectReportDialog: Story = {
  decorators: showing(requestDetail('results_issued', { isLaboratory: true, reports: [failReport] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Correct this report' }));
    await canvas.findByRole('dialog', { name: 'Correct report STL/IND/2026/1190' });
    await fixTodaysDates(canvasElement);
  },
};

/** A report corrected by a later one: both shown, the first marked superseded. */
export const CorrectedReport: Story = {
  decorators: showing(requestDetail('results_issued', { reports: [...correctedPair].reverse() })),
};

/** No seed standard for the crop and class: results without a verdict. */
export const NoStandard: Story = {
  decorators: showing(
    requestDetail('results_issued', {
      lot: { id: 'SL-20261101-0900000-0011', crop: 'Soybean', variety: 'JS 20-34', generation: null },
      reports: [noStandardReport],
    }),
  ),
};

/** Rejected by the laboratory, with its reason. */
export const Rejected: Story = { decorators: showing(requestDetail('rejected')) };

/** The company's own laboratory tests its sample: it takes the laboratory's steps itself. */
export const OwnLaboratory: Story = {
  decorators: showing(requestDetail('received', { ownLaboratory: true, laboratory: COMPANY, isLaboratory: true })),
  play: async ({ canvasElement }) => fixTodaysDates(canvasElement),
};

export const Loading: Story = { decorators: [testingStory({ ...at, queries: [{ key, pending: true }] })] };

export const NotFound: Story = {
  decorators: [
    testingStory({
      ...at,
      queries: [{ key, error: new ApiError(404, 'not_found', TESTING_MESSAGES.requestNotFound) }],
    }),
  ],
};

export const LoadFailed: Story = {
  decorators: [testingStory({ ...at, queries: [{ key, error: new Error('The server did not answer in time') }] })],
};

export const HindiFail: Story = {
  parameters: { language: 'hi' },
  decorators: showing(requestDetail('results_issued', { reports: [failReport] })),
};

export const MarathiLaboratoryReceived: Story = {
  parameters: { language: 'mr' },
  decorators: showing(requestDetail('received', { isLaboratory: true })),
  play: async ({ canvasElement }) => fixTodaysDates(canvasElement),
};
