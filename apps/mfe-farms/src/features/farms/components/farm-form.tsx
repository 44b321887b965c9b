import { apiFetch } from '@seed/auth';
import {
  AREA_UNITS,
  type AreaUnit,
  FARM_LIMITS,
  IRRIGATION_METHODS,
  IRRIGATION_SOURCES,
  OWNERSHIP_STATUSES,
  SOIL_TYPES,
} from '@seed/domain';
import {
  Button,
  Card,
  Form,
  FormInput,
  FormMessage,
  FormSelect,
  notify,
  type SchemaSource,
  Select,
  useSchemaForm,
} from '@seed/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { type PathValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { geocodeAddress, geocoderAvailable } from '../../../lib/map/geocode';
import {
  boundaryAreaSqM,
  convertArea,
  convertBetween,
  formatArea,
  type LatLng,
  pointsToPolygon,
} from '../utils/boundary';
import { parseBoundaryFile } from '../utils/boundary-import';
import { FARM_FORM_FIELD_OF, type FarmFormValues } from '../utils/form-values';
import { BoundaryEditor } from './boundary-editor';

export interface FarmFormProps<S extends z.ZodType> {
  mode: 'create' | 'edit';
  /** The farm being edited (left out of the overlap check). */
  farmId?: string;
  initial: FarmFormValues;
  /** The API body's schema (FarmCreate or FarmUpdate): its messages show under the fields. */
  schema: SchemaSource<S>;
  /** The API body the form's values make (toCreateInput or toUpdateInput). */
  toInput(values: FarmFormValues): unknown;
  saving: boolean;
  /** Overlap warning of the API after a save (or a check). */
  warning?: string | null;
  /** Called with the checked API body. */
  onSubmit(input: z.output<S>): void;
  onCancel(): void;
}

/** The new-farm and edit-farm form of spec 3 §2 with the boundary editor of §4. */
export function FarmForm<S extends z.ZodType>({
  mode,
  farmId,
  initial,
  schema,
  toInput,
  saving,
  warning,
  onSubmit,
  onCancel,
}: FarmFormProps<S>) {
  const { t } = useTranslation();
  const form = useSchemaForm<FarmFormValues, S>({
    schema,
    toInput,
    fieldOf: FARM_FORM_FIELD_OF,
    defaultValues: initial,
  });
  const { control, getValues, setValue, register } = form;
  const { errors, isSubmitted } = form.formState;
  const [points, location, areaUnit, address] = useWatch({
    control,
    name: ['points', 'location', 'areaUnit', 'address'],
  });
  const [recenterKey, setRecenterKey] = useState(0);
  const [canGeocode, setCanGeocode] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geocoding, setGeocoding] = useState(false);
  const [liveWarning, setLiveWarning] = useState<string | null>(null);
  const messageId = useId();

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
    const boundary = pointsToPolygon(points);
    if (!boundary) {
      setLiveWarning(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      // The organization's other farms the boundary overlaps (POST /api/v1/farms/overlaps).
      apiFetch('farms', 'checkOverlaps', { body: { boundary, ...(farmId ? { exclude_farm_id: farmId } : {}) } })
        .then((result) => live && setLiveWarning(result.message))
        .catch(() => undefined);
    }, 600);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [points, farmId]);

  // Fields set by the map rather than typed: checked as they change once a save was tried, like typed ones.
  const setField = useCallback(
    <K extends 'points' | 'location' | 'totalArea' | 'areaUnit'>(name: K, value: PathValue<FarmFormValues, K>) =>
      setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  // Spec 3 §4: with 3 or more points the area field is recalculated (2 decimals, in the chosen unit).
  const onPointsChange = useCallback(
    (next: LatLng[]) => {
      setField('points', next);
      if (next.length >= 3)
        setField('totalArea', formatArea(convertArea(boundaryAreaSqM(next), getValues('areaUnit'))));
    },
    [setField, getValues],
  );
  const onLocationChange = useCallback((next: LatLng) => setField('location', next), [setField]);

  const changeUnit = (unit: AreaUnit) => {
    const { points: current, totalArea, areaUnit: previous } = getValues();
    const n = Number(totalArea);
    setField('areaUnit', unit);
    if (current.length >= 3) setField('totalArea', formatArea(convertArea(boundaryAreaSqM(current), unit)));
    else if (totalArea !== '' && Number.isFinite(n))
      setField('totalArea', formatArea(convertBetween(n, previous, unit)));
  };

  const geocode = async () => {
    setGeocoding(true);
    try {
      const result = await geocodeAddress(getValues('address'));
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

  const mapMessages = errors.points || errors.location ? `${messageId}-points ${messageId}-location` : undefined;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
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
          <FormInput<FarmFormValues> name="name" label={t('form.name')} required />
          <FormInput<FarmFormValues>
            name="identifier"
            label={t('form.identifier')}
            hint={mode === 'create' ? t('form.identifierHint') : undefined}
          />
          <div className="md:col-span-2">
            <div className="flex flex-wrap items-end gap-2">
              <FormInput<FarmFormValues>
                name="address"
                label={t('form.address')}
                required
                className="min-w-64 flex-1"
                hint={canGeocode ? undefined : t('form.geocoderDisabled')}
              />
              <Button
                variant="secondary"
                disabled={!canGeocode || !address.trim()}
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
          points={points}
          onPointsChange={onPointsChange}
          location={location}
          onLocationChange={onLocationChange}
          center={FARM_LIMITS.defaultCenter}
          showRemoveSelected={mode === 'edit'}
          recenterKey={recenterKey}
          describedBy={mapMessages}
        />
        <FormMessage<FarmFormValues> name="points" id={`${messageId}-points`} className="mt-2" />
        <FormMessage<FarmFormValues> name="location" id={`${messageId}-location`} className="mt-2" />
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
          <FormInput<FarmFormValues>
            name="totalArea"
            label={t('form.totalArea')}
            type="number"
            min={0}
            step={0.01}
            required
          />
          {/* Not registered: a new unit converts the area, which needs the unit it replaces. */}
          <Select
            label={t('form.areaUnit')}
            required
            value={areaUnit}
            onChange={(e) => changeUnit(e.target.value as AreaUnit)}
            options={AREA_UNITS.map((u) => ({ value: u, label: t(`options.areaUnit.${u}`) }))}
          />
          <FormSelect<FarmFormValues>
            name="ownership"
            label={t('form.ownership')}
            required
            placeholder={t('form.selectOwnership')}
            options={OWNERSHIP_STATUSES.map((o) => ({ value: o, label: t(`options.ownership.${o}`) }))}
          />
        </div>
      </Card>

      <Card title={t('form.soil')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormSelect<FarmFormValues>
            name="soilType"
            label={t('form.soilType')}
            placeholder={t('form.selectSoilType')}
            options={SOIL_TYPES.map((s) => ({ value: s, label: t(`options.soilType.${s}`) }))}
          />
          <FormInput<FarmFormValues>
            name="soilCharacteristics"
            label={t('form.soilCharacteristics')}
            hint={t('form.soilCharacteristicsHint')}
          />
        </div>
      </Card>

      <Card title={t('form.irrigation')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormSelect<FarmFormValues>
            name="irrigationMethod"
            label={t('form.irrigationMethod')}
            required
            placeholder={t('form.selectIrrigation')}
            options={IRRIGATION_METHODS.map((m) => ({ value: m, label: t(`options.irrigation.${m}`) }))}
          />
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-gray-700">{t('form.irrigationSources')}</legend>
            <div className="flex flex-wrap gap-3">
              {IRRIGATION_SOURCES.map((s) => (
                <label key={s} className="flex items-center gap-1 text-sm text-gray-700">
                  <input type="checkbox" value={s} {...register('irrigationSources')} />
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
    </Form>
  );
}
