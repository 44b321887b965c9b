// Fixtures of the farms component's tests: boundaries in Maharashtra to draw with. The app
// is ../test/full-app's createFullTestApp().
import type { GeoJsonPolygon } from '@seed/domain';

/** A square boundary of `sideDeg` degrees with its south-west corner at (lng, lat). */
export function square(lng: number, lat: number, sideDeg = 0.01): GeoJsonPolygon {
  const r = (value: number) => Math.round(value * 1e9) / 1e9;
  const [east, north] = [r(lng + sideDeg), r(lat + sideDeg)];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [east, lat],
        [east, north],
        [lng, north],
        [lng, lat],
      ],
    ],
  };
}

/** A valid create body near Nashik, Maharashtra. */
export function farmInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Green Acres',
    address: 'Nashik, Maharashtra',
    total_area: 12.5,
    area_unit: 'acres',
    ownership_status: 'owned',
    irrigation_method: 'drip',
    location: { latitude: 20.005, longitude: 73.785 },
    boundary: square(73.78, 20.0),
    ...overrides,
  };
}

/** A closed ring whose edges cross: a bow tie. */
export const BOWTIE = {
  type: 'Polygon',
  coordinates: [
    [
      [73, 20],
      [73.01, 20.01],
      [73.01, 20],
      [73, 20.01],
      [73, 20],
    ],
  ],
} as const;
