import { INDIAN_STATES, SEASONS } from '@seed/domain';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { varietiesStory } from '../../../stories/frame';
import { SeasonBadges, StateBadges } from './state-badges';

// A card's badges: every season (green), the first three recommended states (blue) and '+N more'.
function Badges({ states }: { states: readonly (typeof INDIAN_STATES)[number][] }) {
  return (
    <div className="max-w-sm space-y-2">
      <SeasonBadges seasons={SEASONS} />
      <StateBadges states={states} />
    </div>
  );
}

const meta = {
  title: 'Varieties/Season and state badges',
  component: Badges,
  decorators: [varietiesStory()],
  args: { states: ['Madhya Pradesh', 'Maharashtra'] },
} satisfies Meta<typeof Badges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two states: no '+N more'. */
export const TwoStates: Story = {};

/** Every one of the 28 states: three shown and '+25 more' (the rest in its title). */
export const EveryState: Story = { args: { states: INDIAN_STATES } };

export const Hindi: Story = { args: { states: INDIAN_STATES }, parameters: { language: 'hi' } };
export const Marathi: Story = { args: { states: INDIAN_STATES }, parameters: { language: 'mr' } };
