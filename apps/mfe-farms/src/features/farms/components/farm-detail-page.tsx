import '../../../i18n/screens';
import { useApiQuery } from '@seed/auth/query';
import { type Farm, FARM_LIMITS, formatDate } from '@seed/domain';
import { Card, EmptyState, notify, Spinner, TextLink } from '@seed/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { MarkerSpec } from '../../../lib/map/map-port';
import { MapView } from '../../../lib/map/map-view';
import { areaWords } from '../utils/area-words';
import { ringToPoints } from '../utils/boundary';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1">
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="col-span-2 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** /farms/{id} (spec 3 §2). */
export function FarmDetailPage() {
  const { t } = useTranslation();
  const { farmId = '' } = useParams();
  const farm = useApiQuery('farms', 'get', { params: { id: farmId } }, { retry: false });

  useEffect(() => {
    if (farm.isError) notify('error', t('detail.fetchError'));
  }, [farm.isError, t]);

  if (farm.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (!farm.data) {
    return (
      <section className="p-4 lg:p-6">
        <EmptyState
          titleAs="h1"
          title={t('detail.notFound')}
          action={
            <TextLink underline="always" className="text-sm" to="/farms">
              {t('detail.backToFarms')}
            </TextLink>
          }
        />
      </section>
    );
  }
  return <FarmDetail farm={farm.data} />;
}

function FarmDetail({ farm }: { farm: Farm }) {
  const { t } = useTranslation();
  const points = useMemo(() => ringToPoints(farm.boundary?.coordinates[0] ?? []), [farm.boundary]);
  const { latitude, longitude } = farm;
  // Memoized on the numbers, so the markers below are rebuilt only when the location moves.
  const location = useMemo(
    () => (latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null),
    [latitude, longitude],
  );
  const markers = useMemo<MarkerSpec[]>(
    () => [
      ...(location
        ? [{ id: 'location', position: location, kind: 'location' as const, title: t('editor.location') }]
        : []),
      ...points.map((p, i) => ({
        id: `vertex-${i}`,
        position: p,
        kind: 'vertex' as const,
        title: t('editor.point', { n: i + 1 }),
        label: String(i + 1),
      })),
    ],
    [points, location, t],
  );
  const polygons = useMemo(() => (points.length >= 3 ? [{ id: farm.id, points }] : []), [farm.id, points]);
  const fitPoints = points.length >= 3 ? points : location ? [location] : [];
  const characteristics = Object.entries(farm.soil_characteristics ?? {});

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {farm.name}
        </h1>
        <Link
          to={`/farms/${farm.id}/edit`}
          className="rounded-md bg-green-700 px-4 py-2 text-sm font-medium text-white hover:bg-green-800"
        >
          {t('detail.editFarm')}
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Card title={t('detail.basicInfo')}>
            <dl>
              <Row label={t('detail.name')}>{farm.name}</Row>
              {farm.identifier && <Row label={t('detail.identifier')}>{farm.identifier}</Row>}
              <Row label={t('detail.location')}>{farm.address || t('farms.locationNotSpecified')}</Row>
              <Row label={t('detail.size')}>{t('detail.sizeValue', areaWords(t, farm))}</Row>
              {farm.ownership_status && (
                <Row label={t('detail.ownership')}>{t(`options.ownership.${farm.ownership_status}`)}</Row>
              )}
            </dl>
          </Card>
          {(farm.soil_type || characteristics.length > 0) && (
            <Card title={t('detail.soil')}>
              <dl>
                {farm.soil_type && <Row label={t('detail.soilType')}>{t(`options.soilType.${farm.soil_type}`)}</Row>}
                {characteristics.length > 0 && (
                  <Row label={t('detail.soilCharacteristics')}>
                    <ul className="list-disc pl-4">
                      {characteristics.map(([k, v]) => (
                        <li key={k}>{`${k}: ${v}`}</li>
                      ))}
                    </ul>
                  </Row>
                )}
              </dl>
            </Card>
          )}
          {(farm.irrigation_method || farm.irrigation_sources.length > 0) && (
            <Card title={t('detail.irrigation')}>
              <dl>
                {farm.irrigation_method && (
                  <Row label={t('detail.irrigationMethod')}>{t(`options.irrigation.${farm.irrigation_method}`)}</Row>
                )}
                {farm.irrigation_sources.length > 0 && (
                  <Row label={t('detail.irrigationSources')}>
                    <ul className="list-disc pl-4">
                      {farm.irrigation_sources.map((s) => (
                        <li key={s}>{t(`options.irrigationSource.${s}`)}</li>
                      ))}
                    </ul>
                  </Row>
                )}
              </dl>
            </Card>
          )}
          <Card title={t('detail.admin')}>
            <dl>
              <Row label={t('detail.createdAt')}>{formatDate(farm.created_at)}</Row>
              {farm.updated_at && <Row label={t('detail.updatedAt')}>{formatDate(farm.updated_at)}</Row>}
              {/* A person, not a user id (a grower who left the organization is no longer named). */}
              {farm.grower_id && <Row label={t('detail.grower')}>{farm.grower_name || t('detail.growerUnknown')}</Row>}
            </dl>
          </Card>
        </div>
        <Card title={t('detail.mapTitle')}>
          <MapView
            center={location ?? points[0] ?? FARM_LIMITS.detailFallbackCenter}
            markers={markers}
            polygons={polygons}
            fit={{
              points: fitPoints,
              padding: FARM_LIMITS.mapPaddingPx,
              key: farm.id,
              delayMs: FARM_LIMITS.detailPolygonRedrawMs,
            }}
            height={FARM_LIMITS.formMapHeightPx}
            label={t('detail.mapLabel')}
          />
        </Card>
      </div>
    </section>
  );
}
