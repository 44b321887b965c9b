import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { farmsStory } from '../../../stories/frame';
import {
  bareFarm,
  dewasFarm,
  hindiFarm,
  malwaFarm,
  marathiFarm,
  nashikFarm,
  ujjainFarm,
} from '../../../stories/fixtures';
import { FarmCard } from './farm-card';

// One farm of the list's grid: its ownership badge in each colour, and what it shows when fields are empty.
const meta = {
  title: 'Farms/Farm card',
  component: FarmCard,
  decorators: [farmsStory({ path: '/farms' })],
  render: (args) => (
    <div className="max-w-sm">
      <FarmCard {...args} />
    </div>
  ),
  args: { farm: malwaFarm },
} satisfies Meta<typeof FarmCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owned: Story = {};
export const Leased: Story = { args: { farm: dewasFarm } };
export const Contract: Story = { args: { farm: ujjainFarm } };
/** Hectares, centre-pivot irrigation, no map location. */
export const Hectares: Story = { args: { farm: nashikFarm } };
/** No identifier, address, ownership or unit: "Location not specified", acres by default. */
export const OnlyAName: Story = { args: { farm: bareFarm } };
export const LongHindi: Story = { args: { farm: hindiFarm }, parameters: { language: 'hi' } };
export const LongMarathi: Story = { args: { farm: marathiFarm }, parameters: { language: 'mr' } };
