import { ErrorBanner, Spinner } from '@seed/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMapSetup } from './load-map';
import type { BoundaryEdit, LngLat, MapEvents, MapHandle, MarkerSpec, PolygonSpec } from './map-port';
import { DEFAULT_ZOOM } from './map-port';

export interface MapViewProps {
  center: LngLat;
  markers: readonly MarkerSpec[];
  polygons: readonly PolygonSpec[];
  /** The boundary being edited, drawn by the drawing library (editor screens only). */
  boundaryEdit?: BoundaryEdit;
  events?: MapEvents;
  /** Points to fit; the view refits whenever `fitKey` changes, and when its box changes size. */
  fit?: { points: readonly LngLat[]; padding: number; key: string | number; delayMs?: number };
  height: number;
  label: string;
  /** Id(s) of text describing the map, e.g. a form's message about the points drawn on it. */
  describedBy?: string;
}

/** A map through the port; the adapter (and its library) loads when the first map is shown. */
export function MapView({
  center,
  markers,
  polygons,
  boundaryEdit,
  events,
  fit,
  height,
  label,
  describedBy,
}: MapViewProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const initialCenter = useRef(center);
  // The controls are named when the map is made; the map is made once per mount.
  const controls = useRef({
    map: t('map.controls.map'),
    zoomIn: t('map.controls.zoomIn'),
    zoomOut: t('map.controls.zoomOut'),
    toggleAttribution: t('map.controls.toggleAttribution'),
  });

  useEffect(() => {
    let live = true;
    let created: MapHandle | null = null;
    loadMapSetup()
      .then(async (setup) => {
        if (!live || !container.current) return;
        created = await setup.adapter(container.current, {
          center: initialCenter.current,
          zoom: DEFAULT_ZOOM,
          tileUrl: setup.tileUrl,
          controls: controls.current,
        });
        if (!live) return created.destroy();
        // For browser tests: where a position is on screen (the boundary's points are drawn on
        // the map's canvas, not in the DOM).
        Object.defineProperty(container.current, 'projectLngLat', { value: created.project, configurable: true });
        setHandle(created);
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      live = false;
      created?.destroy();
    };
  }, []);

  useEffect(() => handle?.setEvents(events ?? {}), [handle, events]);
  useEffect(() => handle?.setMarkers(markers), [handle, markers]);
  useEffect(() => handle?.setPolygons(polygons), [handle, polygons]);
  useEffect(() => handle?.setBoundaryEdit(boundaryEdit ?? null), [handle, boundaryEdit]);
  const fitKey = fit?.key;
  const fitRef = useRef(fit);
  fitRef.current = fit;
  useEffect(() => {
    const f = fitRef.current;
    if (!handle || !f) return;
    const timer = setTimeout(() => handle.fitTo(f.points, f.padding), f.delayMs ?? 0);
    return () => clearTimeout(timer);
  }, [handle, fitKey]);
  // A box that changes size (a phone turned, a window narrowed) keeps what it was fitted to in view:
  // fitted to a wide box and left at that zoom and centre, the points would spill to the narrow
  // box's edges and under its zoom buttons, out of a finger's reach.
  useEffect(() => {
    const box = container.current;
    if (!handle || !box || typeof ResizeObserver === 'undefined') return;
    let width = box.clientWidth;
    let height = box.clientHeight;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width && box.clientHeight === height) return;
      width = box.clientWidth;
      height = box.clientHeight;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const f = fitRef.current;
        if (f) handle.fitTo(f.points, f.padding);
      }, 100);
    });
    observer.observe(box);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [handle]);

  if (error) return <ErrorBanner message={t('map.loadError', { message: error })} />;
  return (
    <div className="relative overflow-hidden rounded-lg border border-gray-200" style={{ height }}>
      <div
        ref={container}
        className="h-full w-full"
        role="region"
        aria-label={label}
        aria-describedby={describedBy}
        data-testid="farm-map"
        data-ready={handle ? 'true' : 'false'}
      />
      {!handle && (
        <div className="absolute inset-0 flex items-center justify-center bg-gray-50">
          <Spinner />
        </div>
      )}
    </div>
  );
}
