import type { CertificationApplication } from '@seed/domain';

// How an application's facts read on the list and the detail alike.

/** "Wheat · HI 1544", the crop alone when the lot names no variety. */
export const cropLine = (lot: { crop: string; variety: string | null }) =>
  lot.variety ? `${lot.crop} · ${lot.variety}` : lot.crop;

type Boundary = CertificationApplication['lot']['farms'][number]['boundary'];

/** The outer rings of a Polygon or MultiPolygon as [longitude, latitude] points; none otherwise. */
export function boundaryRings(boundary: Boundary): [number, number][][] {
  if (typeof boundary !== 'object' || boundary === null) return [];
  const { type, coordinates } = boundary as { type?: unknown; coordinates?: unknown };
  if (!Array.isArray(coordinates)) return [];
  const outer = (polygon: unknown) =>
    Array.isArray(polygon) && Array.isArray(polygon[0])
      ? (polygon[0] as unknown[]).filter(
          (point): point is [number, number] =>
            Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number',
        )
      : [];
  if (type === 'Polygon') return [outer(coordinates)].filter((ring) => ring.length > 2);
  if (type === 'MultiPolygon') return coordinates.map(outer).filter((ring) => ring.length > 2);
  return [];
}

/**
 * The boundary's rings drawn to a box `size` wide (north up, metres alike in both directions: a
 * degree of longitude is shorter than a degree of latitude by the cosine of the latitude), as SVG
 * point lists, and the box's height. Null without a boundary.
 */
export function boundaryOutline(boundary: Boundary, size: number): { rings: string[]; height: number } | null {
  const rings = boundaryRings(boundary);
  const points = rings.flat();
  if (points.length === 0) return null;
  const lats = points.map((p) => p[1]);
  const middle = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const xs = points.map((p) => p[0] * Math.cos(middle));
  const minX = Math.min(...xs);
  const maxY = Math.max(...lats);
  const spanX = Math.max(...xs) - minX;
  const spanY = maxY - Math.min(...lats);
  const span = Math.max(spanX, spanY) || 1;
  const scale = (size - 8) / span;
  const at = ([lng, lat]: [number, number]) =>
    `${(4 + (lng * Math.cos(middle) - minX) * scale).toFixed(1)},${(4 + (maxY - lat) * scale).toFixed(1)}`;
  return { rings: rings.map((ring) => ring.map(at).join(' ')), height: Math.ceil(8 + spanY * scale) };
}

/** A link that opens the place in the phone's map app (geo: URI, RFC 5870), with the farm's name. */
export const mapLink = (latitude: number, longitude: number, name: string) =>
  `geo:${latitude},${longitude}?q=${latitude},${longitude}(${encodeURIComponent(name)})`;

/**
 * The number of corner points of a farm's boundary (GeoJSON from the API, typed unknown there):
 * the outer ring of a Polygon, or of each part of a MultiPolygon, without the closing point that
 * repeats the first. Null when there is no boundary or it is of another shape.
 */
export function boundaryPoints(boundary: Boundary): number | null {
  if (typeof boundary !== 'object' || boundary === null) return null;
  const { type, coordinates } = boundary as { type?: unknown; coordinates?: unknown };
  if (!Array.isArray(coordinates)) return null;
  const ringPoints = (ring: unknown) => (Array.isArray(ring) && ring.length > 1 ? ring.length - 1 : 0);
  if (type === 'Polygon') return ringPoints(coordinates[0]);
  if (type === 'MultiPolygon')
    return coordinates.reduce<number>((sum, polygon) => sum + (Array.isArray(polygon) ? ringPoints(polygon[0]) : 0), 0);
  return null;
}
