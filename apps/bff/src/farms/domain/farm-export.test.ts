import { SaxesParser } from 'saxes';
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

  it('when a name holds characters XML 1.0 forbids, then they are left out and the KML stays well-formed XML', () => {
    const forbidden = [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u000E',
      '\u001F',
      '\uFFFE',
      '\uFFFF',
      // A low surrogate before a high one: both unpaired.
      '\udc00',
      '\ud800',
    ];
    const name = `Green${forbidden.join('')} Acres \ud83c\udf3e\tNashik`;

    const kml = toKml([row({ name, identifier: 'ID\u0007-1' })]);

    expect(kml).toContain('<name>Green Acres \ud83c\udf3e\tNashik</name>');
    expect(kml).toContain('<value>ID-1</value>');
    // Every character must be an XML 1.0 Char, and a strict parser must read the document.
    expect(kml).toMatch(/^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u);
    expect(() => parseXml(kml)).not.toThrow();
  });

  it('when names carry markup, then KML escapes them', () => {
    expect(toKml([row()])).toContain('<name>Plot &lt;1&gt; &amp; &quot;two&quot;</name>');
  });
});

/** Parses a document with saxes (a strict XML 1.0 parser, already in node_modules); throws when it is not well-formed. */
function parseXml(text: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(text).close();
}
