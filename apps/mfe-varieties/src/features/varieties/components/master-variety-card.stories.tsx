import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { varietiesStory } from '../../../stories/frame';
import { BARE_MASTER, HI_1544, HI_8759, JAKI_9218, JS_20_34, JS_335, PHULE_VIKRAM } from '../../../stories/fixtures';
import { MasterVarietyCard } from './master-variety-card';

// A card of Discover Varieties (spec 2): a notified variety with its release, zone, notification
// and source, and Import.
const meta = {
  title: 'Varieties/Master variety card',
  component: MasterVarietyCard,
  decorators: [varietiesStory()],
  args: { variety: HI_1544, importing: false, onImport: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <MasterVarietyCard {...args} />
    </div>
  ),
} satisfies Meta<typeof MasterVarietyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wheat HI 1544 (Purna): central zone, notified 1108(E) of 8 May 2008. */
export const WheatHI1544: Story = {};

/** Wheat HI 8759 (Pusa Tejas), biofortified durum. */
export const WheatPusaTejas: Story = { args: { variety: HI_8759 } };

/** Chickpea JAKI 9218 of Madhya Pradesh (released at Akola). */
export const ChickpeaJAKI9218: Story = { args: { variety: JAKI_9218 } };

/** Chickpea Phule Vikram of Maharashtra. */
export const ChickpeaPhuleVikram: Story = { args: { variety: PHULE_VIKRAM } };

/** Soybean JS 20-34 of Madhya Pradesh, kharif. */
export const SoybeanJS2034: Story = { args: { variety: JS_20_34 } };

/** Soybean JS 335 recommended in Maharashtra (a single source, no release year). */
export const SoybeanJS335: Story = { args: { variety: JS_335 } };

/** A row with only its name and crop. */
export const NameOnly: Story = { args: { variety: BARE_MASTER } };

/** Import pressed: the button waits. */
export const Importing: Story = { args: { importing: true } };

export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { args: { variety: PHULE_VIKRAM }, parameters: { language: 'mr' } };
