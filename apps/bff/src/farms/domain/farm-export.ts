// The export formats of GET /api/v1/farms/export (name, area, centroid). KML is written by
// hand: a Placemark per farm with its boundary (or its point) and the same properties.
import { FARM_LIMITS, type FarmExportCollection } from '@seed/domain';
import type { FarmExportRow } from '../data-access/farms-repository';
import { csvCell } from '../../shared/csv';

const acres = (sqm: number | null) => (sqm === null ? null : Math.round(sqm * FARM_LIMITS.sqMetresToAcres * 100) / 100);

export function toGeoJson(rows: FarmExportRow[]): FarmExportCollection {
  return {
    type: 'FeatureCollection',
    features: rows.map((r) => ({
      type: 'Feature',
      id: r.id,
      geometry:
        r.boundary ??
        (r.centroid_lng !== null && r.centroid_lat !== null
          ? { type: 'Point', coordinates: [r.centroid_lng, r.centroid_lat] }
          : null),
      properties: {
        name: r.name,
        identifier: r.identifier,
        total_area: r.total_area,
        area_unit: r.area_unit,
        boundary_area_acres: acres(r.boundary_area_sq_m),
        centroid_lng: r.centroid_lng,
        centroid_lat: r.centroid_lat,
      },
    })),
  };
}

/**
 * Characters XML 1.0 does not allow anywhere, not even escaped: C0 controls other than tab, line
 * feed and carriage return, U+FFFE, U+FFFF and lone surrogates. A farm name holding one (saved
 * before the contract refused them, or written by SQL) would make the whole KML unreadable.
 */
const NOT_XML_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data: forbidden characters dropped, markup escaped. */
const xml = (text: string) =>
  text
    .replace(NOT_XML_CHARACTERS, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function toKml(rows: FarmExportRow[]): string {
  const placemarks = rows.map((r) => {
    const data = [
      ['identifier', r.identifier ?? ''],
      ['total_area', r.total_area === null ? '' : String(r.total_area)],
      ['area_unit', r.area_unit ?? ''],
      ['boundary_area_acres', String(acres(r.boundary_area_sq_m) ?? '')],
      ['centroid_lng', String(r.centroid_lng ?? '')],
      ['centroid_lat', String(r.centroid_lat ?? '')],
    ]
      .map(([name, value]) => `<Data name="${name}"><value>${xml(value!)}</value></Data>`)
      .join('');
    const ring = r.boundary?.coordinates[0];
    const geometry = ring
      ? `<Polygon><outerBoundaryIs><LinearRing><coordinates>${ring.map(([lng, lat]) => `${lng},${lat}`).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>`
      : r.centroid_lng !== null && r.centroid_lat !== null
        ? `<Point><coordinates>${r.centroid_lng},${r.centroid_lat}</coordinates></Point>`
        : '';
    return `<Placemark id="${r.id}"><name>${xml(r.name)}</name><ExtendedData>${data}</ExtendedData>${geometry}</Placemark>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Farms</name>${placemarks.join('\n')}</Document></kml>\n`;
}

export function toCsv(rows: FarmExportRow[]): string {
  const header = 'id,name,identifier,total_area,area_unit,boundary_area_acres,centroid_lng,centroid_lat';
  const lines = rows.map((r) =>
    [r.id, r.name, r.identifier, r.total_area, r.area_unit, acres(r.boundary_area_sq_m), r.centroid_lng, r.centroid_lat]
      .map(csvCell)
      .join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}
