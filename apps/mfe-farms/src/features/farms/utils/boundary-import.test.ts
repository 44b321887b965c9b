import { describe, expect, it } from 'vitest';
import { BoundaryImportError, parseBoundaryFile, parseGeoJsonBoundary, parseKmlBoundary } from './boundary-import';

const ring = [
  [77.23, 28.61],
  [77.24, 28.61],
  [77.24, 28.62],
  [77.23, 28.61],
];

describe('boundary import', () => {
  it('when a GeoJSON FeatureCollection with a polygon is read, then its open ring comes back as points', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: {} },
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: {} },
      ],
    });
    expect(parseGeoJsonBoundary(text)).toEqual([
      { lat: 28.61, lng: 77.23 },
      { lat: 28.61, lng: 77.24 },
      { lat: 28.62, lng: 77.24 },
    ]);
  });

  it('when a bare MultiPolygon is read, then the first polygon is used', () => {
    expect(parseGeoJsonBoundary(JSON.stringify({ type: 'MultiPolygon', coordinates: [[ring]] }))).toHaveLength(3);
  });

  it('when the file has no polygon or is not JSON, then a clear error is thrown', () => {
    expect(() => parseGeoJsonBoundary('{"type":"Point","coordinates":[1,2]}')).toThrow(BoundaryImportError);
    expect(() => parseGeoJsonBoundary('not json')).toThrow('The file is not valid GeoJSON.');
    expect(() =>
      parseGeoJsonBoundary(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        }),
      ),
    ).toThrow('fewer than 3');
  });

  it('when a KML placemark with a polygon is read, then its ring comes back as points', async () => {
    const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Field</name>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>77.23,28.61,0 77.24,28.61,0 77.24,28.62,0 77.23,28.62,0 77.23,28.61,0</coordinates></LinearRing></outerBoundaryIs></Polygon>
      </Placemark></Document></kml>`;
    const points = await parseKmlBoundary(kml);
    expect(points).toHaveLength(4);
    expect(points[2]).toEqual({ lat: 28.62, lng: 77.24 });
    expect(await parseBoundaryFile('field.KML', kml)).toHaveLength(4);
  });

  it('when the KML is broken, then a clear error is thrown', async () => {
    await expect(parseKmlBoundary('<kml><Placemark>')).rejects.toThrow('The file is not valid KML.');
  });
});
