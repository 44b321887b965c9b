import { ApiError } from '@seed/auth';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  FAILED_TESTING,
  LOT,
  NOT_TESTED,
  PASSED_TESTING,
  TESTING_REQUESTED,
  testingKey,
} from '../../../../stories/fixtures';
import { seedLotsStory } from '../../../../stories/frame';
import { QualityCard } from './quality-card';

// The lot detail's Quality card (issue 27): the seed test's standing and validity, the current
// report against the standard's limits, its history and the testing requests; loading, a lot the
// organization only sees, a failed read, and a member without a role (no request made).

const id = LOT.production;
const withTesting = (data: unknown) => seedLotsStory({ queries: [{ key: testingKey(id), data }] });

const meta = {
  title: 'Seed lots/Quality card',
  component: QualityCard,
  args: { lotId: id },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QualityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = { decorators: [withTesting(PASSED_TESTING)] };
export const Failed: Story = { decorators: [withTesting(FAILED_TESTING)] };
export const NotTested: Story = { decorators: [withTesting(NOT_TESTED)] };
export const TestingRequested: Story = { decorators: [withTesting(TESTING_REQUESTED)] };
export const Loading: Story = { decorators: [seedLotsStory({ queries: [{ key: testingKey(id), pending: true }] })] };
export const NotOurs: Story = {
  decorators: [
    seedLotsStory({ queries: [{ key: testingKey(id), error: new ApiError(404, 'not_found', 'Not found') }] }),
  ],
};
export const LoadError: Story = {
  decorators: [seedLotsStory({ queries: [{ key: testingKey(id), error: new Error('Network error') }] })],
};
export const MemberWithoutRole: Story = { decorators: [seedLotsStory({ role: null })] };
export const FailedMarathi: Story = { ...Failed, parameters: { language: 'mr' } };
