import type { LatLng } from './boundary';
import { ringToPoints } from './boundary';

type Geometry = { type: string; coordinates?: unknown; geometries?: Geometry[] };
type GeoJson = Geometry & { geometry?: Geometry | null; features?: GeoJson[] };

export class BoundaryImportError extends Error {}

function firstRing(node: GeoJson | null | undefined): number[][] | null {
  if (!node || typeof node !== 'object') return null;
  switch (node.type) {
    case 'FeatureCollection':
      for (const f of node.features ?? []) {
        const ring = firstRing(f);
        if (ring) return ring;
      }
      return null;
    case 'Feature':
      return firstRing(node.geometry);
    case 'GeometryCollection':
      for (const g of node.geometries ?? []) {
        const ring = firstRing(g);
        if (ring) return ring;
      }
      return null;
    case 'Polygon':
      return ((node.coordinates as number[][][] | undefined) ?? [])[0] ?? null;
    case 'MultiPolygon':
      return ((node.coordinates as number[][][][] | undefined) ?? [])[0]?.[0] ?? null;
    default:
      return null;
  }
}

function toPoints(ring: number[][] | null): LatLng[] {
  if (!ring) throw new BoundaryImportError('The file has no polygon.');
  const valid = ring.every(
    (c) =>
      Array.isArray(c) &&
      Number.isFinite(c[0]) &&
      Number.isFinite(c[1]) &&
      Math.abs(c[1]!) <= 90 &&
      Math.abs(c[0]!) <= 180,
  );
  if (!valid) throw new BoundaryImportError('The polygon has invalid coordinates.');
  const points = ringToPoints(ring);
  if (points.length < 3) throw new BoundaryImportError('The polygon has fewer than 3 points.');
  return points;
}

/** The outer ring of the first polygon of a GeoJSON text, without its closing point. */
export function parseGeoJsonBoundary(text: string): LatLng[] {
  let json: GeoJson;
  try {
    json = JSON.parse(text) as GeoJson;
  } catch {
    throw new BoundaryImportError('The file is not valid GeoJSON.');
  }
  return toPoints(firstRing(json));
}

/** The outer ring of the first polygon of a KML text (parsed by the browser's DOMParser). */
export async function parseKmlBoundary(text: string): Promise<LatLng[]> {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new BoundaryImportError('The file is not valid KML.');
  const { kml } = await import('@tmcw/togeojson');
  return toPoints(firstRing(kml(doc) as unknown as GeoJson));
}

/** Picks the parser by file name (.kml, else GeoJSON). */
export function parseBoundaryFile(name: string, text: string): Promise<LatLng[]> {
  return /\.kml$/i.test(name) ? parseKmlBoundary(text) : Promise.resolve().then(() => parseGeoJsonBoundary(text));
}
