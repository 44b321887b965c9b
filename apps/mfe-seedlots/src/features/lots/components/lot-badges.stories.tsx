import { LOT_QUALITY_STATUSES, LOT_STATUSES, LOT_TYPES, MANIFEST_STATUSES } from '@seed/domain';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { seedLotsStory } from '../../../stories/frame';
import { LotStatusBadge, LotTypeBadge, ManifestStatusBadge, QualityBadge } from './lot-badges';

// Every status a lot, its type, its manifests and its seed test can have, each in its colour.
function AllBadges() {
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap gap-2" aria-label="Lot statuses">
        {LOT_STATUSES.map((status) => (
          <LotStatusBadge key={status} status={status} />
        ))}
      </p>
      <p className="flex flex-wrap gap-2" aria-label="Lot types">
        {LOT_TYPES.map((type) => (
          <LotTypeBadge key={type} type={type} />
        ))}
      </p>
      <p className="flex flex-wrap gap-2" aria-label="Manifest statuses">
        {MANIFEST_STATUSES.map((status) => (
          <ManifestStatusBadge key={status} status={status} />
        ))}
      </p>
      <p className="flex max-w-sm flex-wrap gap-2" aria-label="Seed test statuses">
        {LOT_QUALITY_STATUSES.map((status) => (
          <QualityBadge key={status} status={status} validUntil={status === 'passed' ? '2027-08-25' : null} />
        ))}
      </p>
    </div>
  );
}

const meta = {
  title: 'Seed lots/Lot badges',
  component: AllBadges,
  decorators: [seedLotsStory()],
} satisfies Meta<typeof AllBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Hindi: Story = { parameters: { language: 'hi' } };
export const Marathi: Story = { parameters: { language: 'mr' } };
