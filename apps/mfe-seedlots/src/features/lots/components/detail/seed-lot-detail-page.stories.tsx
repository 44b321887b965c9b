import { ApiError } from '@seed/auth';
import type { SeedLotDetail } from '@seed/domain';
import type { SeededQuery } from '@seed/ui/storybook';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import {
  CERTIFIED,
  DEEP_LINEAGE,
  DELETED_DETAIL,
  FAILED_TESTING,
  HARVESTED_DETAIL,
  INSPECTING,
  LOT,
  NOT_CERTIFIED,
  NOT_TESTED,
  PACKAGED_DETAIL,
  PASSED_TESTING,
  PRODUCTION_DETAIL,
  QR_CODE,
  QR_SVG,
  SCANS_KEY,
  SCAN_REPORT,
  UNREGISTERED_DETAIL,
  certificationKey,
  lotKey,
  qrImageKey,
  qrSummary,
  qrSummaryKey,
  testingKey,
} from '../../../../stories/fixtures';
import { seedLotsStory } from '../../../../stories/frame';
import { SeedLotDetailPage } from './seed-lot-detail-page';

// /seed-lots/{id}: the lot's header (id, crop and variety, type and status badges, the actions and
// the trace downloads) over three tabs: Details (owners, claim code, QR code, farms, quality,
// certification, production, status, packaging, notes, harvests), Transactions (its manifests) and
// Relationships (parent, children, sources, produced lots and the two chains, 30 deep at most).
// The loading, not-found and failure stories are a member's without a role: an admin's page also
// starts the quality and certification reads, which those stories do not need.

/** Every answer the page and its cards read for a lot, seeded. */
function detailQueries(
  detail: SeedLotDetail,
  {
    testing = NOT_TESTED as unknown,
    certification = NOT_CERTIFIED as unknown,
    qr = qrSummary({
      lotId: detail.lot.id,
      lotType: detail.lot.lot_type,
      packagesCount: detail.packaging?.packages_count ?? null,
      lotCode: null,
      packetCodes: { total: 0, active: 0, deactivated: 0 },
      scans: { total: 0, devices: 0, lastAt: null, afterRecall: 0, farFromSale: 0 },
    }) as unknown,
  } = {},
): SeededQuery[] {
  const id = detail.lot.id;
  return [
    { key: lotKey(id), data: detail },
    { key: testingKey(id), data: testing },
    { key: certificationKey(id), data: certification },
    { key: qrSummaryKey(id), data: qr },
    { key: qrImageKey(QR_CODE.id), data: QR_SVG },
    { key: SCANS_KEY, data: SCAN_REPORT },
  ];
}

const at = (id: string, tab?: string) => ({
  path: `/seed-lots/${id}${tab ? `?tab=${tab}` : ''}`,
  route: '/seed-lots/:lotId',
});

/** Waits for the lot's heading (the page after its answer). */
const showsLot = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
};

const meta = {
  title: 'Seed lots/Lot detail page',
  component: SeedLotDetailPage,
  parameters: { layout: 'fullscreen' },
  play: showsLot,
} satisfies Meta<typeof SeedLotDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wheat lot growing on two farms, partly sold: no harvest yet, not tested, may apply for certification. */
export const ProductionLot: Story = {
  decorators: [seedLotsStory({ ...at(LOT.production), queries: detailQueries(PRODUCTION_DETAIL) })],
};

/** Harvested twice (a total row), tested and passed, in inspection, with notes. */
export const HarvestedLot: Story = {
  decorators: [
    seedLotsStory({
      ...at(LOT.production),
      queries: detailQueries(HARVESTED_DETAIL, { testing: PASSED_TESTING, certification: INSPECTING }),
    }),
  ],
};

/** 600 bags of 40 kg: the packaging, the QR code with its packet codes, scans and counterfeit signals. */
export const PackagedLot: Story = {
  decorators: [
    seedLotsStory({
      ...at(LOT.packaged),
      queries: detailQueries(PACKAGED_DETAIL, {
        testing: PASSED_TESTING,
        certification: CERTIFIED,
        qr: qrSummary({
          scans: { total: 148, devices: 91, lastAt: '2026-11-27T16:40:00.000Z', afterRecall: 0, farFromSale: 2 },
        }),
      }),
    }),
  ],
};

/** A bought lot of an unregistered supplier: the supplier-claim card with its active code. */
export const UnregisteredSource: Story = {
  decorators: [seedLotsStory({ ...at(LOT.unregistered), queries: detailQueries(UNREGISTERED_DETAIL) })],
};

/** A lot of a long-named organization in the trash: no actions, the red "In trash" badge. */
export const InTrash: Story = {
  decorators: [
    seedLotsStory({
      ...at(LOT.deleted),
      queries: detailQueries(DELETED_DETAIL, { testing: FAILED_TESTING }),
    }),
  ],
};

/** A member without a role: the cards say who may see them, and no trace downloads. */
export const MemberWithoutRole: Story = {
  decorators: [seedLotsStory({ ...at(LOT.production), role: null, queries: detailQueries(PRODUCTION_DETAIL) })],
};

export const TransactionsTab: Story = {
  decorators: [seedLotsStory({ ...at(LOT.production, 'transactions'), queries: detailQueries(PRODUCTION_DETAIL) })],
};

export const TransactionsEmpty: Story = {
  decorators: [seedLotsStory({ ...at(LOT.packaged, 'transactions'), queries: detailQueries(PACKAGED_DETAIL) })],
};

/** Grown from a foundation lot and a bought one (one more behind, another organization's), packed into bags. */
export const RelationshipsTab: Story = {
  decorators: [seedLotsStory({ ...at(LOT.production, 'relationships'), queries: detailQueries(PRODUCTION_DETAIL) })],
};

/** No link at all: every card and chain says so. */
export const RelationshipsEmpty: Story = {
  decorators: [seedLotsStory({ ...at(LOT.packaged, 'relationships'), queries: detailQueries(PACKAGED_DETAIL) })],
};

/** Thirty generations of multiplication behind the lot, the oldest ten of other organizations. */
export const LineageThirtyDeep: Story = {
  decorators: [
    seedLotsStory({
      ...at(LOT.production, 'relationships'),
      queries: detailQueries({ ...PRODUCTION_DETAIL, lineage: DEEP_LINEAGE }),
    }),
  ],
};

export const Loading: Story = {
  decorators: [
    seedLotsStory({ ...at(LOT.production), role: null, queries: [{ key: lotKey(LOT.production), pending: true }] }),
  ],
  play: async () => {},
};

export const NotFound: Story = {
  decorators: [
    seedLotsStory({
      ...at('SL-20261101-0900000-9999'),
      role: null,
      queries: [
        {
          key: lotKey('SL-20261101-0900000-9999'),
          error: new ApiError(404, 'not_found', 'Seed lot not found'),
        },
      ],
    }),
  ],
};

export const LoadError: Story = {
  decorators: [
    seedLotsStory({
      ...at(LOT.production),
      role: null,
      queries: [{ key: lotKey(LOT.production), error: new ApiError(503, 'unavailable', 'Service unavailable') }],
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

export const Hindi: Story = {
  ...HarvestedLot,
  parameters: { language: 'hi' },
};

export const Marathi: Story = {
  ...PackagedLot,
  parameters: { language: 'mr' },
};

export const MarathiLineage: Story = {
  ...RelationshipsTab,
  parameters: { language: 'mr' },
};
