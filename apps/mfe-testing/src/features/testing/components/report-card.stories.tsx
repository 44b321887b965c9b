import '../../../i18n/detail';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { correctedPair, failReport, noStandardReport, passReport, report } from '../../../stories/fixtures';
import { testingStory } from '../../../stories/frame';
import { ReportCard } from './report-card';

// One issued report: each parameter beside the standard's limit, the verdict, validity and corrections.
const meta = {
  title: 'Testing/Report card',
  component: ReportCard,
  decorators: [testingStory()],
  args: { report: passReport, reports: [passReport] },
} satisfies Meta<typeof ReportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pass: Story = {};
/** Below minimum and above limit, marked in words and colour, not valid for sale. */
export const Fail: Story = { args: { report: failReport, reports: [failReport] } };
export const NoStandard: Story = { args: { report: noStandardReport, reports: [noStandardReport] } };
/** The laboratory's own current report: Correct this report. */
export const Correctable: Story = { args: { onCorrect: fn() } };
export const Superseded: Story = { args: { report: correctedPair[0]!, reports: correctedPair } };
export const Correction: Story = { args: { report: correctedPair[1]!, reports: correctedPair } };
/** A revalidation test with seed health, genetic purity and other varieties results. */
export const RevalidationAllResults: Story = {
  args: {
    report: report({
      revalidation: true,
      results: {
        ...passReport.results,
        otherVarietiesPerKg: 6,
        geneticPurityPct: 98.4,
        seedHealth: 'Free from Karnal bunt',
      },
      remarks: 'Validity extended by six months from the date of test.',
    }),
    reports: [passReport],
  },
};
export const HindiFail: Story = { parameters: { language: 'hi' }, args: { report: failReport, reports: [failReport] } };
export const MarathiPass: Story = { parameters: { language: 'mr' } };
