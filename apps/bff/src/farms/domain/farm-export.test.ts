import { describe, expect, it } from 'vitest';
import type { FarmExportRow } from '../data-access/farms-repository';
import { toCsv, toGeoJson, toKml } from './farm-export';

const row = (overrides: Partial<FarmExportRow> = {}): FarmExportRow => ({
  id: '3f1c2a7e-9b4d-4e8a-a1c2-5d6e7f809a1b',
  name: 'Plot <1> & "two"',
  identifier: null,
  total_area: 2.5,
  area_unit: 'acres',
  boundary: null,
  boundary_area_sq_m: 10_000,
  centroid_lng: 73.5,
  centroid_lat: 20.1,
  ...overrides,
});

describe('farm export', () => {
  it('when a name starts like a spreadsheet formula, then the CSV cell is neutralised', () => {
    const csv = toCsv([row({ name: '=HYPERLINK("x")' })]);
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('when the boundary area is in square metres, then the export shows acres with 2 decimals', () => {
    expect(toGeoJson([row()]).features[0]!.properties.boundary_area_acres).toBe(2.47);
  });

  it('when a farm has no boundary, then GeoJSON and KML fall back to its point', () => {
    expect(toGeoJson([row()]).features[0]!.geometry).toEqual({ type: 'Point', coordinates: [73.5, 20.1] });
    expect(toKml([row()])).toContain('<Point><coordinates>73.5,20.1</coordinates></Point>');
  });

  it('when names carry markup, then KML escapes them', () => {
    expect(toKml([row()])).toContain('<name>Plot &lt;1&gt; &amp; &quot;two&quot;</name>');
  });
});
