import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { varietiesStory } from '../../../stories/frame';
import { MY_BARE, MY_HI_1544, MY_JG_11, MY_LONG_MARATHI } from '../../../stories/fixtures';
import { MyVarietyCard } from './my-variety-card';

// A card of My Varieties (spec 2): name, crop, 'Imported', edit and remove, badges, updated date.
const meta = {
  title: 'Varieties/My variety card',
  component: MyVarietyCard,
  decorators: [varietiesStory()],
  args: { variety: MY_HI_1544, onEdit: fn(), onRemove: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <MyVarietyCard {...args} />
    </div>
  ),
} satisfies Meta<typeof MyVarietyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Imported from the notified HI 1544, renamed, shared: five states shown as three and '+2 more'. */
export const ImportedShared: Story = {};

/** A custom variety (not imported), private. */
export const CustomPrivate: Story = { args: { variety: MY_JG_11 } };

/** Only a name: no description, maturity, seasons or states. */
export const NameOnly: Story = { args: { variety: MY_BARE } };

/** A long Marathi name and description, every season, six states. */
export const LongMarathi: Story = { args: { variety: MY_LONG_MARATHI }, parameters: { language: 'mr' } };

export const Hindi: Story = { parameters: { language: 'hi' } };
