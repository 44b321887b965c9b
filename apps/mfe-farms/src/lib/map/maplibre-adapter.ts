import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { boundaryEditing } from './boundary-editing';
import type { LngLat, MapAdapter, MapEvents, MapHandle, MarkerSpec, PolygonSpec } from './map-port';
import { POLYGON_COLOR } from './map-port';
import { listenToMarker, markerElement, syncMarkers } from './marker-element';

const SOURCE = 'farm-polygons';

/**
 * The open adapter: MapLibre GL over raster tiles from the configured URL. The style starts
 * with a plain background, so the map stays usable (click, drag, fit) when tiles cannot load,
 * as in tests without internet.
 */
export const createMapLibreMap: MapAdapter = async (container, options) => {
  const map = new maplibregl.Map({
    container,
    center: [options.center.lng, options.center.lat],
    zoom: options.zoom,
    doubleClickZoom: false,
    attributionControl: { compact: true },
    locale: {
      'Map.Title': options.controls.map,
      'NavigationControl.ZoomIn': options.controls.zoomIn,
      'NavigationControl.ZoomOut': options.controls.zoomOut,
      'AttributionControl.ToggleAttribution': options.controls.toggleAttribution,
    },
    style: {
      version: 8,
      sources: {
        tiles: { type: 'raster', tiles: [options.tileUrl], tileSize: 256, attribution: '© OpenStreetMap contributors' },
        [SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#eef2e6' } },
        { id: 'tiles', type: 'raster', source: 'tiles' },
        {
          id: 'polygon-fill',
          type: 'fill',
          source: SOURCE,
          paint: { 'fill-color': POLYGON_COLOR, 'fill-opacity': 0.35 },
        },
        { id: 'polygon-line', type: 'line', source: SOURCE, paint: { 'line-color': POLYGON_COLOR, 'line-width': 2 } },
      ],
    },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  // Tile errors (no internet) are expected; the background keeps the map usable.
  map.on('error', () => undefined);
  // Ready once the style is in: 'load' would wait for tiles, which may never come (offline).
  await new Promise<void>((resolve) => {
    if (map.isStyleLoaded()) return resolve();
    map.once('style.load', () => resolve());
    map.once('load', () => resolve());
  });

  let events: MapEvents = {};
  const markers = new Map<
    string,
    { marker: maplibregl.Marker; el: HTMLButtonElement; spec: MarkerSpec; dragged: number }
  >();

  // Markers live inside the canvas container, so their clicks reach the map too: not a map click.
  const onMarker = (e: maplibregl.MapMouseEvent) =>
    e.originalEvent.target instanceof Element && e.originalEvent.target.closest('.maplibregl-marker') !== null;
  const boundary = boundaryEditing(
    container,
    () => events,
    async (onEdited) => {
      const [{ createBoundaryDrawing }, { TerraDrawMapLibreGLAdapter }] = await Promise.all([
        import('./boundary-drawing'),
        import('terra-draw-maplibre-gl-adapter'),
      ]);
      return createBoundaryDrawing(new TerraDrawMapLibreGLAdapter({ map }), onEdited);
    },
  );
  map.on('click', (e) => {
    if (!onMarker(e)) boundary.click({ lat: e.lngLat.lat, lng: e.lngLat.lng });
  });
  map.on('dblclick', (e) => boundary.doubleClick({ lat: e.lngLat.lat, lng: e.lngLat.lng }));
  map.on('click', 'polygon-fill', (e) => {
    if (onMarker(e)) return;
    const id = e.features?.[0]?.properties?.id as string | undefined;
    if (id !== undefined) events.onPolygonClick?.(id);
  });
  map.on('mouseenter', 'polygon-fill', () => (map.getCanvas().style.cursor = 'pointer'));
  map.on('mouseleave', 'polygon-fill', () => (map.getCanvas().style.cursor = ''));

  const handle: MapHandle = {
    setEvents(next) {
      events = next;
    },
    setMarkers(specs: readonly MarkerSpec[]) {
      syncMarkers(markers, specs, {
        create(spec) {
          const el = markerElement(spec);
          const marker = new maplibregl.Marker({
            element: el,
            draggable: Boolean(spec.draggable),
            anchor: spec.kind === 'farm' ? 'bottom' : 'center',
          })
            .setLngLat([spec.position.lng, spec.position.lat])
            .addTo(map);
          const entry = { marker, el, spec, dragged: 0 };
          listenToMarker(el, () => {
            // A drag ends with a click on the element: it is not a selection.
            if (Date.now() - entry.dragged >= 300) events.onMarkerClick?.(entry.spec.id);
          });
          marker.on('dragend', () => {
            entry.dragged = Date.now();
            const at = marker.getLngLat();
            events.onMarkerDragEnd?.(entry.spec.id, { lat: at.lat, lng: at.lng });
          });
          return entry;
        },
        update({ marker }, spec) {
          marker.setLngLat([spec.position.lng, spec.position.lat]);
          marker.setDraggable(Boolean(spec.draggable));
        },
        remove: ({ marker }) => marker.remove(),
      });
    },
    setPolygons(polygons: readonly PolygonSpec[]) {
      const source = map.getSource(SOURCE) as maplibregl.GeoJSONSource | undefined;
      source?.setData({
        type: 'FeatureCollection',
        features: polygons
          .filter((p) => p.points.length >= 3)
          .map((p) => ({
            type: 'Feature' as const,
            properties: { id: p.id },
            geometry: {
              type: 'Polygon' as const,
              coordinates: [[...p.points, p.points[0]!].map((q) => [q.lng, q.lat])],
            },
          })),
      });
    },
    setBoundaryEdit(edit) {
      boundary.set(edit);
    },
    project(at) {
      return map.project([at.lng, at.lat]);
    },
    fitTo(points: readonly LngLat[], padding: number) {
      if (points.length === 0) return;
      if (points.length === 1) {
        map.jumpTo({ center: [points[0]!.lng, points[0]!.lat] });
        return;
      }
      const bounds = new maplibregl.LngLatBounds();
      for (const p of points) bounds.extend([p.lng, p.lat]);
      map.fitBounds(bounds, { padding, duration: 0, maxZoom: 18 });
    },
    destroy() {
      boundary.destroy();
      map.remove();
    },
  };
  return handle;
};
