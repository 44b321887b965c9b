import { ApiError } from '@seed/auth';
import type { LotQrSummary } from '@seed/domain';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import {
  LOT,
  PASSED_TESTING,
  QR_CODE,
  QR_SVG,
  SCANS_KEY,
  SCAN_REPORT,
  qrImageKey,
  qrSummary,
  qrSummaryKey,
  testingKey,
} from '../../../stories/fixtures';
import { seedLotsStory } from '../../../stories/frame';
import { QrCard } from './qr-card';

// The lot detail's "QR code details" (issue 14): the lot's code (its QR image and public URL),
// the packet codes of a packaged lot (600 bags), scans and counterfeit signals, a recall in force
// and the admins' and managers' actions; loading, another organization's lot, a failed read.

const id = LOT.packaged;
const withSummary = (summary: LotQrSummary, options: { role?: 'admin' | 'manager' | null } = {}) =>
  seedLotsStory({
    ...options,
    queries: [
      { key: qrSummaryKey(id), data: summary },
      { key: qrImageKey(QR_CODE.id), data: QR_SVG },
      { key: SCANS_KEY, data: SCAN_REPORT },
      { key: testingKey(id), data: PASSED_TESTING },
    ],
  });

const NO_SCANS = { total: 0, devices: 0, lastAt: null, afterRecall: 0, farFromSale: 0 };

const meta = {
  title: 'Seed lots/QR card',
  component: QrCard,
  args: { lotId: id, deleted: false },
} satisfies Meta<typeof QrCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lot's code, 600 packet codes (3 deactivated), 148 scans with copied-label and far-away signals. */
export const ActiveCode: Story = {
  decorators: [
    withSummary(
      qrSummary({
        scans: { total: 148, devices: 91, lastAt: '2026-11-27T16:40:00.000Z', afterRecall: 0, farFromSale: 2 },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(QR_CODE.url);
  },
};

/** No code yet and no packet codes: Create lot code and "Create 600 packet codes". */
export const NoCodes: Story = {
  decorators: [
    withSummary(qrSummary({ lotCode: null, packetCodes: { total: 0, active: 0, deactivated: 0 }, scans: NO_SCANS })),
  ],
};

/** The lot's code was deactivated, with the reason. */
export const DeactivatedCode: Story = {
  decorators: [
    withSummary(
      qrSummary({
        lotCode: null,
        lastDeactivatedLotCode: {
          ...QR_CODE,
          status: 'deactivated',
          deactivatedReason: 'Labels copied onto bags sold at Malegaon',
        },
        scans: NO_SCANS,
      }),
    ),
  ],
};

/** Recalled here: the red notice and Lift recall; scans after the recall flagged. */
export const Recalled: Story = {
  decorators: [
    withSummary(
      qrSummary({
        recall: {
          kind: 'recall',
          reason: 'Germination fell to 71% in storage; do not sow seed from this lot.',
          at: '2026-11-20T10:00:00.000Z',
          originLotId: id,
        },
        scans: { total: 40, devices: 33, lastAt: '2026-11-27T16:40:00.000Z', afterRecall: 9, farFromSale: 0 },
      }),
    ),
  ],
};

/** Stop-sale reaching this lot through the lot it was packed from. */
export const StopSaleThroughParent: Story = {
  decorators: [
    withSummary(
      qrSummary({
        recall: {
          kind: 'stop_sale',
          reason: 'Awaiting the repeat germination test at the State Seed Testing Laboratory, Indore.',
          at: '2026-11-22T10:00:00.000Z',
          originLotId: LOT.production,
        },
        scans: NO_SCANS,
      }),
    ),
  ],
};

/** A raw lot (no packets) of which the organization is only an owner: no recall, the grower's note. */
export const NotGrower: Story = {
  decorators: [
    withSummary(
      qrSummary({
        lotId: id,
        lotType: 'raw_production',
        isGrower: false,
        packagesCount: null,
        packetCodes: { total: 0, active: 0, deactivated: 0 },
        scans: NO_SCANS,
      }),
    ),
  ],
};

export const InTrash: Story = {
  args: { deleted: true },
  decorators: [withSummary(qrSummary({ scans: NO_SCANS }))],
};

export const Loading: Story = {
  decorators: [seedLotsStory({ queries: [{ key: qrSummaryKey(id), pending: true }] })],
};

export const NotOurs: Story = {
  decorators: [
    seedLotsStory({ queries: [{ key: qrSummaryKey(id), error: new ApiError(404, 'not_found', 'Not found') }] }),
  ],
};

export const LoadError: Story = {
  decorators: [seedLotsStory({ queries: [{ key: qrSummaryKey(id), error: new Error('Network error') }] })],
};

export const MemberWithoutRole: Story = { decorators: [seedLotsStory({ role: null })] };

export const ActiveCodeHindi: Story = { ...ActiveCode, parameters: { language: 'hi' } };

/** Recall opens its dialog from the card. */
export const OpenRecallDialog: Story = {
  decorators: [withSummary(qrSummary({ scans: NO_SCANS }))],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Recall/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};
