import {
  type GeoJSONStoreFeatures,
  TerraDraw,
  type TerraDrawExtend,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
} from 'terra-draw';
import type { BoundaryEdit, LngLat } from './map-port';
import { POLYGON_COLOR } from './map-port';

const FEATURE_ID = 'boundary';
/** terra-draw refuses coordinates with more decimals than its precision (9 by default). */
const PRECISION = 9;
type Hex = `#${string}`;
const GREEN: Hex = POLYGON_COLOR;
const SELECTED_COLOR: Hex = '#f59e0b';
const VERTEX_COLOR: Hex = '#ffffff';
/** How close (px) a click must be to a point to count as clicking it. */
const HIT_DISTANCE = 14;

export type BoundaryHit = { kind: 'vertex'; index: number } | { kind: 'midpoint' };

export interface BoundaryDrawing {
  /** Shows the boundary being edited (null hides it). */
  set(edit: BoundaryEdit | null): void;
  /**
   * What is at a map position, by terra-draw's hit testing: a boundary point (the nearest),
   * another of terra-draw's handles (a midpoint), or nothing (null).
   */
  hitAt(at: LngLat): BoundaryHit | null;
  destroy(): void;
}

const round = (n: number) => Number(n.toFixed(PRECISION));
const position = (p: LngLat) => [round(p.lng), round(p.lat)];

/**
 * The boundary as one terra-draw feature: a point, then a line, then (3+ points) the polygon.
 * It stays selected, so every point is a handle that drags at once, and the small handles
 * between points insert a point where they are dragged or clicked.
 */
function candidates(points: readonly LngLat[]): GeoJSONStoreFeatures[] {
  const feature = (mode: string, geometry: GeoJSONStoreFeatures['geometry']): GeoJSONStoreFeatures => ({
    id: FEATURE_ID,
    type: 'Feature',
    geometry,
    properties: { mode },
  });
  const coordinates = points.map(position);
  const list: GeoJSONStoreFeatures[] = [];
  if (points.length >= 3)
    list.push(feature('polygon', { type: 'Polygon', coordinates: [[...coordinates, coordinates[0]!]] }));
  if (points.length >= 2) list.push(feature('linestring', { type: 'LineString', coordinates }));
  if (points.length >= 1) list.push(feature('point', { type: 'Point', coordinates: coordinates[0]! }));
  return list;
}

/** The points of the edited feature, without the polygon's closing duplicate. */
function pointsOf(feature: GeoJSONStoreFeatures): LngLat[] {
  const g = feature.geometry;
  const toLngLat = (c: number[]) => ({ lng: c[0]!, lat: c[1]! });
  if (g.type === 'Point') return [toLngLat(g.coordinates)];
  if (g.type === 'LineString') return g.coordinates.map(toLngLat);
  if (g.type === 'Polygon') return g.coordinates[0]!.slice(0, -1).map(toLngLat);
  return [];
}

/**
 * Boundary editing on terra-draw, whatever map is under it (MapLibre or Google: the caller
 * passes terra-draw's adapter for its map). The map adapter keeps its own click handling for
 * "click adds a point" and asks `vertexAt` whether a click or double-click hit a point.
 */
export function createBoundaryDrawing(
  adapter: TerraDrawExtend.TerraDrawBaseAdapter,
  onEdited: (points: LngLat[]) => void,
): BoundaryDrawing {
  let selected: number | null = null;
  let ids = 0;
  const coordinateFlags = { draggable: true, midpoints: true, deletable: false };
  const selectStyles = () => ({
    selectionPointWidth: 7,
    selectionPointColor: (f: GeoJSONStoreFeatures) => (f.properties.index === selected ? SELECTED_COLOR : VERTEX_COLOR),
    selectionPointOutlineColor: GREEN,
    selectionPointOutlineWidth: 2,
    midPointColor: GREEN,
    midPointOutlineColor: VERTEX_COLOR,
    midPointWidth: 4,
    selectedPolygonColor: GREEN,
    selectedPolygonFillOpacity: 0.35,
    selectedPolygonOutlineColor: GREEN,
    selectedPolygonOutlineWidth: 2,
    selectedLineStringColor: GREEN,
    selectedLineStringWidth: 2,
    selectedPointColor: (f: GeoJSONStoreFeatures) =>
      selected === 0 && f.id === FEATURE_ID ? SELECTED_COLOR : VERTEX_COLOR,
    selectedPointWidth: 7,
    selectedPointOutlineColor: GREEN,
    selectedPointOutlineWidth: 2,
  });
  const draw = new TerraDraw({
    adapter,
    // Our ids: 'boundary' for the feature, a counter for terra-draw's handles (no crypto needed).
    idStrategy: { isValidId: (id) => typeof id === 'string' && id.length > 0, getId: () => `handle-${++ids}` },
    modes: [
      new TerraDrawPolygonMode({
        styles: { fillColor: GREEN, fillOpacity: 0.35, outlineColor: GREEN, outlineWidth: 2 },
      }),
      new TerraDrawLineStringMode({ styles: { lineStringColor: GREEN, lineStringWidth: 2 } }),
      new TerraDrawPointMode({ styles: { pointColor: VERTEX_COLOR, pointOutlineColor: GREEN } }),
      new TerraDrawSelectMode({
        // The form handles Delete/Backspace (spec 3 §4), a click elsewhere adds a point: the
        // boundary never loses its selection and terra-draw never deletes on its own.
        keyEvents: null,
        allowManualDeselection: false,
        pointerDistance: HIT_DISTANCE,
        flags: {
          // The boundary may cross itself while being drawn; the form and the server say so.
          polygon: { feature: { selfIntersectable: true, coordinates: coordinateFlags } },
          linestring: { feature: { selfIntersectable: true, coordinates: coordinateFlags } },
          point: { feature: { draggable: true } },
        },
        styles: selectStyles(),
      }),
    ],
  });
  draw.start();
  draw.setMode('select');

  draw.on('finish', (id, context) => {
    if (id !== FEATURE_ID) return;
    if (!['dragCoordinate', 'dragFeature', 'insertMidpoint'].includes(context.action)) return;
    const feature = draw.getSnapshotFeature(FEATURE_ID);
    if (feature) onEdited(pointsOf(feature));
  });

  const show = (points: readonly LngLat[]) => {
    if (draw.hasFeature(FEATURE_ID)) draw.removeFeatures([FEATURE_ID]);
    // A shape terra-draw refuses (say two equal points) falls back to the next simpler one.
    for (const feature of candidates(points)) {
      if (draw.addFeatures([feature])[0]?.valid) {
        draw.selectFeature(FEATURE_ID);
        return;
      }
    }
  };

  let shown = '';
  return {
    set(edit) {
      const nextSelected = edit?.selected ?? null;
      const selectionChanged = nextSelected !== selected;
      selected = nextSelected;
      const key = edit ? JSON.stringify(edit.points.map(position)) : '';
      if (key !== shown) {
        // A new feature is styled afresh with the current selection.
        shown = key;
        show(edit?.points ?? []);
      } else if (selectionChanged) {
        // Same points, another selected one: only the handles' colours change.
        draw.updateModeOptions<typeof TerraDrawSelectMode>('select', { styles: selectStyles() });
      }
    },
    hitAt(at) {
      const target = adapter.project(at.lng, at.lat);
      let vertex: { index: number; distance: number } | null = null;
      let midpoint = false;
      for (const f of draw.getFeaturesAtLngLat(at, { pointerDistance: HIT_DISTANCE, ignoreSelectFeatures: false })) {
        if (f.geometry.type !== 'Point') continue;
        if (f.properties.midPoint) midpoint = true;
        const index =
          f.properties.selectionPoint && typeof f.properties.index === 'number'
            ? f.properties.index
            : f.id === FEATURE_ID
              ? 0
              : null;
        if (index === null) continue;
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const p = adapter.project(lng, lat);
        const distance = Math.hypot(p.x - target.x, p.y - target.y);
        if (!vertex || distance < vertex.distance) vertex = { index, distance };
      }
      if (vertex) return { kind: 'vertex', index: vertex.index };
      return midpoint ? { kind: 'midpoint' } : null;
    },
    destroy() {
      draw.stop();
    },
  };
}
