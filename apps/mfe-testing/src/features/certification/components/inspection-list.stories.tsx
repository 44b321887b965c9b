import '../../../i18n/certification';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { inspection } from '../../../stories/fixtures';
import { testingStory } from '../../../stories/frame';
import { InspectionList } from './inspection-list';

// The field inspections in the order they were made, each with every finding and its outcome.
const accepted = inspection();
const rejected = inspection({
  id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5b03',
  inspectedOn: '2026-11-05',
  stage: 'pre_harvest',
  offTypesPct: 0.8,
  isolationMet: false,
  objectionableWeedPlants: 14,
  diseasedPlantsPct: 2.5,
  remarks: 'Wild oat plants across the southern half of the plot.',
  outcome: 'rejected',
  rejectionReason: 'Isolation distance from the neighbouring HI 8759 wheat plot not met; off-types above 0.5%.',
});

const meta = {
  title: 'Testing/Certification inspection list',
  component: InspectionList,
  decorators: [testingStory({ path: '/certification' })],
  args: { inspections: [accepted, rejected] },
} satisfies Meta<typeof InspectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptedAndRejected: Story = {};
export const None: Story = { args: { inspections: [] } };
export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
