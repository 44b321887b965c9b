import { formatQuantity, type ManifestSummary } from '@seed/domain';
import { EmptyState, Table, type TableColumn } from '@seed/ui';
import type { TFunction } from 'i18next';
import { useLotsTranslation } from '../../i18n';
import { DateText, ManifestStatusBadge, unitLabel } from './parts';

/**
 * 'crop - variety: quantity unit' for each item, or 'No items' (spec 2 Transactions). An
 * adjustment's quantity is the corrected balance, not an amount moved, so it reads as a correction
 * with what it changed and its reason ('corrected to 88 packages (−2): two bags torn').
 */
/** ' (−2)' after the corrected balance: the change with a real minus sign, its unit only when it differs. */
function changeText(change: ManifestSummary['items'][number]['change'], unit: string, t: TFunction): string {
  if (!change || change.quantity === 0) return '';
  const amount = `${change.quantity < 0 ? '−' : '+'}${formatQuantity(Math.abs(change.quantity))}`;
  return ` (${change.unit === unit ? amount : `${amount} ${unitLabel(t, change.unit)}`})`;
}

function Items({ manifest, t }: { manifest: ManifestSummary; t: TFunction }) {
  if (manifest.items.length === 0) return <span className="text-gray-500">{t('detail.transactions.noItems')}</span>;
  const adjustment = manifest.manifest_type === 'ADJUSTMENT';
  const reason = manifest.overall_notes?.trim();
  return (
    <ul className="space-y-0.5">
      {manifest.items.map((item, index) => (
        <li key={`${item.seed_lot_id}-${index}`}>
          {t(
            adjustment
              ? reason
                ? 'detail.transactions.correctedWithReason'
                : 'detail.transactions.corrected'
              : 'detail.transactions.item',
            {
              reason,
              crop: item.crop_name ?? t('detail.unknownCrop'),
              variety: item.variety_name ?? t('detail.unknownVariety'),
              quantity: formatQuantity(item.quantity_transferred),
              unit: unitLabel(t, item.quantity_unit),
              change: changeText(item.change, item.quantity_unit, t),
            },
          )}
        </li>
      ))}
    </ul>
  );
}

function columns(t: TFunction): TableColumn<ManifestSummary>[] {
  return [
    {
      key: 'date',
      header: t('detail.transactions.date'),
      className: 'whitespace-nowrap',
      cell: (m) => <DateText value={m.transaction_date} fallback={t('detail.none')} />,
    },
    {
      key: 'type',
      header: t('detail.transactions.type'),
      cell: (m) => t(`detail.manifestType.${m.manifest_type}`, { defaultValue: m.manifest_type }),
    },
    {
      key: 'from',
      header: t('detail.transactions.from'),
      cell: (m) => m.from_org_name ?? t('detail.transactions.system'),
    },
    {
      key: 'to',
      header: t('detail.transactions.to'),
      cell: (m) => m.to_org_name ?? t('detail.transactions.notApplicable'),
    },
    { key: 'items', header: t('detail.transactions.items'), cell: (m) => <Items manifest={m} t={t} /> },
    { key: 'status', header: t('detail.transactions.status'), cell: (m) => <ManifestStatusBadge status={m.status} /> },
    {
      key: 'notes',
      header: t('detail.transactions.notes'),
      className: 'min-w-40',
      cell: (m) => <span className="break-words whitespace-pre-line">{m.overall_notes || t('detail.none')}</span>,
    },
  ];
}

/**
 * The Transactions tab: the lot's manifests, newest first, as a table from 768 px and as
 * stacked cards below (each card shows every column as label and value).
 */
export function TransactionsTab({ manifests }: { manifests: readonly ManifestSummary[] }) {
  const { t } = useLotsTranslation();
  if (manifests.length === 0) return <EmptyState title={t('detail.transactions.empty')} />;
  const cols = columns(t);
  const [first, ...rest] = cols;
  return (
    <>
      <Table
        className="hidden md:block"
        caption={t('detail.transactions.caption')}
        hideCaption
        columns={cols}
        rows={manifests}
        rowKey={(m) => m.id}
      />
      <ul className="space-y-3 md:hidden" aria-label={t('detail.transactions.caption')} data-testid="transaction-cards">
        {manifests.map((manifest) => (
          <li key={manifest.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <p className="mb-2 font-semibold text-gray-900">{first?.cell(manifest)}</p>
            <dl className="space-y-1">
              {rest.map((column) => (
                <div key={column.key} className="grid grid-cols-[6rem_1fr] gap-2 text-sm">
                  <dt className="text-gray-500">{column.header}</dt>
                  <dd className="min-w-0 break-words text-gray-900">{column.cell(manifest)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
