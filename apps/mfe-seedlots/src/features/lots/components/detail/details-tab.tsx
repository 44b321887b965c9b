import { formatQuantity, notesWithoutSupplier, packageFormat, type SeedLotDetail } from '@seed/domain';
import { Card, ScrollArea } from '@seed/ui';
import { packageWords } from '../../../../i18n/labels';
import { useLotsTranslation } from '../../i18n';
import { CertificationCard } from './certification-card';
import { ClaimCard } from './claim-card';
import {
  acres,
  displayDate,
  earliestPlanting,
  harvestTotal,
  latestActualHarvest,
  latestExpectedHarvest,
} from './derived';
import { DateText, LotStatusBadge, LotTypeBadge, Row, unitLabel } from './parts';
import { QualityCard } from './quality-card';
import { QrCard } from '../../../qr-codes/components/qr-card';

/** The Details tab (spec 3 lot detail): ownership, QR code, farms, dates and yield, status, harvests, packaging, notes. */
export function DetailsTab({ detail }: { detail: SeedLotDetail }) {
  const { t } = useLotsTranslation();
  const { lot } = detail;
  const notes = notesWithoutSupplier(lot.notes);
  const showHarvests = detail.harvests.length > 0 || lot.lot_type === 'raw_production';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-6">
        <OwnershipCard detail={detail} />
        {detail.claim && lot.lot_type === 'unregistered_source' && (
          <ClaimCard lotId={lot.id} claim={detail.claim} deleted={lot.deleted_at !== null} />
        )}
        <QrCard lotId={lot.id} deleted={lot.deleted_at !== null} />
        <FarmsCard farms={detail.farms} />
      </div>
      <div className="min-w-0 space-y-6">
        <QualityCard lotId={lot.id} />
        <CertificationCard lotId={lot.id} />
        <ProductionCard detail={detail} />
        <Card title={t('detail.statusInfo.title')}>
          <dl>
            <Row label={t('detail.statusInfo.lotType')}>
              <LotTypeBadge type={lot.lot_type} />
            </Row>
            <Row label={t('detail.statusInfo.status')}>
              <LotStatusBadge status={lot.status} />
            </Row>
            <Row label={t('detail.statusInfo.created')}>
              <DateText value={lot.created_at} fallback={t('detail.none')} />
            </Row>
            <Row label={t('detail.statusInfo.updated')}>
              <DateText value={lot.updated_at} fallback={t('detail.none')} />
            </Row>
            {lot.deleted_at && (
              <Row label={t('detail.statusInfo.trash')}>
                <span className="font-medium text-red-700">
                  {t('detail.statusInfo.inTrashSince', { date: displayDate(lot.deleted_at) })}
                </span>
              </Row>
            )}
          </dl>
        </Card>
        <PackagingCard detail={detail} />
        {notes && (
          <Card title={t('detail.notes.title')}>
            <p className="text-sm break-words whitespace-pre-line text-gray-900">{notes}</p>
          </Card>
        )}
      </div>
      {showHarvests && (
        <div className="min-w-0 lg:col-span-2">
          <HarvestsCard detail={detail} />
        </div>
      )}
    </div>
  );
}

function OwnershipCard({ detail }: { detail: SeedLotDetail }) {
  const { t } = useLotsTranslation();
  const unit = detail.owners[0]?.unit ?? detail.lot.quantity_unit;
  return (
    <Card title={t('detail.ownership.title')}>
      <dl>
        <Row label={t('detail.ownership.primaryOwner')}>{detail.primary_owner ?? t('detail.none')}</Row>
        <Row label={t('detail.ownership.grower')}>{detail.grower_organization_name}</Row>
        <Row label={t('detail.ownership.currentOwners')}>
          {detail.owners.length === 0 ? (
            <span className="text-gray-500">{t('detail.ownership.noOwners')}</span>
          ) : (
            <ul className="space-y-1">
              {detail.owners.map((owner) => (
                <li key={owner.organization_id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="min-w-0 break-words">{owner.organization_name}</span>
                  <span className="font-medium tabular-nums">
                    {t('detail.ownership.quantity', {
                      quantity: formatQuantity(owner.quantity_owned),
                      unit: unitLabel(t, owner.unit),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Row>
        {detail.quantity_total !== null && (
          <Row label={t('detail.ownership.totalQuantity')}>
            {t('detail.ownership.quantity', {
              quantity: formatQuantity(detail.quantity_total),
              unit: unitLabel(t, unit),
            })}
          </Row>
        )}
      </dl>
    </Card>
  );
}

function FarmsCard({ farms }: { farms: SeedLotDetail['farms'] }) {
  const { t } = useLotsTranslation();
  return (
    <Card title={t('detail.farms.title')}>
      {farms.length === 0 ? (
        <p className="text-sm text-gray-500">{t('detail.farms.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {farms.map((farm) => (
            <li key={farm.farm_id} className="py-3 first:pt-0 last:pb-0">
              <h3 className="text-sm font-semibold break-words text-gray-900">{farm.name}</h3>
              <dl>
                <Row label={t('detail.farms.address')}>{farm.address || t('detail.farms.noAddress')}</Row>
                <Row label={t('detail.farms.share')}>
                  {t('detail.farms.shareValue', { value: formatQuantity(farm.contribution_percentage) })}
                </Row>
                <Row label={t('detail.farms.areaUsed')}>
                  {farm.area_used === null
                    ? t('detail.none')
                    : t('detail.farms.areaValue', {
                        value: formatQuantity(farm.area_used),
                        unit: farm.area_unit ?? t('detail.farms.defaultAreaUnit'),
                      })}
                </Row>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ProductionCard({ detail }: { detail: SeedLotDetail }) {
  const { t } = useLotsTranslation();
  const { lot, farms } = detail;
  const none = t('detail.none');
  return (
    <Card title={t('detail.production.title')}>
      <dl>
        <Row label={t('detail.production.plantingDate')}>
          <DateText value={earliestPlanting(farms, lot.planting_date)} fallback={none} />
        </Row>
        <Row label={t('detail.production.expectedHarvest')}>
          <DateText value={latestExpectedHarvest(farms)} fallback={none} />
        </Row>
        <Row label={t('detail.production.actualHarvest')}>
          <DateText value={latestActualHarvest(farms, lot.harvest_date)} fallback={none} />
        </Row>
        <Row label={t('detail.production.totalYield')}>
          {lot.yield_kg === null ? (
            <span className="text-gray-500">{t('detail.production.notHarvested')}</span>
          ) : (
            t('detail.production.yieldKg', { value: formatQuantity(lot.yield_kg) })
          )}
        </Row>
        <Row label={t('detail.production.plantedArea')}>
          {lot.area_planted_acres === null
            ? none
            : t('detail.production.acres', { value: acres(lot.area_planted_acres) })}
        </Row>
        <Row label={t('detail.production.generation')}>{lot.generation || t('detail.notSet')}</Row>
      </dl>
    </Card>
  );
}

function PackagingCard({ detail }: { detail: SeedLotDetail }) {
  const { t } = useLotsTranslation();
  const { lot, packaging } = detail;
  const pack = packageFormat(
    { size: lot.pack_size, unit: lot.pack_unit, container: lot.packaging_type },
    packageWords(t),
  );
  return (
    <Card title={t('detail.packaging.title')}>
      <dl>
        <Row label={t('detail.packaging.quantity')}>
          {lot.quantity_owned === null
            ? t('detail.none')
            : t('detail.ownership.quantity', {
                quantity: formatQuantity(lot.quantity_owned),
                unit: unitLabel(t, lot.quantity_unit),
              })}
        </Row>
        <Row label={t('detail.packaging.pack')}>{pack || t('detail.none')}</Row>
      </dl>
      {packaging && (
        <div className="mt-4 border-t border-gray-100 pt-4">
          <h3 className="text-sm font-semibold text-gray-900">{t('detail.packaging.details')}</h3>
          <dl>
            <Row label={t('detail.packaging.packSize')}>
              {t('detail.ownership.quantity', {
                quantity: formatQuantity(packaging.pack_size),
                unit: unitLabel(t, packaging.pack_unit),
              })}
            </Row>
            <Row label={t('detail.packaging.type')}>{t(`containers.${packaging.packaging_type}`)}</Row>
            <Row label={t('detail.packaging.count')}>{packaging.packages_count}</Row>
            <Row label={t('detail.packaging.date')}>
              <DateText value={packaging.packaging_date} fallback={t('detail.none')} />
            </Row>
            {packaging.packaging_location && (
              <Row label={t('detail.packaging.location')}>{packaging.packaging_location}</Row>
            )}
            {packaging.batch_number && <Row label={t('detail.packaging.batch')}>{packaging.batch_number}</Row>}
            {packaging.notes && (
              <Row label={t('detail.packaging.notes')}>
                <span className="whitespace-pre-line">{packaging.notes}</span>
              </Row>
            )}
          </dl>
        </div>
      )}
    </Card>
  );
}

/** The harvest records, newest first, with a total row when there is more than one. */
function HarvestsCard({ detail }: { detail: SeedLotDetail }) {
  const { t } = useLotsTranslation();
  const { harvests } = detail;
  const total = harvests.length > 1 ? harvestTotal(harvests, detail.lot.yield_kg) : null;
  const quantity = (value: string, unit: string) => t('detail.harvests.quantity', { value, unit: unitLabel(t, unit) });
  return (
    <Card title={t('detail.harvests.title')}>
      {harvests.length === 0 ? (
        <p className="text-sm text-gray-500">{t('detail.harvests.none')}</p>
      ) : (
        // Scrolls inside its own box on a narrow screen, visibly; the page never scrolls sideways.
        <ScrollArea label={t('detail.harvests.title')} className="rounded-md border border-gray-200">
          <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
            <caption className="sr-only">{t('detail.harvests.title')}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium whitespace-nowrap text-gray-700">
                  {t('detail.harvests.date')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium whitespace-nowrap text-gray-700">
                  {t('detail.harvests.yield')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium whitespace-nowrap text-gray-700">
                  {t('detail.harvests.notes')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {harvests.map((harvest) => (
                <tr key={harvest.id}>
                  <td className="px-4 py-2 whitespace-nowrap text-gray-900">
                    <DateText value={harvest.harvest_date} fallback={t('detail.none')} />
                  </td>
                  <td className="px-4 py-2 text-right whitespace-nowrap text-gray-900 tabular-nums">
                    {quantity(formatQuantity(harvest.actual_yield), harvest.yield_unit)}
                  </td>
                  <td className="min-w-40 px-4 py-2 break-words text-gray-700">{harvest.notes || t('detail.none')}</td>
                </tr>
              ))}
            </tbody>
            {total && (
              <tfoot className="bg-gray-50">
                <tr>
                  <th scope="row" className="px-4 py-2 font-semibold text-gray-900">
                    {t('detail.harvests.total')}
                  </th>
                  <td className="px-4 py-2 text-right font-semibold whitespace-nowrap text-gray-900 tabular-nums">
                    {quantity(total.value, total.unit)}
                  </td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        </ScrollArea>
      )}
    </Card>
  );
}
