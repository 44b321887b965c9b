// The stories' data, every piece parsed by the contract's own schema (libs/domain), so a story
// cannot show a shape the API never sends. Fixed dates only: the stories are compared pixel by pixel.
import {
  MANIFEST_STATUSES,
  MANIFEST_TYPES,
  Organization,
  RecipientOptions,
  Transaction,
  TransactionList,
  TransactionLotOptions,
  TransactionSettings,
  TransferClaimPreview,
  type TransactionItem,
  type TransactionLotOption,
} from '@seed/domain';

/** The signed-in user's organization: the sender of what it sells. */
export const ORGANIZATION = Organization.parse({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a01',
  name: 'Malwa Beej Utpadak Sahakari Sanstha',
  type: 'seed_grower',
  status: 'active',
  slug: 'malwa-beej',
  owner_id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a99',
  updated_at: '2026-10-01T09:00:00.000Z',
});

export const MALWA = { id: ORGANIZATION.id, name: ORGANIZATION.name };
export const NASHIK = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a02', name: 'Nashik Krushi Seva Kendra' };
export const AKOLA = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a03', name: 'Akola Bijotpadan Shetkari Gat' };
export const DEWAS = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a04', name: 'Dewas Kisan Beej Bhandar' };
export const UJJAIN = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a05', name: 'Ujjain Agro Seeds Pvt. Ltd.' };

export const LOT_WHEAT = 'SL-20261101-0000001-0001';
export const LOT_PUSA_TEJAS = 'SL-20261104-0000002-0001';
export const LOT_CHICKPEA = 'SL-20261015-0000003-0002';
export const LOT_SOYBEAN = 'SL-20261020-0000004-0001';
export const LOT_SOYBEAN_PACKETS = 'SL-20261022-0000005-0003';

const uuid = (n: number) => `0b8e5c1a-2d3f-4a6b-8c7d-${String(n).padStart(12, '0')}`;

/** One item of a manifest (a sale of wheat HI 1544 unless told). */
export function item(overrides: Partial<TransactionItem> = {}): TransactionItem {
  return {
    lotId: LOT_WHEAT,
    crop: 'Wheat',
    variety: 'HI 1544',
    quantity: 250,
    unit: 'Kg',
    pricePerUnit: 62,
    currency: 'INR',
    notes: null,
    deliveredLotId: null,
    lotVisible: true,
    deliveredLotVisible: false,
    soldUntested: false,
    ...overrides,
  };
}

/** A manifest as the list and the detail receive it (a completed sale Malwa → Nashik unless told). */
export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return Transaction.parse({
    id: uuid(1),
    type: 'SALE',
    status: 'COMPLETED',
    date: '2026-11-03T10:00:00.000Z',
    from: MALWA,
    to: NASHIK,
    toEmail: null,
    notes: 'Rabi 2026 certified seed, 50 kg HDPE bags, delivered to Nashik godown',
    direction: 'sent',
    settledAt: '2026-11-03T10:00:00.000Z',
    items: [item()],
    canAccept: false,
    canCancel: false,
    canDecline: false,
    ...overrides,
  });
}

/** A completed sale of two lots. */
export const SALE = transaction({
  items: [item(), item({ lotId: LOT_PUSA_TEJAS, variety: 'HI 8759 (Pusa Tejas)', quantity: 120, pricePerUnit: 68 })],
});

/** A transfer waiting for the recipient (who accepts incoming transfers manually), seen by the sender. */
export const PENDING_TRANSFER = transaction({
  id: uuid(2),
  type: 'TRANSFER',
  status: 'PENDING',
  date: '2026-11-02T08:30:00.000Z',
  to: AKOLA,
  notes: 'Part of the foundation lot, for multiplication at Akola',
  settledAt: null,
  items: [
    item({
      lotId: LOT_CHICKPEA,
      crop: 'Chickpea',
      variety: 'JG 11',
      quantity: 400,
      pricePerUnit: null,
      currency: null,
    }),
  ],
  canCancel: true,
});

/** The same transfer as the recipient sees it: accept or decline. */
export const INCOMING_TRANSFER = transaction({
  ...PENDING_TRANSFER,
  from: DEWAS,
  to: MALWA,
  direction: 'received',
  notes: 'Soybean breeder seed for kharif 2027 multiplication',
  items: [
    item({
      lotId: LOT_SOYBEAN,
      crop: 'Soybean',
      variety: 'JS 20-34',
      quantity: 600,
      pricePerUnit: null,
      currency: null,
      lotVisible: false,
    }),
  ],
  canCancel: false,
  canAccept: true,
  canDecline: true,
});

/** A transfer e-mailed to someone not on the portal yet. */
export const AWAITING_TRANSFER = transaction({
  id: uuid(3),
  type: 'TRANSFER',
  status: 'AWAITING_CLAIM',
  date: '2026-11-01T12:15:00.000Z',
  to: null,
  toEmail: 'ramesh.patil@akolaseeds.example.in',
  notes: null,
  settledAt: null,
  items: [
    item({
      lotId: LOT_SOYBEAN_PACKETS,
      crop: 'Soybean',
      variety: 'JS 335',
      quantity: 80,
      unit: 'packages',
      pricePerUnit: null,
      currency: null,
    }),
  ],
  canCancel: true,
});

/** A claimed transfer: the recipient's new lot is named (and visible to them). */
export const CLAIMED_TRANSFER = transaction({
  id: uuid(4),
  type: 'TRANSFER',
  status: 'CLAIMED_BY_RECIPIENT',
  date: '2026-10-28T06:45:00.000Z',
  from: UJJAIN,
  to: MALWA,
  direction: 'received',
  notes: null,
  settledAt: '2026-10-29T11:20:00.000Z',
  items: [
    item({
      lotId: LOT_PUSA_TEJAS,
      variety: 'HI 8759 (Pusa Tejas)',
      quantity: 150,
      pricePerUnit: null,
      currency: null,
      lotVisible: false,
      deliveredLotId: 'SL-20261029-0000006-0001',
      deliveredLotVisible: true,
    }),
  ],
});

/** A sale the sender cancelled: the quantities went back. */
export const CANCELLED_SALE = transaction({
  id: uuid(5),
  status: 'CANCELLED',
  date: '2026-10-25T14:00:00.000Z',
  to: UJJAIN,
  notes: 'Buyer changed the order to JS 20-34',
  settledAt: '2026-10-26T09:00:00.000Z',
  items: [item({ lotId: LOT_SOYBEAN, crop: 'Soybean', variety: 'JS 335', quantity: 500, pricePerUnit: 74 })],
});

/** An adjustment after a recount (no recipient, the reason in the notes). */
export const ADJUSTMENT = transaction({
  id: uuid(6),
  type: 'ADJUSTMENT',
  date: '2026-10-20T07:00:00.000Z',
  to: null,
  direction: 'internal',
  notes: 'Recount at the Dewas godown: 12 bags damaged by moisture',
  items: [item({ quantity: 1188, pricePerUnit: null, currency: null })],
});

/** An opening balance: from the system, to nobody. */
export const INITIAL = transaction({
  id: uuid(7),
  type: 'INITIAL',
  date: '2026-10-01T05:30:00.000Z',
  from: null,
  to: null,
  direction: 'internal',
  notes: null,
  items: [
    item({
      lotId: LOT_CHICKPEA,
      crop: 'Chickpea',
      variety: 'JG 11',
      quantity: 2000,
      pricePerUnit: null,
      currency: null,
    }),
  ],
});

/** A sale of seed never tested, acknowledged as truthfully labelled seed. */
export const UNTESTED_SALE = transaction({
  id: uuid(8),
  date: '2026-11-05T09:10:00.000Z',
  to: DEWAS,
  notes: null,
  items: [
    item({
      lotId: LOT_SOYBEAN,
      crop: 'Soybean',
      variety: 'JS 20-34',
      quantity: 300,
      pricePerUnit: 70,
      soldUntested: true,
    }),
  ],
});

/** A page of the list: one manifest of each kind and status. */
export const TYPICAL_PAGE = TransactionList.parse({
  items: [
    UNTESTED_SALE,
    SALE,
    PENDING_TRANSFER,
    AWAITING_TRANSFER,
    CLAIMED_TRANSFER,
    CANCELLED_SALE,
    ADJUSTMENT,
    INITIAL,
  ],
  nextCursor: '2026-10-01T05:30:00.000Z|0b8e5c1a',
});

/** Every manifest type and every status the list can show, one row each. */
export const EVERY_TYPE_AND_STATUS = TransactionList.parse({
  items: [
    ...MANIFEST_TYPES.map((type, index) =>
      transaction({
        id: uuid(100 + index),
        type,
        date: `2026-10-${String(10 + index).padStart(2, '0')}T10:00:00.000Z`,
        notes: null,
      }),
    ),
    ...MANIFEST_STATUSES.map((status, index) =>
      transaction({
        id: uuid(200 + index),
        type: 'TRANSFER',
        status,
        date: `2026-09-${String(10 + index).padStart(2, '0')}T10:00:00.000Z`,
        notes: null,
        items: [item({ pricePerUnit: null, currency: null })],
      }),
    ),
  ],
  nextCursor: null,
});

/** A page of 30 sales (the list at its longest page). */
export const LONG_PAGE = TransactionList.parse({
  items: Array.from({ length: 30 }, (_, index) =>
    transaction({
      id: uuid(300 + index),
      date: `2026-10-${String(30 - (index % 30)).padStart(2, '0')}T10:00:00.000Z`,
      to: [NASHIK, AKOLA, DEWAS, UJJAIN][index % 4],
      notes: null,
      items: [item({ lotId: `SL-20261001-00001${String(index).padStart(2, '0')}-0001`, quantity: 50 + index * 10 })],
    }),
  ),
  nextCursor: '2026-10-01T10:00:00.000Z|0b8e5c1a',
});

/** Long names and notes (a Marathi co-operative, a long e-mail address, many items). */
export const LONG_TEXT = transaction({
  id: uuid(9),
  type: 'TRANSFER',
  status: 'AWAITING_CLAIM',
  to: null,
  toEmail: 'shri.dnyaneshwar.bhausaheb.deshmukh.krushi.vikas@maharashtra-beej-utpadak-sangh.example.in',
  from: { id: MALWA.id, name: 'श्री दत्तात्रय बियाणे उत्पादक सहकारी संस्था मर्यादित, अकोला (महाराष्ट्र)' },
  notes:
    'अकोला जिल्ह्यातील बार्शीटाकळी तालुक्यातील शेतकरी गटासाठी पायाभूत बियाणे; पोती गोदामात कोरड्या जागी ठेवावीत.\nदुसरी ओळ: वाहतूक खर्च खरेदीदाराकडे.',
  settledAt: null,
  items: [
    item({
      lotId: LOT_SOYBEAN,
      crop: 'Soybean',
      variety: 'JS 20-34',
      quantity: 1250.5,
      pricePerUnit: null,
      currency: null,
    }),
    item({ lotId: LOT_CHICKPEA, crop: 'Chickpea', variety: null, quantity: 40, pricePerUnit: null, currency: null }),
    item({ lotId: LOT_PUSA_TEJAS, variety: 'HI 8759 (Pusa Tejas)', quantity: 75, pricePerUnit: null, currency: null }),
  ],
  canCancel: true,
});

export const EMPTY_PAGE = TransactionList.parse({ items: [], nextCursor: null });

export const SETTINGS_ON = TransactionSettings.parse({ accept_transfers_manually: true });
export const SETTINGS_OFF = TransactionSettings.parse({ accept_transfers_manually: false });

/** One of the organization's own lots in the form's checklist (wheat HI 1544, 40 quintal-scale Kg, tested). */
export function lotOption(id: string, overrides: Partial<TransactionLotOption> = {}): TransactionLotOption {
  return {
    id,
    lotType: 'raw_production',
    crop: 'Wheat',
    variety: 'HI 1544',
    generation: 'Certified',
    quantity: 4000,
    unit: 'Kg',
    packSize: null,
    packUnit: null,
    quality: 'passed',
    ...overrides,
  };
}

export const LOT_OPTIONS = TransactionLotOptions.parse({
  items: [
    lotOption(LOT_WHEAT),
    lotOption(LOT_PUSA_TEJAS, { variety: 'HI 8759 (Pusa Tejas)', quantity: 2500 }),
    lotOption(LOT_CHICKPEA, { crop: 'Chickpea', variety: 'JG 11', generation: 'Foundation', quantity: 1800 }),
    lotOption(LOT_SOYBEAN, { crop: 'Soybean', variety: 'JS 20-34', quantity: 3200, quality: 'not_tested' }),
    lotOption(LOT_SOYBEAN_PACKETS, {
      lotType: 'packaged_unit',
      crop: 'Soybean',
      variety: 'JS 335',
      quantity: 600,
      unit: 'packages',
      packSize: 30,
      packUnit: 'Kg',
      quality: 'expired',
    }),
  ],
});

export const MANY_LOT_OPTIONS = TransactionLotOptions.parse({
  items: Array.from({ length: 40 }, (_, index) =>
    lotOption(`SL-20261001-00002${String(index).padStart(2, '0')}-0001`, {
      variety: index % 2 ? 'HI 1544' : 'HI 8759 (Pusa Tejas)',
      quantity: 500 + index * 25,
    }),
  ),
});

export const NO_LOT_OPTIONS = TransactionLotOptions.parse({ items: [] });

export const RECIPIENTS = RecipientOptions.parse({
  items: [NASHIK, AKOLA, DEWAS, UJJAIN].map((party) => ({ ...party, type: 'seed_grower' })),
});

/** What an e-mailed transfer link holds, waiting to be claimed. */
export const CLAIM_PREVIEW = TransferClaimPreview.parse({
  id: uuid(3),
  type: 'TRANSFER',
  status: 'AWAITING_CLAIM',
  from: MALWA.name,
  toEmail: 'ramesh.patil@akolaseeds.example.in',
  date: '2026-11-01T12:15:00.000Z',
  notes: 'JS 335 truthfully labelled seed, 30 kg bags. Please collect from the Indore warehouse.',
  items: [
    {
      lotId: LOT_SOYBEAN_PACKETS,
      crop: 'Soybean',
      variety: 'JS 335',
      quantity: 80,
      unit: 'packages',
      pricePerUnit: null,
      currency: null,
    },
    {
      lotId: LOT_CHICKPEA,
      crop: 'Chickpea',
      variety: 'JG 11',
      quantity: 250,
      unit: 'Kg',
      pricePerUnit: null,
      currency: null,
    },
  ],
});
