/** The map port (ARCHITECTURE.md "Maps"): screens talk to this, never to a map library. */
export interface LngLat {
  lat: number;
  lng: number;
}

export type MarkerKind = 'farm' | 'location' | 'vertex';

export interface MarkerSpec {
  id: string;
  position: LngLat;
  kind: MarkerKind;
  /** Accessible name of the marker (it is a focusable button). */
  title: string;
  /** Text drawn on the marker (boundary numbers). */
  label?: string;
  draggable?: boolean;
}

export interface PolygonSpec {
  id: string;
  points: readonly LngLat[];
}

/** The boundary being edited: drawn and edited by the adapter's drawing library (terra-draw). */
export interface BoundaryEdit {
  points: readonly LngLat[];
  /** The point shown as selected (spec 3 §4: click selects, Delete removes). */
  selected: number | null;
}

export interface MapEvents {
  /** A click on the map that is not on a marker or a boundary point. */
  onMapClick?(at: LngLat): void;
  onVertexClick?(index: number): void;
  onVertexDoubleClick?(index: number): void;
  /** The drawing library changed the boundary (a point dragged, a point inserted between two). */
  onBoundaryEdited?(points: LngLat[]): void;
  onMarkerClick?(id: string): void;
  onMarkerDragEnd?(id: string, at: LngLat): void;
  onPolygonClick?(id: string): void;
}

export interface MapOptions {
  center: LngLat;
  zoom: number;
  /** The open adapter's raster tile URL template. */
  tileUrl: string;
  /** The map's own controls' names, in the page's language. */
  controls: MapControlNames;
}

export interface MapControlNames {
  map: string;
  zoomIn: string;
  zoomOut: string;
  toggleAttribution: string;
}

/** One live map on a container element. */
export interface MapHandle {
  setMarkers(markers: readonly MarkerSpec[]): void;
  setPolygons(polygons: readonly PolygonSpec[]): void;
  /** Turns boundary editing on with the given boundary, or off (null). */
  setBoundaryEdit(edit: BoundaryEdit | null): void;
  /** Where a position is on screen, in pixels from the map's top left corner. */
  project(at: LngLat): { x: number; y: number };
  /** Fits the view to the points with the given padding in pixels (a single point centres). */
  fitTo(points: readonly LngLat[], padding: number): void;
  setEvents(events: MapEvents): void;
  destroy(): void;
}

export type MapAdapter = (container: HTMLElement, options: MapOptions) => Promise<MapHandle>;

/** Spec 3 §9. */
export const DEFAULT_ZOOM = 15;
export const POLYGON_COLOR = '#16a34a';
