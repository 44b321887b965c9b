import { type Farm, FARM_LIMITS } from '@seed/domain';
import { TextLink } from '@seed/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LngLat, MapEvents, MarkerSpec, PolygonSpec } from '../../../lib/map/map-port';
import { MapView } from '../../../lib/map/map-view';
import { areaWords } from '../utils/area-words';
import { ringToPoints } from '../utils/boundary';

/** The list's map view: a marker per located farm, a green polygon per boundary, an info card (spec 3 §2). */
export function FarmsMap({ farms }: { farms: readonly Farm[] }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const { markers, polygons, all } = useMemo(() => {
    const markers: MarkerSpec[] = [];
    const polygons: PolygonSpec[] = [];
    const all: LngLat[] = [];
    for (const farm of farms) {
      if (farm.latitude !== null && farm.longitude !== null) {
        const position = { lat: farm.latitude, lng: farm.longitude };
        markers.push({ id: farm.id, position, kind: 'farm', title: farm.name });
        all.push(position);
      }
      const points = ringToPoints(farm.boundary?.coordinates[0] ?? []);
      if (points.length >= 3) {
        polygons.push({ id: farm.id, points });
        all.push(...points);
      }
    }
    return { markers, polygons, all };
  }, [farms]);
  const events = useMemo<MapEvents>(() => ({ onMarkerClick: setOpenId, onPolygonClick: setOpenId }), []);
  const open = farms.find((f) => f.id === openId);
  const fitKey = farms.map((f) => f.id).join(',');

  return (
    <div className="relative">
      <MapView
        center={all[0] ?? FARM_LIMITS.defaultCenter}
        markers={markers}
        polygons={polygons}
        events={events}
        fit={{ points: all, padding: FARM_LIMITS.mapPaddingPx, key: fitKey }}
        height={FARM_LIMITS.listMapHeightPx}
        label={t('farms.mapLabel')}
      />
      {open && (
        <div
          role="dialog"
          aria-label={t('farms.infoCard')}
          className="absolute top-3 left-3 z-10 w-72 rounded-lg border border-gray-200 bg-white p-4 shadow-lg"
        >
          <button
            type="button"
            aria-label={t('farms.closeInfo')}
            className="absolute top-2 right-2 h-8 w-8 rounded text-lg text-gray-500 hover:bg-gray-100"
            onClick={() => setOpenId(null)}
          >
            ×
          </button>
          <h2 className="pr-8 font-semibold text-gray-900">{open.name}</h2>
          <dl className="mt-2 space-y-1 text-sm text-gray-700">
            {open.identifier && <div>{t('farms.cardId', { identifier: open.identifier })}</div>}
            <div>{open.address || t('farms.locationNotSpecified')}</div>
            {open.irrigation_method && (
              <div>{t('farms.irrigationLine', { method: t(`options.irrigation.${open.irrigation_method}`) })}</div>
            )}
            <div>{t('farms.totalAreaLine', areaWords(t, open))}</div>
          </dl>
          <TextLink to={`/farms/${open.id}`} underline="always" className="mt-3 inline-block text-sm">
            {t('farms.viewDetails')}
          </TextLink>
        </div>
      )}
    </div>
  );
}
