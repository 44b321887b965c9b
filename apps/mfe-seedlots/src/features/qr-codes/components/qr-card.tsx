import { ApiError, useAuth } from '@seed/auth';
import { type LotQrSummary, type QrCode, VERIFICATION_LIMITS } from '@seed/domain';
import { Badge, Button, Card, ErrorBanner, notify, Spinner, TextLink } from '@seed/ui';
import { lazy, Suspense, useState } from 'react';
import { useQrTranslation } from '../i18n';
import { useLotQrSummary } from '../api/get-lot-qr-summary';
import { useScanReport } from '../api/get-scan-report';
import { useCreateLotCode, useCreatePacketCodes } from '../api/qr-code-mutations';
import { displayDate } from '../../lots/components/detail/derived';
import { DateText, Row } from '../../lots/components/detail/parts';
import { QrCodeView } from './qr-code-view';

// The dialogs load when first opened: the detail page's chunk carries the card only.
const DeactivateCodeDialog = lazy(() =>
  import('./qr-code-dialogs').then((module) => ({ default: module.DeactivateCodeDialog })),
);
const RecallDialog = lazy(() => import('./qr-code-dialogs').then((module) => ({ default: module.RecallDialog })));
const LiftRecallDialog = lazy(() =>
  import('./qr-code-dialogs').then((module) => ({ default: module.LiftRecallDialog })),
);
const DeactivatePacketCodeDialog = lazy(() =>
  import('./packet-code-dialog').then((module) => ({ default: module.DeactivatePacketCodeDialog })),
);
const PrintLabelsDialog = lazy(() =>
  import('./print-labels-dialog').then((module) => ({ default: module.PrintLabelsDialog })),
);

type Modal = 'deactivate' | 'recall' | 'lift' | 'print' | null;

export interface QrCardProps {
  lotId: string;
  /** A lot in the trash gets no new codes, recalls or labels. */
  deleted: boolean;
}

/**
 * The Details tab's "QR code details" (spec 3, issue 14): the lot's code and its public URL,
 * packet-code counts, scans and counterfeit signals, the recall in force, and the admins' and
 * managers' actions on them.
 */
export function QrCard({ lotId, deleted }: QrCardProps) {
  const { t } = useQrTranslation();
  const role = useAuth((s) => s.role);
  const canManage = role === 'admin' || role === 'manager';
  const summary = useLotQrSummary(lotId, canManage);

  return (
    <Card title={t('qr.title')} data-testid="qr-card">
      {!canManage ? (
        <p className="text-sm text-gray-600">{t('qr.rolesOnly')}</p>
      ) : summary.isPending ? (
        <div className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner size="sm" label={t('qr.loading')} />
          <span aria-hidden="true">{t('qr.loading')}</span>
        </div>
      ) : summary.isError ? (
        summary.error instanceof ApiError && summary.error.status === 404 ? (
          <p className="text-sm text-gray-600">{t('qr.notOurs')}</p>
        ) : (
          <div className="space-y-3">
            <ErrorBanner message={t('qr.loadFailed')} />
            <Button size="sm" variant="secondary" onClick={() => void summary.refetch()} loading={summary.isRefetching}>
              {t('qr.retry')}
            </Button>
          </div>
        )
      ) : (
        <QrDetails summary={summary.data} lotId={lotId} actions={!deleted} />
      )}
    </Card>
  );
}

function QrDetails({ summary, lotId, actions }: { summary: LotQrSummary; lotId: string; actions: boolean }) {
  const { t } = useQrTranslation();
  const [modal, setModal] = useState<Modal>(null);
  // The code just deactivated here, until the summary (which names it too) is read again.
  const [justDeactivated, setDeactivated] = useState<QrCode | null>(null);
  const deactivated = justDeactivated ?? summary.lastDeactivatedLotCode;
  const createCode = useCreateLotCode();
  const code = summary.lotCode;
  const recall = summary.recall;
  const recalledHere = recall !== null && recall.originLotId === lotId;

  const create = () =>
    createCode.mutate(
      { params: { lotId } },
      {
        onSuccess: () => {
          setDeactivated(null);
          notify('success', t('qr.code.created'));
        },
        onError: (e) => notify('error', t('qr.code.createFailed'), e.message),
      },
    );

  return (
    <div className="space-y-4">
      {recall && <RecallNotice recall={recall} lotId={lotId} />}
      <dl>
        <Row label={t('qr.code.label')}>
          {code ? (
            <QrCodeView code={code} lotId={lotId} />
          ) : deactivated ? (
            <div className="space-y-1">
              <Badge tone="red">{t('qr.status.deactivated')}</Badge>
              <p>{t('qr.code.deactivatedReason', { reason: deactivated.deactivatedReason ?? '' })}</p>
              <p className="text-xs text-gray-600">{t('qr.code.deactivatedHint')}</p>
            </div>
          ) : (
            <span className="text-gray-600">{t('qr.code.none')}</span>
          )}
        </Row>
        <PacketCodesRow summary={summary} lotId={lotId} actions={actions} />
        <ScansRow summary={summary} />
      </dl>
      <CounterfeitSignals summary={summary} lotId={lotId} />
      {actions && (
        <div
          role="group"
          aria-label={t('qr.actions.label')}
          className="flex flex-col gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:flex-wrap"
        >
          {code ? (
            <Button size="sm" variant="secondary" onClick={() => setModal('deactivate')}>
              {t('qr.actions.deactivate')}
            </Button>
          ) : (
            <Button size="sm" onClick={create} loading={createCode.isPending}>
              {t('qr.actions.create')}
            </Button>
          )}
          {(code || summary.packetCodes.active > 0) && (
            <Button size="sm" variant="secondary" onClick={() => setModal('print')}>
              {t('qr.actions.print')}
            </Button>
          )}
          {summary.isGrower && !recalledHere && (
            <Button size="sm" variant="danger" onClick={() => setModal('recall')}>
              {t('qr.actions.recall')}
            </Button>
          )}
          {summary.isGrower && recalledHere && (
            <Button size="sm" variant="secondary" onClick={() => setModal('lift')}>
              {t(`qr.actions.lift.${recall.kind}`)}
            </Button>
          )}
        </div>
      )}
      {actions && !summary.isGrower && <p className="text-xs text-gray-600">{t('qr.growerOnly')}</p>}
      <Suspense fallback={null}>
        {modal === 'deactivate' && code && (
          <DeactivateCodeDialog
            code={code}
            lotId={lotId}
            onClose={() => setModal(null)}
            onDeactivated={(done) => setDeactivated(done)}
          />
        )}
        {modal === 'print' && <PrintLabelsDialog lotId={lotId} summary={summary} onClose={() => setModal(null)} />}
        {modal === 'recall' && <RecallDialog lotId={lotId} onClose={() => setModal(null)} />}
        {modal === 'lift' && recall && (
          <LiftRecallDialog lotId={lotId} recall={recall} onClose={() => setModal(null)} />
        )}
      </Suspense>
    </div>
  );
}

function RecallNotice({ recall, lotId }: { recall: NonNullable<LotQrSummary['recall']>; lotId: string }) {
  const { t } = useQrTranslation();
  return (
    <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900" data-testid="qr-recall">
      <p className="font-semibold">
        {t(recall.kind === 'recall' ? 'qr.recall.recalledSince' : 'qr.recall.stopSaleSince', {
          date: displayDate(recall.at),
        })}
      </p>
      <p className="mt-1 break-words whitespace-pre-line">{t('qr.recall.reason', { reason: recall.reason })}</p>
      {recall.originLotId !== lotId && (
        <p className="mt-1">
          {t('qr.recall.through')}{' '}
          <TextLink to={`/seed-lots/${encodeURIComponent(recall.originLotId)}`}>{recall.originLotId}</TextLink>
        </p>
      )}
    </div>
  );
}

/** Packet codes of a packaged lot: how many of its packets have one, and making the rest. */
function PacketCodesRow({ summary, lotId, actions }: { summary: LotQrSummary; lotId: string; actions: boolean }) {
  const { t } = useQrTranslation();
  const createPackets = useCreatePacketCodes();
  const [deactivating, setDeactivating] = useState(false);
  const { total, active, deactivated } = summary.packetCodes;
  const packages = summary.packagesCount;
  const remaining = packages === null ? 0 : Math.max(packages - total, 0);

  const create = () =>
    createPackets.mutate(
      { params: { lotId } },
      {
        onSuccess: (made) => notify('success', t('qr.packets.created', { count: made.created })),
        onError: (e) => notify('error', t('qr.packets.createFailed'), e.message),
      },
    );

  return (
    <Row label={t('qr.packets.label')}>
      {packages === null ? (
        <span className="text-gray-600">{t('qr.packets.packagedOnly')}</span>
      ) : (
        <div className="space-y-2">
          <p>{t('qr.packets.count', { count: packages, total })}</p>
          {deactivated > 0 && <p className="text-gray-600">{t('qr.packets.deactivated', { count: deactivated })}</p>}
          {actions && remaining > 0 && (
            <Button size="sm" variant="secondary" onClick={create} loading={createPackets.isPending}>
              {t('qr.packets.create', { count: remaining })}
            </Button>
          )}
          {actions && active > 0 && (
            <Button size="sm" variant="secondary" onClick={() => setDeactivating(true)}>
              {t('qr.actions.deactivatePacket')}
            </Button>
          )}
          <Suspense fallback={null}>
            {deactivating && (
              <DeactivatePacketCodeDialog lotId={lotId} packets={packages} onClose={() => setDeactivating(false)} />
            )}
          </Suspense>
          {createPackets.isPending && (
            <div role="status" className="space-y-1">
              <p className="text-xs text-gray-700">{t('qr.packets.creating', { count: remaining })}</p>
              <progress className="h-2 w-full" aria-label={t('qr.packets.creatingLabel')} />
            </div>
          )}
          {createPackets.isError && (
            <p role="alert" className="text-xs text-red-700">
              {createPackets.error.message}
            </p>
          )}
        </div>
      )}
    </Row>
  );
}

function ScansRow({ summary }: { summary: LotQrSummary }) {
  const { t } = useQrTranslation();
  const { total, devices, lastAt } = summary.scans;
  return (
    <Row label={t('qr.scans.label')}>
      {total === 0 ? (
        <span className="text-gray-600">{t('qr.scans.none')}</span>
      ) : (
        <div className="space-y-1">
          <p>{t('qr.scans.count', { count: total, devices: t('qr.scans.devices', { count: devices }) })}</p>
          <p className="text-xs text-gray-600">
            {t('qr.scans.last')} <DateText value={lastAt} fallback={t('qr.none')} />
          </p>
        </div>
      )}
    </Row>
  );
}

/**
 * The counterfeit signals of this lot: scans after the recall (from the summary) and packet codes
 * scanned from many devices (the Scans view's row of this lot, asked for only once it was scanned).
 */
function CounterfeitSignals({ summary, lotId }: { summary: LotQrSummary; lotId: string }) {
  const { t } = useQrTranslation();
  const report = useScanReport(summary.scans.total > 0);
  const row = report.data?.lots.find((lot) => lot.lotId === lotId);
  const afterRecall = summary.scans.afterRecall;
  const farFromSale = summary.scans.farFromSale;
  const copied = row?.packetCodesManyDevices ?? 0;
  if (afterRecall === 0 && copied === 0 && farFromSale === 0) return null;
  return (
    <div
      className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
      data-testid="qr-signals"
    >
      <p className="font-semibold">{t('qr.signals.title')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {copied > 0 && (
          <li>{t('qr.signals.manyDevices', { count: copied, devices: report.data?.manyDevices ?? 0 })}</li>
        )}
        {afterRecall > 0 && <li>{t('qr.signals.afterRecall', { count: afterRecall })}</li>}
        {farFromSale > 0 && (
          <li>{t('qr.signals.farFromSale', { count: farFromSale, km: VERIFICATION_LIMITS.farFromSaleKm })}</li>
        )}
      </ul>
      <TextLink to="/seed-lots/scans" className="mt-2 inline-block">
        {t('qr.signals.seeAll')}
      </TextLink>
    </div>
  );
}
