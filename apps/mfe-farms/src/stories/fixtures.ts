// Farms as the API answers them (parsed with the contract's schemas), for the stories.
import { Farm, FarmList, FARM_LIST_PAGE } from '@seed/domain';

const ORG = '7d3c9a10-2f4b-4c1e-9a55-0c1d2e3f4a01';
const GROWER = '7d3c9a10-2f4b-4c1e-9a55-0c1d2e3f4b02';

/** Rounded to 6 decimals (about 0.1 m), as a coordinate is typed or stored. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A closed ring from (lng, lat), `d` degrees across. */
const square = (lng: number, lat: number, d = 0.004) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lng, lat],
      [round(lng + d), lat],
      [round(lng + d), round(lat + d)],
      [lng, round(lat + d)],
      [lng, lat],
    ],
  ],
});

const base = {
  organization_id: ORG,
  grower_id: null,
  grower_name: null,
  identifier: null,
  address: null,
  total_area: null,
  area_unit: null,
  irrigation_method: null,
  latitude: null,
  longitude: null,
  ownership_status: null,
  soil_type: null,
  soil_characteristics: null,
  irrigation_sources: [],
  boundary: null,
  boundary_area_sq_m: null,
  created_at: '2026-06-12T05:30:00.000Z',
  updated_at: null,
};

/** A farm with every field: its boundary, soil, irrigation and grower. */
export const malwaFarm = Farm.parse({
  ...base,
  id: '5b1f0c2a-8d3e-4f6a-9b7c-1d2e3f4a5b01',
  grower_id: GROWER,
  grower_name: 'Ramesh Patidar',
  name: 'Malwa North Field',
  identifier: 'FRM-IND-4821',
  address: 'Village Hatod, Tehsil Depalpur, Indore, Madhya Pradesh 453111',
  total_area: 12.5,
  area_unit: 'acres',
  irrigation_method: 'drip',
  latitude: 22.7862,
  longitude: 75.7418,
  ownership_status: 'owned',
  soil_type: 'clay',
  soil_characteristics: { pH: 7.8, 'Organic carbon': '0.52%', Texture: 'Black cotton (vertisol)' },
  irrigation_sources: ['well', 'rain'],
  boundary: square(75.7398, 22.7842),
  boundary_area_sq_m: 50585,
  updated_at: '2026-10-03T09:15:00.000Z',
});

export const dewasFarm = Farm.parse({
  ...base,
  id: '5b1f0c2a-8d3e-4f6a-9b7c-1d2e3f4a5b02',
  name: 'Sonkatch Seed Plot',
  identifier: 'FRM-DEW-1307',
  address: 'Sonkatch, Dewas, Madhya Pradesh 455118',
  total_area: 8,
  area_unit: 'hectares',
  irrigation_method: 'sprinkler',
  latitude: 22.9726,
  longitude: 76.3468,
  ownership_status: 'leased',
  soil_type: 'loamy',
  irrigation_sources: ['river'],
  boundary: square(76.3448, 22.9706, 0.006),
});

export const ujjainFarm = Farm.parse({
  ...base,
  id: '5b1f0c2a-8d3e-4f6a-9b7c-1d2e3f4a5b03',
  name: 'Tarana Contract Farm',
  identifier: 'FRM-UJN-5562',
  address: 'Tarana, Ujjain, Madhya Pradesh 456665',
  total_area: 25,
  area_unit: 'acres',
  irrigation_method: 'flood',
  latitude: 23.3354,
  longitude: 76.0426,
  ownership_status: 'contract',
  irrigation_sources: ['lake', 'rain'],
});

export const nashikFarm = Farm.parse({
  ...base,
  id: '5b1f0c2a-8d3e-4f6a-9b7c-1d2e3f4a5b04',
  name: 'Niphad Chickpea Block',
  identifier: 'FRM-NSK-2290',
  address: 'Niphad, Nashik, Maharashtra 422303',
  total_area: 4.75,
  area_unit: 'hectares',
  irrigation_method: 'center_pivot',
  ownership_status: 'owned',
  irrigation_sources: ['municipal'],
});

/** A farm with only its name: no address, identifier, area unit or irrigation. */
export const bareFarm = Farm.parse({
  ...base,
  id: '5b1f0c2a-8d3e-4f6a-9b7c-1d2e3f4a5b05',
  name: 'Akola Rainfed Plot',
  total_area: 3,
  irrigation_method: 'none',
});

/** A long name and address, in Marathi, as a grower in Maharashtra types them. */
export const marathiFarm = Farm.parse({
  ...base,
  id: '5b1f0c2a-8d3e-4f6a-9b7c-1d2e3f4a5b06',
  name: 'श्री. ज्ञानेश्वर पांडुरंग देशमुख यांचे सोयाबीन बीजोत्पादन प्रक्षेत्र (अकोला)',
  identifier: 'FRM-AKL-9013',
  address: 'मु. पो. बार्शीटाकळी, ता. बार्शीटाकळी, जि. अकोला, महाराष्ट्र ४४४४०१, राष्ट्रीय महामार्ग ६१ जवळ',
  total_area: 1234567.89,
  area_unit: 'sq_ft',
  irrigation_method: 'drip',
  ownership_status: 'leased',
  irrigation_sources: ['well'],
});

/** A long name and address in Hindi. */
export const hindiFarm = Farm.parse({
  ...base,
  id: '5b1f0c2a-8d3e-4f6a-9b7c-1d2e3f4a5b07',
  name: 'मालवा बीज उत्पादक सहकारी संस्था का गेहूँ बीज उत्पादन प्रक्षेत्र क्रमांक सात (देवास)',
  identifier: 'FRM-DEW-7777',
  address: 'ग्राम भौंरासा, तहसील सोनकच्छ, जिला देवास, मध्य प्रदेश ४५५११८, आगरा–मुंबई राजमार्ग के पास',
  total_area: 42,
  area_unit: 'acres',
  irrigation_method: 'sprinkler',
  ownership_status: 'contract',
  soil_type: 'silty',
  irrigation_sources: ['river', 'well'],
});

/** The grid's farms in English (the Devanagari names are in the Hindi and Marathi stories). */
export const FARMS = [malwaFarm, dewasFarm, ujjainFarm, nashikFarm, bareFarm];

/** The first page of the grid (the organization has `total` farms). */
export const farmPage = (items: readonly Farm[], total = items.length, page = 1) =>
  FarmList.parse({ items, total, organization_total: total, page, limit: FARM_LIST_PAGE.defaultLimit });

/** A long list: 24 farms of 60 on page 1, named after villages of Indore and Dewas. */
export const manyFarms = Array.from({ length: FARM_LIST_PAGE.defaultLimit }, (_, i) =>
  Farm.parse({
    ...dewasFarm,
    id: `5b1f0c2a-8d3e-4f6a-9b7c-1d2e3f4a6${String(i).padStart(3, '0')}`,
    name: `${['Hatod', 'Betma', 'Sanwer', 'Mhow', 'Bagli', 'Kannod'][i % 6]} Plot ${i + 1}`,
    identifier: `FRM-IND-${5000 + i}`,
    ownership_status: (['owned', 'leased', 'contract'] as const)[i % 3],
    irrigation_method: (['drip', 'sprinkler', 'flood', 'center_pivot', 'none'] as const)[i % 5],
    total_area: 2 + i * 1.25,
  }),
);
