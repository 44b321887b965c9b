// Farms of the embedded demo organization (spec 3 farms): a few plausible holdings in
// Maharashtra and Madhya Pradesh, so a new user sees the map view populated at once.
// Inserted as the demo admin (row-level security applies), once: a farm whose identifier
// already exists in the organization is left alone.
import type { DbClient } from './db';

interface DemoFarm {
  identifier: string;
  name: string;
  address: string;
  center: { lat: number; lng: number };
  /** Boundary corners as metres east and north of the centre. */
  corners: [number, number][];
  ownership_status: 'owned' | 'leased' | 'contract';
  irrigation_method: 'drip' | 'sprinkler' | 'flood' | 'center_pivot' | 'none';
  soil_type: 'clay' | 'sandy' | 'loamy' | 'silty' | 'other';
  soil_characteristics: Record<string, string | number>;
  irrigation_sources: string[];
}

export const DEMO_FARMS: DemoFarm[] = [
  {
    identifier: 'NAS4821',
    name: 'Nashik Vineyard Block',
    address: 'Pimpalgaon Baswant, Niphad, Nashik, Maharashtra 422209',
    center: { lat: 20.1667, lng: 73.9881 },
    corners: [
      [-160, -110],
      [150, -130],
      [175, 95],
      [-20, 140],
      [-170, 60],
    ],
    ownership_status: 'owned',
    irrigation_method: 'drip',
    soil_type: 'loamy',
    soil_characteristics: { ph: 7.2, organic_carbon: 0.6, drainage: 'good' },
    irrigation_sources: ['well', 'rain'],
  },
  {
    identifier: 'JAL7314',
    name: 'Jalgaon Cotton Fields',
    address: 'Yawal Road, Jalgaon, Maharashtra 425001',
    center: { lat: 21.0486, lng: 75.7886 },
    corners: [
      [-260, -180],
      [240, -200],
      [270, 170],
      [-230, 190],
    ],
    ownership_status: 'leased',
    irrigation_method: 'flood',
    soil_type: 'clay',
    soil_characteristics: { ph: 8.1, texture: 'black cotton' },
    irrigation_sources: ['river', 'well'],
  },
  {
    identifier: 'AHM2095',
    name: 'Ahmednagar Seed Plot',
    address: 'Rahuri, Ahmednagar, Maharashtra 413705',
    center: { lat: 19.3918, lng: 74.6491 },
    corners: [
      [-110, -90],
      [120, -80],
      [95, 100],
      [-105, 85],
    ],
    ownership_status: 'contract',
    irrigation_method: 'sprinkler',
    soil_type: 'silty',
    soil_characteristics: { ph: 7.6, nitrogen_kg_ha: 210 },
    irrigation_sources: ['municipal'],
  },
  {
    identifier: 'IND5530',
    name: 'Indore Soybean Farm',
    address: 'Sanwer Road, Indore, Madhya Pradesh 453551',
    center: { lat: 22.8211, lng: 75.8372 },
    corners: [
      [-300, -150],
      [280, -170],
      [310, 60],
      [120, 210],
      [-290, 180],
    ],
    ownership_status: 'owned',
    irrigation_method: 'center_pivot',
    soil_type: 'clay',
    soil_characteristics: { ph: 7.8, texture: 'vertisol' },
    irrigation_sources: ['well', 'lake'],
  },
  {
    identifier: 'VID8142',
    name: 'Vidisha Wheat Holding',
    address: 'Gyaraspur, Vidisha, Madhya Pradesh 464111',
    center: { lat: 23.6652, lng: 77.9836 },
    corners: [
      [-200, -140],
      [210, -120],
      [190, 150],
      [-180, 130],
    ],
    ownership_status: 'leased',
    irrigation_method: 'none',
    soil_type: 'loamy',
    soil_characteristics: { ph: 7.4 },
    irrigation_sources: ['rain'],
  },
];

const METRES_PER_DEGREE = 111_320;

/** The closed GeoJSON ring of a demo farm (corners in metres around its centre). */
export function demoRing(farm: DemoFarm): [number, number][] {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const points = farm.corners.map(([east, north]): [number, number] => [
    round(farm.center.lng + east / (METRES_PER_DEGREE * Math.cos((farm.center.lat * Math.PI) / 180))),
    round(farm.center.lat + north / METRES_PER_DEGREE),
  ]);
  return [...points, points[0]!];
}

/** Adds the demo farms the organization does not have yet; the total area is the boundary's, in acres. */
export async function ensureDemoFarms(tx: DbClient): Promise<number> {
  let added = 0;
  for (const farm of DEMO_FARMS) {
    const { rowCount } = await tx.query(
      `with g as (
         select extensions.st_setsrid(extensions.st_geomfromgeojson($11), 4326)::extensions.geography as b
       )
       insert into public.farms (organization_id, name, identifier, address, total_area, area_unit, irrigation_method,
         latitude, longitude, ownership_status, soil_type, soil_characteristics, irrigation_sources, boundary)
       select o.id, $1, $2, $3, round((extensions.st_area(g.b, false) * 0.0002471054)::numeric, 2), 'acres', $4,
         $5, $6, $7, $8, $9, $10::public.irrigation_source[], g.b
       from g, (select private.current_organization_id() as id) o
       where o.id is not null
         and not exists (select 1 from public.farms f where f.organization_id = o.id and f.identifier = $2)`,
      [
        farm.name,
        farm.identifier,
        farm.address,
        farm.irrigation_method,
        farm.center.lat,
        farm.center.lng,
        farm.ownership_status,
        farm.soil_type,
        JSON.stringify(farm.soil_characteristics),
        farm.irrigation_sources,
        JSON.stringify({ type: 'Polygon', coordinates: [demoRing(farm)] }),
      ],
    );
    added += rowCount ?? 0;
  }
  return added;
}
