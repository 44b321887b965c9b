// The stories' data, every piece parsed by the contract's own schema (libs/domain), so a story
// cannot show a shape the API never sends. The master varieties are rows of the portal's notified
// varieties of wheat, chickpea and soybean for Madhya Pradesh and Maharashtra
// (supabase/data/notified-varieties-mp-mh.yaml). Fixed dates only: the stories are compared pixel by pixel.
import {
  CropList,
  MasterVariety,
  Organization,
  OrganizationVariety,
  VarietyList,
  type MasterVariety as MasterVarietyType,
  type OrganizationVariety as OrganizationVarietyType,
} from '@seed/domain';

export const ORGANIZATION = Organization.parse({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a01',
  name: 'Malwa Beej Utpadak Sahakari Sanstha',
  type: 'seed_grower',
  status: 'active',
  slug: 'malwa-beej',
  owner_id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a99',
  updated_at: '2026-10-01T09:00:00.000Z',
});

export const WHEAT_ID = '1c0a7e52-3b6d-4f1e-9a2c-000000000001';
export const CHICKPEA_ID = '1c0a7e52-3b6d-4f1e-9a2c-000000000002';
export const SOYBEAN_ID = '1c0a7e52-3b6d-4f1e-9a2c-000000000003';

/** The crops of the master data (GET /api/v1/crops), with their Hindi and Marathi names. */
export const CROPS = CropList.parse({
  items: [
    {
      id: CHICKPEA_ID,
      name: 'Chickpea',
      alias: 'Gram, Bengal gram, Chana',
      scientific_name: 'Cicer arietinum L.',
      hindi_name: 'चना',
      marathi_name: 'हरभरा',
      is_hybrid_capable: false,
    },
    {
      id: SOYBEAN_ID,
      name: 'Soybean',
      alias: 'Soya bean',
      scientific_name: 'Glycine max (L.) Merr.',
      hindi_name: 'सोयाबीन',
      marathi_name: 'सोयाबीन',
      is_hybrid_capable: false,
    },
    {
      id: WHEAT_ID,
      name: 'Wheat',
      alias: null,
      scientific_name: 'Triticum aestivum L.',
      hindi_name: 'गेहूँ',
      marathi_name: 'गहू',
      is_hybrid_capable: false,
    },
  ],
});

const crop: Record<string, { crop_name: string; crop_scientific_name: string }> = {
  [WHEAT_ID]: { crop_name: 'Wheat', crop_scientific_name: 'Triticum aestivum L.' },
  [CHICKPEA_ID]: { crop_name: 'Chickpea', crop_scientific_name: 'Cicer arietinum L.' },
  [SOYBEAN_ID]: { crop_name: 'Soybean', crop_scientific_name: 'Glycine max (L.) Merr.' },
};

const CENTRAL_ZONE = ['Chhattisgarh', 'Gujarat', 'Madhya Pradesh', 'Rajasthan', 'Uttar Pradesh'];
const WHEAT_SOURCE = {
  title: 'Wheat Varieties Notified in India Since 1965',
  publisher: 'ICAR-Indian Institute of Wheat & Barley Research, Karnal',
  url: 'https://www.aicrpwheatbarleyicar.in/wp-content/uploads/2021/06/wheat-varieties-notified-in-india.pdf',
  archived_url: null,
  tier: 'official_document',
  note: null,
} as const;
const CHICKPEA_SOURCE = {
  title: 'Central & State Released Varieties - Chickpea (Gram/Chana)',
  publisher: 'Directorate of Pulses Development, Bhopal (M.P.)',
  url: 'https://dpd.gov.in/i)%20Chickpea%20Varieties.pdf',
  archived_url: 'http://web.archive.org/web/20240701080736/https://dpd.gov.in/i)%20Chickpea%20Varieties.pdf',
  tier: 'official_document',
  note: null,
} as const;
const SOYBEAN_SOURCE = {
  title: 'Soybean varieties for Madhya Pradesh',
  publisher: 'Directorate of Oilseeds Development (DOD), Hyderabad',
  url: 'https://oilseeds.dac.gov.in/Soyabean.aspx',
  archived_url: null,
  tier: 'multi_source_corroborated',
  note: null,
} as const;

function master(n: number, cropId: string, fields: Partial<MasterVarietyType>): MasterVarietyType {
  return MasterVariety.parse({
    id: `7d3e9b10-5c2a-4e8f-b1d4-${String(n).padStart(12, '0')}`,
    crop_id: cropId,
    ...crop[cropId],
    name: '',
    common_name: null,
    description: null,
    scientific_name: null,
    maturity_days: null,
    recommended_states: [],
    seasons: [],
    characteristics: {},
    release_year: null,
    releasing_institute: null,
    notification_number: null,
    notification_date: null,
    zone: null,
    source: WHEAT_SOURCE,
    ...fields,
  });
}

export const HI_1544 = master(1, WHEAT_ID, {
  name: 'HI 1544',
  common_name: 'Purna',
  description: 'Field resistance to brown and black rust; timely sown, irrigated conditions of the central zone.',
  maturity_days: 120,
  recommended_states: CENTRAL_ZONE as MasterVarietyType['recommended_states'],
  seasons: ['rabi'],
  characteristics: {
    'Common name': 'Purna',
    Resistance: 'field resistance to brown and black rust',
    'Releasing institute': 'IARI RS, Indore',
    'Release year': 2008,
  },
  release_year: 2008,
  releasing_institute: 'IARI RS, Indore',
  notification_number: '1108(E)',
  notification_date: '2008-05-08',
  zone: 'CZ',
});

export const HI_8759 = master(2, WHEAT_ID, {
  name: 'HI 8759',
  common_name: 'Pusa Tejas',
  description: 'Zinc and iron biofortified durum wheat, good for pasta.',
  maturity_days: 117,
  recommended_states: CENTRAL_ZONE as MasterVarietyType['recommended_states'],
  seasons: ['rabi'],
  characteristics: { 'Common name': 'Pusa Tejas', 'Releasing institute': 'IARI RS, Indore', 'Release year': 2017 },
  release_year: 2017,
  releasing_institute: 'IARI RS, Indore',
  notification_number: '1007(E)',
  notification_date: '2017-03-30',
  zone: 'CZ',
});

export const MACS_6478 = master(3, WHEAT_ID, {
  name: 'MACS 6478',
  description: 'Resistance to black and brown rust; peninsular zone.',
  maturity_days: 110,
  recommended_states: ['Karnataka', 'Maharashtra'],
  seasons: ['rabi'],
  characteristics: { Resistance: 'resistance to black and brown rust', 'Releasing institute': 'ARI, Pune' },
  release_year: 2014,
  releasing_institute: 'ARI, Pune',
  notification_number: '1919(E)',
  notification_date: '2014-07-30',
  zone: 'PZ',
});

export const JAKI_9218 = master(4, CHICKPEA_ID, {
  name: 'JAKI 9218',
  description: 'Resistant to wilt, root rot and collar rot; irrigated.',
  maturity_days: 110,
  recommended_states: ['Madhya Pradesh'],
  seasons: ['rabi'],
  characteristics: {
    Resistance: 'resistant to wilt, root rot and collar rot',
    'Releasing institute': 'PDKV, Akola (Maharashtra)',
  },
  release_year: 2008,
  releasing_institute: 'PDKV, Akola (Maharashtra)',
  source: CHICKPEA_SOURCE,
});

export const PHULE_VIKRAM = master(5, CHICKPEA_ID, {
  name: 'Phule Vikram',
  common_name: 'Phule G 08108',
  description: 'Wilt resistant; suitable for mechanical harvesting.',
  maturity_days: 105,
  recommended_states: ['Maharashtra'],
  seasons: ['rabi'],
  characteristics: {
    'Common name': 'Phule G 08108',
    Resistance: 'wilt resistant',
    'Releasing institute': 'MPKV, Rahuri',
  },
  release_year: 2020,
  releasing_institute: 'MPKV, Rahuri',
  source: CHICKPEA_SOURCE,
});

export const JS_20_34 = master(6, SOYBEAN_ID, {
  name: 'JS 20-34',
  description: 'Resistant to charcoal rot; tolerant to girdle beetle and stem fly.',
  maturity_days: 87,
  recommended_states: ['Madhya Pradesh'],
  seasons: ['kharif'],
  characteristics: {
    Resistance: 'resistant to charcoal rot; tolerant to girdle beetle and stem fly',
    'Releasing institute': 'JNKVV, Jabalpur',
    'Release year': 2014,
  },
  release_year: 2014,
  releasing_institute: 'JNKVV, Jabalpur',
  source: SOYBEAN_SOURCE,
});

export const JS_335 = master(7, SOYBEAN_ID, {
  name: 'JS 335',
  description: 'The long-dominant variety of Madhya Pradesh; district-recommended for Akola.',
  maturity_days: 98,
  recommended_states: ['Maharashtra'],
  seasons: ['kharif'],
  characteristics: { 'Releasing institute': 'JNKVV, Jabalpur (recommended in Maharashtra too)' },
  releasing_institute: 'JNKVV, Jabalpur (recommended in Maharashtra too)',
  source: { ...SOYBEAN_SOURCE, tier: 'single_source' },
});

/** A master row with nothing but its name and crop (no source publisher, no notification). */
export const BARE_MASTER = master(8, CHICKPEA_ID, {
  name: 'Digvijay',
  source: { title: null, publisher: null, url: null, archived_url: null, tier: null, note: null },
});

export const MASTERS = [HI_1544, HI_8759, MACS_6478, JAKI_9218, PHULE_VIKRAM, JS_20_34, JS_335];

function mine(n: number, fields: Partial<OrganizationVarietyType>): OrganizationVarietyType {
  return OrganizationVariety.parse({
    id: `a41f6c28-9e7b-4d35-8c60-${String(n).padStart(12, '0')}`,
    organization_id: ORGANIZATION.id,
    master_variety_id: null,
    crop_id: WHEAT_ID,
    crop_name: 'Wheat',
    display_name: '',
    custom_description: null,
    characteristics: {},
    recommended_states: [],
    seasons: [],
    maturity_days: null,
    visibility: 'private',
    is_active: true,
    created_at: '2026-10-12T08:00:00.000Z',
    updated_at: '2026-11-01T10:30:00.000Z',
    ...fields,
  });
}

/** HI 1544 imported, shared with the portal, renamed for the co-operative's lots. */
export const MY_HI_1544 = mine(1, {
  master_variety_id: HI_1544.id,
  display_name: 'HI 1544 (Purna) – Malwa selection',
  custom_description: 'Our certified seed of HI 1544 from the Dewas and Ujjain farms.',
  characteristics: { 'Yield (q/ha)': 52, 'Grain colour': 'amber' },
  recommended_states: CENTRAL_ZONE as OrganizationVarietyType['recommended_states'],
  seasons: ['rabi'],
  maturity_days: 120,
  visibility: 'shared',
});

export const MY_JG_11 = mine(2, {
  crop_id: CHICKPEA_ID,
  crop_name: 'Chickpea',
  display_name: 'JG 11',
  custom_description: 'Desi chickpea, wilt tolerant, for rainfed rabi in Malwa.',
  recommended_states: ['Madhya Pradesh', 'Maharashtra'],
  seasons: ['rabi'],
  maturity_days: 100,
  updated_at: '2026-10-20T06:15:00.000Z',
});

export const MY_JS_20_34 = mine(3, {
  master_variety_id: JS_20_34.id,
  crop_id: SOYBEAN_ID,
  crop_name: 'Soybean',
  display_name: 'JS 20-34',
  recommended_states: ['Madhya Pradesh'],
  seasons: ['kharif'],
  maturity_days: 87,
  updated_at: '2026-09-05T12:00:00.000Z',
});

/** A custom variety with nothing but its name. */
export const MY_BARE = mine(4, { display_name: 'Sharbati (local)', crop_name: 'Wheat' });

/** Long Marathi text: name, description, every season and many states. */
export const MY_LONG_MARATHI = mine(5, {
  crop_id: SOYBEAN_ID,
  crop_name: 'Soybean',
  display_name: 'जेएस ३३५ – अकोला बार्शीटाकळी शेतकरी उत्पादक कंपनीचे सुधारित निवड बियाणे',
  custom_description:
    'अकोला व वाशीम जिल्ह्यातील कोरडवाहू जमिनीसाठी निवडलेले बियाणे; पेरणी जून अखेरीस, ९०–९५ दिवसांत काढणीस तयार, शेंगा फुटण्यास प्रतिरोधक.',
  recommended_states: ['Maharashtra', 'Madhya Pradesh', 'Karnataka', 'Telangana', 'Chhattisgarh', 'Rajasthan'],
  seasons: ['kharif', 'rabi', 'summer', 'perennial'],
  maturity_days: 95,
  visibility: 'shared',
});

export const MY_VARIETIES = [MY_HI_1544, MY_JG_11, MY_JS_20_34, MY_BARE];

/** One page of My Varieties (and the Discover count). */
export const MY_PAGE = VarietyList.parse({
  tab: 'my',
  my: MY_VARIETIES,
  discover: [],
  my_count: MY_VARIETIES.length,
  discover_count: 105,
  page: 1,
  limit: 24,
});

/** One page of Discover Varieties: wheat, chickpea and soybean of Madhya Pradesh and Maharashtra. */
export const DISCOVER_PAGE = VarietyList.parse({
  tab: 'discover',
  my: [],
  discover: MASTERS,
  my_count: MY_VARIETIES.length,
  discover_count: 105,
  page: 1,
  limit: 24,
});

/** The first of 5 pages of Discover (Pagination shows). */
export const DISCOVER_PAGE_ONE_OF_FIVE = VarietyList.parse({ ...DISCOVER_PAGE, limit: 7, discover_count: 33 });

export const EMPTY_MY = VarietyList.parse({ ...MY_PAGE, my: [], my_count: 0 });
export const EMPTY_DISCOVER = VarietyList.parse({ ...DISCOVER_PAGE, discover: [], discover_count: 0 });

/** The master varieties of a crop for the modal's select (the Discover tab filtered by crop, 100 a page). */
export const WHEAT_MASTERS = VarietyList.parse({
  ...DISCOVER_PAGE,
  discover: [HI_1544, HI_8759, MACS_6478],
  discover_count: 3,
  limit: 100,
});
