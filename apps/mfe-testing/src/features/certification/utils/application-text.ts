import type { CertificationApplication } from '@seed/domain';

// How an application's facts read on the list and the detail alike.

/** "Wheat · HI 1544", the crop alone when the lot names no variety. */
export const cropLine = (lot: { crop: string; variety: string | null }) =>
  lot.variety ? `${lot.crop} · ${lot.variety}` : lot.crop;

/**
 * The number of corner points of a farm's boundary (GeoJSON from the API, typed unknown there):
 * the outer ring of a Polygon, or of each part of a MultiPolygon, without the closing point that
 * repeats the first. Null when there is no boundary or it is of another shape.
 */
export function boundaryPoints(boundary: CertificationApplication['lot']['farms'][number]['boundary']): number | null {
  if (typeof boundary !== 'object' || boundary === null) return null;
  const { type, coordinates } = boundary as { type?: unknown; coordinates?: unknown };
  if (!Array.isArray(coordinates)) return null;
  const ringPoints = (ring: unknown) => (Array.isArray(ring) && ring.length > 1 ? ring.length - 1 : 0);
  if (type === 'Polygon') return ringPoints(coordinates[0]);
  if (type === 'MultiPolygon')
    return coordinates.reduce<number>((sum, polygon) => sum + (Array.isArray(polygon) ? ringPoints(polygon[0]) : 0), 0);
  return null;
}
