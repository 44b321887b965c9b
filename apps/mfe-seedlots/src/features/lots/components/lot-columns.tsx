import { formatDate, formatQuantity, notesWithoutSupplier, packageFormat, type SeedLotListItem } from '@seed/domain';
import { Button, type TableColumn, TextLink } from '@seed/ui';
import type { TFunction } from 'i18next';
import { packageWords } from '../../../i18n/labels';
import { CertificationBadge, LotStatusBadge, LotTypeBadge, QualityBadge } from './lot-badges';

type Column = TableColumn<SeedLotListItem>;

export interface RowActions {
  remove(lot: SeedLotListItem): void;
  restore(lot: SeedLotListItem): void;
}

const dash = '—';

/** The lot id, linked to its detail page. */
export const lotLink = (lot: SeedLotListItem, text = lot.id) => <TextLink to={`/seed-lots/${lot.id}`}>{text}</TextLink>;

const cropVariety = (lot: SeedLotListItem, t: TFunction) =>
  `${lot.crop_name} - ${lot.variety_name ?? t('common.unknownVariety')}`;

const date = (value: string | null) => (value ? formatDate(`${value}T12:00:00`) : dash);

/** The lot's seed-test status (issue 27): its own test, or the test of the lot it was packed from. */
const qualityColumn = (t: TFunction): Column => ({
  key: 'quality',
  header: t('columns.quality'),
  cell: (lot) => <QualityBadge status={lot.quality} validUntil={lot.quality_valid_until} />,
});

/** The lot's certification and class (issue 28): its own application's, or the lot's it was packed from. */
const classColumn = (t: TFunction): Column => ({
  key: 'certification',
  header: t('columns.class'),
  cell: (lot) => <CertificationBadge certification={lot.certification} />,
});

/** Overview (spec 2 §2): ID, Type, Crop Type, Variety, Location, Planting Date, Status, Actions. */
export function overviewColumns(t: TFunction, actions: RowActions): Column[] {
  return [
    { key: 'id', header: t('columns.id'), cell: (lot) => lotLink(lot) },
    { key: 'type', header: t('columns.type'), cell: (lot) => <LotTypeBadge type={lot.lot_type} /> },
    { key: 'crop', header: t('columns.cropType'), cell: (lot) => lot.crop_name },
    { key: 'variety', header: t('columns.variety'), cell: (lot) => lot.variety_name ?? t('common.unknownVariety') },
    { key: 'location', header: t('columns.location'), cell: (lot) => lot.location ?? dash },
    { key: 'planting', header: t('columns.plantingDate'), cell: (lot) => date(lot.planting_date) },
    { key: 'status', header: t('columns.status'), cell: (lot) => <LotStatusBadge status={lot.status} /> },
    qualityColumn(t),
    classColumn(t),
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (lot) => (
        <div className="flex flex-wrap items-center gap-2">
          {lot.deleted_at ? (
            lot.is_grower && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.restore(lot)}
                aria-label={t('actions.restoreLot', { id: lot.id })}
              >
                {t('actions.restore')}
              </Button>
            )
          ) : (
            <>
              {lotLink(lot, t('actions.view'))}
              {lot.is_grower && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  onClick={() => actions.remove(lot)}
                  aria-label={t('actions.deleteLot', { id: lot.id })}
                >
                  {t('actions.delete')}
                </Button>
              )}
            </>
          )}
        </div>
      ),
    },
  ];
}

/** Unregistered (spec 2 §2): id (whole, issue 26), type, 'crop - variety', package, generation, date, status, quantity, notes. */
export function unregisteredColumns(t: TFunction, actions: RowActions): Column[] {
  return [
    // the whole id, on one line: a short '7-7919' is no identifier to read to a dealer on the phone
    { key: 'id', header: t('columns.id'), className: 'whitespace-nowrap', cell: (lot) => lotLink(lot) },
    { key: 'type', header: t('columns.type'), cell: (lot) => <LotTypeBadge type={lot.lot_type} /> },
    { key: 'cropVariety', header: t('columns.cropVariety'), cell: (lot) => cropVariety(lot, t) },
    {
      key: 'package',
      header: t('columns.package'),
      cell: (lot) =>
        packageFormat({ size: lot.pack_size, unit: lot.pack_unit, container: lot.packaging_type }, packageWords(t)) ||
        dash,
    },
    { key: 'generation', header: t('columns.generation'), cell: (lot) => lot.generation ?? dash },
    { key: 'created', header: t('columns.created'), cell: (lot) => formatDate(lot.created_at) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (lot) =>
        lot.deleted_at
          ? t('unregistered.inTrash')
          : lot.status === 'active'
            ? t('unregistered.active')
            : t('unregistered.draft'),
    },
    qualityColumn(t),
    classColumn(t),
    {
      key: 'quantity',
      header: t('columns.quantity'),
      cell: (lot) =>
        lot.quantity_owned == null
          ? dash
          : `${formatQuantity(lot.quantity_owned)} ${t(`units.${lot.quantity_unit ?? 'packages'}`)}`,
    },
    { key: 'notes', header: t('columns.notes'), cell: (lot) => notesWithoutSupplier(lot.notes) || dash },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (lot) =>
        lot.deleted_at && lot.is_grower ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => actions.restore(lot)}
            aria-label={t('actions.restoreLot', { id: lot.id })}
          >
            {t('actions.restore')}
          </Button>
        ) : (
          lotLink(lot, t('actions.view'))
        ),
    },
  ];
}

/** Production (spec 2 §2): ID, Crop Type, Variety, Location, Planting Date, Area, Farms, Yield, Status, Actions. */
export function productionColumns(t: TFunction): Column[] {
  return [
    { key: 'id', header: t('columns.id'), cell: (lot) => lotLink(lot) },
    { key: 'crop', header: t('columns.cropType'), cell: (lot) => lot.crop_name },
    { key: 'variety', header: t('columns.variety'), cell: (lot) => lot.variety_name ?? t('common.unknownVariety') },
    { key: 'location', header: t('columns.location'), cell: (lot) => lot.location ?? dash },
    { key: 'planting', header: t('columns.plantingDate'), cell: (lot) => date(lot.planting_date) },
    {
      key: 'area',
      header: t('columns.areaPlanted'),
      cell: (lot) => t('production.acres', { area: (lot.area_planted_acres ?? 0).toFixed(2) }),
    },
    { key: 'farms', header: t('columns.farms'), cell: (lot) => lot.farms_count },
    {
      key: 'yield',
      header: t('columns.yield'),
      cell: (lot) => (lot.yield_kg == null ? dash : formatQuantity(lot.yield_kg)),
    },
    { key: 'status', header: t('columns.status'), cell: (lot) => <LotStatusBadge status={lot.status} /> },
    qualityColumn(t),
    classColumn(t),
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (lot) => (
        <div className="flex flex-wrap items-center gap-3">
          {lot.status === 'active' && !lot.harvest_date && (
            <TextLink to={`/seed-lots/${lot.id}/harvest`}>{t('actions.harvest')}</TextLink>
          )}
          {lot.status === 'active' && lot.harvest_date && (
            <TextLink to={`/seed-lots/${lot.id}/package`}>{t('actions.package')}</TextLink>
          )}
          {lotLink(lot, t('actions.view'))}
          <TextLink to={`/seed-lots/${lot.id}/edit`}>{t('actions.edit')}</TextLink>
        </div>
      ),
    },
  ];
}

/** Packaging (spec 2 §2): Lot ID, Crop & Variety, Package Details, Parent Lot, Status, Actions. */
export function packagingColumns(t: TFunction): Column[] {
  return [
    { key: 'id', header: t('columns.lotId'), cell: (lot) => lotLink(lot) },
    { key: 'cropVariety', header: t('columns.cropAndVariety'), cell: (lot) => cropVariety(lot, t) },
    {
      key: 'package',
      header: t('columns.packageDetails'),
      cell: (lot) =>
        lot.packages_count == null ? (
          t('packaging.noDetails')
        ) : (
          <>
            {packageFormat({ count: lot.packages_count, size: lot.pack_size, unit: lot.pack_unit }, packageWords(t))}
            {lot.packaging_date && <span className="block text-xs text-gray-500">{date(lot.packaging_date)}</span>}
          </>
        ),
    },
    {
      key: 'parent',
      header: t('columns.parentLot'),
      cell: (lot) =>
        lot.parent_lot_id ? (
          <TextLink to={`/seed-lots/${lot.parent_lot_id}`}>{lot.parent_lot_id}</TextLink>
        ) : (
          t('packaging.noParent')
        ),
    },
    { key: 'status', header: t('columns.status'), cell: (lot) => <LotStatusBadge status={lot.status} /> },
    qualityColumn(t),
    classColumn(t),
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (lot) => (
        <div className="flex flex-wrap items-center gap-3">
          {lotLink(lot, t('actions.view'))}
          {lot.status === 'active' && (
            <TextLink to={`/transactions/new?lotId=${encodeURIComponent(lot.id)}&type=TRANSFER`}>
              {t('actions.transfer')}
            </TextLink>
          )}
        </div>
      ),
    },
  ];
}
