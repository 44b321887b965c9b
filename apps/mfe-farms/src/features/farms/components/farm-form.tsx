import {
  AREA_UNITS,
  type AreaUnit,
  FARM_LIMITS,
  IRRIGATION_METHODS,
  IRRIGATION_SOURCES,
  type IrrigationMethod,
  type IrrigationSource,
  OWNERSHIP_STATUSES,
  type OwnershipStatus,
  SOIL_TYPES,
  type SoilType,
} from '@seed/domain';
import { Button, Card, Input, notify, Select } from '@seed/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { geocodeAddress, geocoderAvailable } from '../../../lib/map/geocode';
import { checkOverlaps } from '../api/check-overlaps';
import {
  boundaryAreaSqM,
  convertArea,
  convertBetween,
  formatArea,
  type LatLng,
  pointsToPolygon,
} from '../utils/boundary';
import { parseBoundaryFile } from '../utils/boundary-import';
import { BoundaryEditor } from './boundary-editor';
import type { FarmFormValues } from '../utils/form-values';

export interface FarmFormProps {
  mode: 'create' | 'edit';
  /** The farm being edited (left out of the overlap check). */
  farmId?: string;
  initial: FarmFormValues;
  saving: boolean;
  /** Overlap warning of the API after a save (or a check). */
  warning?: string | null;
  onSubmit(values: FarmFormValues): void;
  onCancel(): void;
}

/** The new-farm and edit-farm form of spec 3 §2 with the boundary editor of §4. */
export function FarmForm({ mode, farmId, initial, saving, warning, onSubmit, onCancel }: FarmFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [recenterKey, setRecenterKey] = useState(0);
  const [canGeocode, setCanGeocode] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geocoding, setGeocoding] = useState(false);
  const [liveWarning, setLiveWarning] = useState<string | null>(null);
  const set = <K extends keyof FarmFormValues>(key: K, value: FarmFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  useEffect(() => {
    let live = true;
    geocoderAvailable()
      .then((ok) => live && setCanGeocode(ok))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // Warn while drawing when the boundary overlaps another farm of the organization (advisory:
  // a failed check shows nothing, and the save answers with the same warning).
  useEffect(() => {
    const boundary = pointsToPolygon(values.points);
    if (!boundary) {
      setLiveWarning(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      checkOverlaps({ boundary, ...(farmId ? { exclude_farm_id: farmId } : {}) })
        .then((result) => live && setLiveWarning(result.message))
        .catch(() => undefined);
    }, 600);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [values.points, farmId]);

  // Spec 3 §4: with 3 or more points the area field is recalculated (2 decimals, in the chosen unit).
  const onPointsChange = useCallback((points: LatLng[]) => {
    setValues((v) => ({
      ...v,
      points,
      totalArea: points.length >= 3 ? formatArea(convertArea(boundaryAreaSqM(points), v.areaUnit)) : v.totalArea,
    }));
  }, []);
  const onLocationChange = useCallback((location: LatLng) => setValues((v) => ({ ...v, location })), []);

  const changeUnit = (unit: AreaUnit) =>
    setValues((v) => {
      const n = Number(v.totalArea);
      const totalArea =
        v.points.length >= 3
          ? formatArea(convertArea(boundaryAreaSqM(v.points), unit))
          : v.totalArea !== '' && Number.isFinite(n)
            ? formatArea(convertBetween(n, v.areaUnit, unit))
            : v.totalArea;
      return { ...v, areaUnit: unit, totalArea };
    });

  const geocode = async () => {
    setGeocoding(true);
    try {
      const result = await geocodeAddress(values.address);
      if (result.status === 'OK' && result.location) {
        onLocationChange(result.location);
        setRecenterKey((k) => k + 1);
      } else if (result.status === 'OVER_QUERY_LIMIT') {
        // Not a wrong address: the shared search limit was hit; saying "not found" would mislead.
        notify('error', t('form.tooManySearches'));
      } else if (mode === 'create') notify('error', t('form.addressNotFound'));
      else notify('error', t('form.geocodingFailed', { status: result.status }));
    } finally {
      setGeocoding(false);
    }
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      notify('error', t(mode === 'create' ? 'form.geoUnsupportedCreate' : 'form.geoUnsupportedEdit'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onLocationChange({ lat: pos.coords.latitude, lng: pos.coords.longitude });
        setRecenterKey((k) => k + 1);
      },
      (err) => {
        setLocating(false);
        notify(
          'error',
          mode === 'create' ? t('form.geoFailedCreate') : t('form.geoFailedEdit', { message: err.message }),
        );
      },
    );
  };

  const importFile = async (file: File) => {
    try {
      const points = await parseBoundaryFile(file.name, await file.text());
      onPointsChange(points);
      setRecenterKey((k) => k + 1);
      notify('success', t('editor.imported', { count: points.length }));
    } catch (e) {
      notify('error', t('editor.importFailed', { message: e instanceof Error ? e.message : String(e) }));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(values);
  };

  const toggleSource = (source: IrrigationSource, on: boolean) =>
    set(
      'irrigationSources',
      on ? [...values.irrigationSources, source] : values.irrigationSources.filter((s) => s !== source),
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {(warning ?? liveWarning) && (
        <div
          role="alert"
          className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
          data-testid="overlap-warning"
        >
          <strong className="font-semibold">{t('form.overlapTitle')}: </strong>
          {warning ?? liveWarning}
        </div>
      )}
      <Card title={t('form.basicInfo')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Input label={t('form.name')} required value={values.name} onChange={(e) => set('name', e.target.value)} />
          <Input
            label={t('form.identifier')}
            hint={mode === 'create' ? t('form.identifierHint') : undefined}
            value={values.identifier}
            onChange={(e) => set('identifier', e.target.value)}
          />
          <div className="md:col-span-2">
            <div className="flex flex-wrap items-end gap-2">
              <Input
                label={t('form.address')}
                required
                className="min-w-64 flex-1"
                value={values.address}
                onChange={(e) => set('address', e.target.value)}
                hint={canGeocode ? undefined : t('form.geocoderDisabled')}
              />
              <Button
                variant="secondary"
                disabled={!canGeocode || !values.address.trim()}
                loading={geocoding}
                onClick={() => void geocode()}
              >
                {mode === 'create' ? t('form.find') : t('form.geocode')}
              </Button>
              <Button variant="secondary" loading={locating} onClick={useMyLocation}>
                {t('form.useMyLocation')}
              </Button>
            </div>
          </div>
        </div>
      </Card>

      <Card title={t('form.locationSection')}>
        <BoundaryEditor
          points={values.points}
          onPointsChange={onPointsChange}
          location={values.location}
          onLocationChange={onLocationChange}
          center={FARM_LIMITS.defaultCenter}
          showRemoveSelected={mode === 'edit'}
          recenterKey={recenterKey}
        />
        <label className="mt-3 block text-sm text-gray-700">
          <span className="mb-1 block font-medium">{t('editor.import')}</span>
          <input
            type="file"
            accept=".geojson,.json,.kml,application/geo+json,application/json,application/vnd.google-earth.kml+xml"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importFile(file);
              e.target.value = '';
            }}
          />
        </label>
      </Card>

      <Card title={t('form.details')}>
        <div className="grid gap-4 md:grid-cols-3">
          <Input
            label={t('form.totalArea')}
            type="number"
            min={0}
            step={0.01}
            required
            value={values.totalArea}
            onChange={(e) => set('totalArea', e.target.value)}
          />
          <Select
            label={t('form.areaUnit')}
            required
            value={values.areaUnit}
            onChange={(e) => changeUnit(e.target.value as AreaUnit)}
            options={AREA_UNITS.map((u) => ({ value: u, label: t(`options.areaUnit.${u}`) }))}
          />
          <Select
            label={t('form.ownership')}
            required
            placeholder={t('form.selectOwnership')}
            value={values.ownership}
            onChange={(e) => set('ownership', e.target.value as OwnershipStatus | '')}
            options={OWNERSHIP_STATUSES.map((o) => ({ value: o, label: t(`options.ownership.${o}`) }))}
          />
        </div>
      </Card>

      <Card title={t('form.soil')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Select
            label={t('form.soilType')}
            placeholder={t('form.selectSoilType')}
            value={values.soilType}
            onChange={(e) => set('soilType', e.target.value as SoilType | '')}
            options={SOIL_TYPES.map((s) => ({ value: s, label: t(`options.soilType.${s}`) }))}
          />
          <Input
            label={t('form.soilCharacteristics')}
            hint={t('form.soilCharacteristicsHint')}
            value={values.soilCharacteristics}
            onChange={(e) => set('soilCharacteristics', e.target.value)}
          />
        </div>
      </Card>

      <Card title={t('form.irrigation')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Select
            label={t('form.irrigationMethod')}
            required
            placeholder={t('form.selectIrrigation')}
            value={values.irrigationMethod}
            onChange={(e) => set('irrigationMethod', e.target.value as IrrigationMethod | '')}
            options={IRRIGATION_METHODS.map((m) => ({ value: m, label: t(`options.irrigation.${m}`) }))}
          />
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-gray-700">{t('form.irrigationSources')}</legend>
            <div className="flex flex-wrap gap-3">
              {IRRIGATION_SOURCES.map((s) => (
                <label key={s} className="flex items-center gap-1 text-sm text-gray-700">
                  <input
                    type="checkbox"
                    checked={values.irrigationSources.includes(s)}
                    onChange={(e) => toggleSource(s, e.target.checked)}
                  />
                  {t(`options.irrigationSource.${s}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </Card>

      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {mode === 'create'
            ? saving
              ? t('form.creating')
              : t('form.create')
            : saving
              ? t('form.saving')
              : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
