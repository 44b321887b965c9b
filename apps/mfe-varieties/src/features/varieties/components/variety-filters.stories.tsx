import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { CROPS, SOYBEAN_ID } from '../../../stories/fixtures';
import { varietiesStory } from '../../../stories/frame';
import { VarietyFilters } from './variety-filters';

// The filter panel (spec 2): search, crop, season and state, applied on the server.
const meta = {
  title: 'Varieties/Variety filters',
  component: VarietyFilters,
  decorators: [varietiesStory()],
  args: {
    id: 'variety-filters',
    params: { tab: 'my', search: '', page: 1 },
    setParams: fn(),
    crops: CROPS.items,
  },
} satisfies Meta<typeof VarietyFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {};

/** Kharif soybean for Maharashtra, searched: Clear filters shows. */
export const Filtered: Story = {
  args: {
    params: { tab: 'discover', search: 'JS', crop: SOYBEAN_ID, season: 'kharif', state: 'Maharashtra', page: 1 },
  },
};

/** The crops in Hindi (their Hindi names). */
export const Hindi: Story = { ...Filtered, parameters: { language: 'hi' } };
/** The crops in Marathi (their Marathi names). */
export const Marathi: Story = { ...Filtered, parameters: { language: 'mr' } };
