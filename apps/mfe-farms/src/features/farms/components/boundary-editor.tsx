import { FARM_LIMITS } from '@seed/domain';
import { Button, Input } from '@seed/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapEvents, MarkerSpec } from '../../../lib/map/map-port';
import { MapView } from '../../../lib/map/map-view';
import {
  addPoint,
  canClearPoints,
  centreOf,
  canRemoveSelected,
  type LatLng,
  movePoint,
  parseCoordinate,
  removePoint,
  selectionAfterRemove,
} from '../utils/boundary';

export interface BoundaryEditorProps {
  points: readonly LatLng[];
  onPointsChange(points: LatLng[]): void;
  location: LatLng | null;
  onLocationChange(location: LatLng): void;
  /** Where the map opens when there is nothing to show. */
  center: LatLng;
  /** Edit shows 'Remove Selected Point' (spec 3 §2). */
  showRemoveSelected: boolean;
  /** Bumped when the view should refit (a geocode, my location, an import). */
  recenterKey: number;
  /** Id(s) of the form's messages about the points or the location, read with the map. */
  describedBy?: string;
}

const NO_POLYGONS: [] = [];

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The boundary editor of spec 3 §4 on the map port: click adds a point, a point's click selects
 * it, Delete/Backspace or a double-click removes it, points and the location marker drag. Every
 * point is also a row of typed coordinates, so the boundary can be edited without a pointer.
 */
export function BoundaryEditor({
  points,
  onPointsChange,
  location,
  onLocationChange,
  center,
  showRemoveSelected,
  recenterKey,
  describedBy,
}: BoundaryEditorProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);

  const remove = useCallback(
    (index: number) => {
      onPointsChange(removePoint(points, index));
      setSelected((s) => selectionAfterRemove(s, index));
    },
    [points, onPointsChange],
  );

  useEffect(() => {
    if (selected === null) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'Delete' || e.key === 'Backspace') && !isTyping(e.target)) {
        e.preventDefault();
        remove(selected);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selected, remove]);

  const events = useMemo<MapEvents>(
    () => ({
      onMapClick: (at) => {
        onPointsChange(addPoint(points, at));
        setSelected(null);
      },
      onVertexClick: setSelected,
      onVertexDoubleClick: remove,
      onBoundaryEdited: (next) => {
        // A point inserted between two by the drawing library shifts the indexes: unselect.
        if (next.length !== points.length) setSelected(null);
        onPointsChange(next);
      },
      onMarkerDragEnd: (id, at) => {
        if (id === 'location') onLocationChange(at);
      },
    }),
    [points, onPointsChange, onLocationChange, remove],
  );

  // Until the user places it, the location marker sits at the middle of the boundary.
  const shownLocation = location ?? centreOf(points);
  // The location is a marker (a focusable button); the boundary is the drawing library's.
  const markers = useMemo<MarkerSpec[]>(
    () =>
      shownLocation
        ? [{ id: 'location', position: shownLocation, kind: 'location', title: t('editor.location'), draggable: true }]
        : [],
    [shownLocation, t],
  );
  const boundaryEdit = useMemo(() => ({ points, selected }), [points, selected]);

  // Spec 3 §4: the map refits 100 ms after the boundary changes (3+ points), and on recentre.
  const fitPoints = points.length >= 3 ? points : shownLocation ? [shownLocation] : [];
  const fitKey = `${recenterKey}:${points.length >= 3 ? points.map((p) => `${p.lat},${p.lng}`).join(';') : ''}`;

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">{t('form.mapHelp')}</p>
      <MapView
        center={location ?? center}
        markers={markers}
        polygons={NO_POLYGONS}
        boundaryEdit={boundaryEdit}
        events={events}
        fit={{
          points: fitPoints,
          padding: FARM_LIMITS.mapPaddingPx,
          key: fitKey,
          delayMs: FARM_LIMITS.refitAfterBoundaryChangeMs,
        }}
        height={FARM_LIMITS.formMapHeightPx}
        label={t('editor.mapLabel')}
        describedBy={describedBy}
      />
      <div className="flex flex-wrap gap-2">
        {showRemoveSelected && (
          <Button
            variant="secondary"
            size="sm"
            disabled={!canRemoveSelected(points, selected)}
            onClick={() => selected !== null && remove(selected)}
          >
            {t('editor.removeSelected')}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={!canClearPoints(points)}
          onClick={() => {
            onPointsChange([]);
            setSelected(null);
          }}
        >
          {t('editor.clearAll')}
        </Button>
        <span className="self-center text-sm text-gray-600" data-testid="point-count">
          {t('editor.pointCount', { count: points.length })}
        </span>
      </div>
      <PointList
        points={points}
        selected={selected}
        onSelect={setSelected}
        onChange={onPointsChange}
        onRemove={remove}
        location={shownLocation}
        onLocationChange={onLocationChange}
      />
    </div>
  );
}

function PointList({
  points,
  selected,
  onSelect,
  onChange,
  onRemove,
  location,
  onLocationChange,
}: {
  points: readonly LatLng[];
  selected: number | null;
  onSelect(i: number | null): void;
  onChange(points: LatLng[]): void;
  onRemove(i: number): void;
  location: LatLng | null;
  onLocationChange(l: LatLng): void;
}) {
  const { t } = useTranslation();
  return (
    <details className="rounded-md border border-gray-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-gray-800">{t('editor.points')}</summary>
      <div className="mt-3 space-y-3">
        <CoordinateRow
          latLabel={t('editor.locationLat')}
          lngLabel={t('editor.locationLng')}
          value={location}
          onCommit={onLocationChange}
        />
        {points.length === 0 && <p className="text-sm text-gray-500">{t('editor.noPoints')}</p>}
        <ol className="space-y-2">
          {points.map((p, i) => (
            <li key={i} className={selected === i ? 'rounded-md bg-amber-50 p-1' : 'p-1'}>
              <CoordinateRow
                latLabel={t('editor.pointLat', { n: i + 1 })}
                lngLabel={t('editor.pointLng', { n: i + 1 })}
                value={p}
                onCommit={(next) => onChange(movePoint(points, i, next))}
                actions={
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-pressed={selected === i}
                      onClick={() => onSelect(selected === i ? null : i)}
                    >
                      {t('editor.selectPoint', { n: i + 1 })}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => onRemove(i)}>
                      {t('editor.removePoint', { n: i + 1 })}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ol>
        <AddPointRow onAdd={(p) => onChange(addPoint(points, p))} />
      </div>
    </details>
  );
}

/**
 * A typed latitude and longitude: the two fields, following `value` when it changes, their
 * parse within the spec's ranges, and the error shown when either is not a coordinate.
 */
function useCoordinateFields(labels: { lat: string; lng: string }, value: LatLng | null, onBlur?: () => void) {
  const { t } = useTranslation();
  const [lat, setLat] = useState(value ? String(value.lat) : '');
  const [lng, setLng] = useState(value ? String(value.lng) : '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setLat(value ? String(value.lat) : '');
    setLng(value ? String(value.lng) : '');
  }, [value]);
  return {
    empty: lat === '' && lng === '',
    /** The typed point, or null with the error shown. */
    read(): LatLng | null {
      const a = parseCoordinate(lat, 'lat');
      const b = parseCoordinate(lng, 'lng');
      setInvalid(a === null || b === null);
      return a === null || b === null ? null : { lat: a, lng: b };
    },
    clear() {
      setLat('');
      setLng('');
    },
    fields: (
      <>
        <Input
          label={labels.lat}
          inputMode="decimal"
          value={lat}
          onChange={(e) => setLat(e.target.value)}
          onBlur={onBlur}
          className="w-36"
        />
        <Input
          label={labels.lng}
          inputMode="decimal"
          value={lng}
          onChange={(e) => setLng(e.target.value)}
          onBlur={onBlur}
          className="w-36"
        />
      </>
    ),
    error: invalid && <p className="w-full text-sm text-red-700">{t('editor.invalidCoordinate')}</p>,
  };
}

/** A point's typed coordinates, committed when a field is left. */
function CoordinateRow({
  latLabel,
  lngLabel,
  value,
  onCommit,
  actions,
}: {
  latLabel: string;
  lngLabel: string;
  value: LatLng | null;
  onCommit(v: LatLng): void;
  actions?: ReactNode;
}) {
  const coordinates = useCoordinateFields({ lat: latLabel, lng: lngLabel }, value, () => commit());
  const commit = () => {
    if (coordinates.empty) return;
    const next = coordinates.read();
    if (next && (!value || value.lat !== next.lat || value.lng !== next.lng)) onCommit(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      {coordinates.fields}
      {actions}
      {coordinates.error}
    </div>
  );
}

function AddPointRow({ onAdd }: { onAdd(p: LatLng): void }) {
  const { t } = useTranslation();
  const coordinates = useCoordinateFields({ lat: t('editor.lat'), lng: t('editor.lng') }, null);
  return (
    <div className="flex flex-wrap items-end gap-2">
      {coordinates.fields}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          const point = coordinates.read();
          if (!point) return;
          onAdd(point);
          coordinates.clear();
        }}
      >
        {t('editor.addPoint')}
      </Button>
      {coordinates.error}
    </div>
  );
}
