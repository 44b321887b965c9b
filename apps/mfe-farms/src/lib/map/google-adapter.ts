/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { boundaryEditing } from './boundary-editing';
import type { LngLat, MapAdapter, MapEvents, MapHandle, MarkerSpec, PolygonSpec } from './map-port';
import { POLYGON_COLOR } from './map-port';
import { listenToMarker, markerElement, syncMarkers } from './marker-element';

let configuredKey: string | null = null;

/** The Google adapter, used when /config.json carries a Maps API key. */
export function googleAdapter(apiKey: string): MapAdapter {
  return async (container, options) => {
    if (configuredKey !== apiKey) {
      setOptions({ key: apiKey, v: 'weekly' });
      configuredKey = apiKey;
    }
    const { Map: GoogleMap, Polygon } = await importLibrary('maps');
    const { AdvancedMarkerElement } = await importLibrary('marker');
    const { LatLngBounds } = await importLibrary('core');
    const map = new GoogleMap(container, {
      center: options.center,
      zoom: options.zoom,
      mapId: 'DEMO_MAP_ID',
      disableDoubleClickZoom: true,
      clickableIcons: false,
    });
    let events: MapEvents = {};
    // Google draws the map asynchronously: terra-draw needs its projection before it starts.
    const projected = new Promise<void>((resolve) => {
      if (map.getProjection()) resolve();
      else google.maps.event.addListenerOnce(map, 'projection_changed', () => resolve());
    });
    const boundary = boundaryEditing(
      container,
      () => events,
      async (onEdited) => {
        const [{ createBoundaryDrawing }, { TerraDrawGoogleMapsAdapter }] = await Promise.all([
          import('./boundary-drawing'),
          import('terra-draw-google-maps-adapter'),
          projected,
        ]);
        return createBoundaryDrawing(new TerraDrawGoogleMapsAdapter({ lib: google.maps, map }), onEdited);
      },
    );
    const at = (e: google.maps.MapMouseEvent) => (e.latLng ? { lat: e.latLng.lat(), lng: e.latLng.lng() } : null);
    map.addListener('click', (e: google.maps.MapMouseEvent) => {
      const where = at(e);
      if (where) boundary.click(where);
    });
    map.addListener('dblclick', (e: google.maps.MapMouseEvent) => {
      const where = at(e);
      if (where) boundary.doubleClick(where);
    });
    const markers = new Map<
      string,
      { marker: google.maps.marker.AdvancedMarkerElement; el: HTMLButtonElement; spec: MarkerSpec }
    >();
    let polygons: google.maps.Polygon[] = [];

    const handle: MapHandle = {
      setEvents(next) {
        events = next;
      },
      setMarkers(specs) {
        syncMarkers(markers, specs, {
          create(spec) {
            const el = markerElement(spec);
            const marker = new AdvancedMarkerElement({
              map,
              position: spec.position,
              content: el,
              gmpDraggable: Boolean(spec.draggable),
              title: spec.title,
            });
            const entry = { marker, el, spec };
            listenToMarker(el, () => events.onMarkerClick?.(entry.spec.id));
            marker.addListener('dragend', () => {
              const p = marker.position;
              if (!p) return;
              const lat = typeof p.lat === 'function' ? p.lat() : p.lat;
              const lng = typeof p.lng === 'function' ? p.lng() : p.lng;
              events.onMarkerDragEnd?.(entry.spec.id, { lat, lng });
            });
            return entry;
          },
          update({ marker }, spec) {
            marker.position = spec.position;
            marker.gmpDraggable = Boolean(spec.draggable);
          },
          remove({ marker }) {
            marker.map = null;
          },
        });
      },
      setPolygons(specs: readonly PolygonSpec[]) {
        for (const p of polygons) p.setMap(null);
        polygons = specs
          .filter((s) => s.points.length >= 3)
          .map((s) => {
            const polygon = new Polygon({
              map,
              paths: [...s.points],
              strokeColor: POLYGON_COLOR,
              strokeWeight: 2,
              fillColor: POLYGON_COLOR,
              fillOpacity: 0.35,
              clickable: true,
            });
            polygon.addListener('click', () => events.onPolygonClick?.(s.id));
            return polygon;
          });
      },
      setBoundaryEdit(edit) {
        boundary.set(edit);
      },
      project(at) {
        // Google exposes pixels only through an overlay's projection; world coordinates scaled
        // by the zoom and offset by the map's top left corner give the same answer.
        const projection = map.getProjection();
        const bounds = map.getBounds();
        const zoom = map.getZoom();
        if (!projection || !bounds || zoom === undefined) return { x: 0, y: 0 };
        const scale = 2 ** zoom;
        const topLeft = projection.fromLatLngToPoint({
          lat: bounds.getNorthEast().lat(),
          lng: bounds.getSouthWest().lng(),
        });
        const point = projection.fromLatLngToPoint(at);
        if (!topLeft || !point) return { x: 0, y: 0 };
        return { x: (point.x - topLeft.x) * scale, y: (point.y - topLeft.y) * scale };
      },
      fitTo(points: readonly LngLat[], padding: number) {
        if (points.length === 0) return;
        if (points.length === 1) {
          map.setCenter(points[0]!);
          return;
        }
        const bounds = new LatLngBounds();
        for (const p of points) bounds.extend(p);
        map.fitBounds(bounds, padding);
      },
      destroy() {
        boundary.destroy();
        for (const [, entry] of markers) entry.marker.map = null;
        for (const p of polygons) p.setMap(null);
        container.replaceChildren();
      },
    };
    return handle;
  };
}
