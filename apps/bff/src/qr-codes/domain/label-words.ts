// The words a seed packet's label prints around its data (issue 30), in the language the person
// printing chose: English as the labels always said it, Hindi and Marathi in the words of the
// verification page (page-text.ts) and the seed-lots screens (mfe-seedlots' labels.*), kept short
// for a 50 × 25 mm label. What the words frame is printed as typed: variety, lot id, agency,
// certificate number, producer. Numbers keep Latin digits in every language, as lot ids and the
// verification page print them; Hindi and Marathi group them the Indian way (formatQuantity).
import { formatQuantity, type Language, SEED_CLASS_LABELS, SEED_CLASS_TAGS, type SeedClass } from '@seed/domain';

/** A label's words in one language. Dates are calendar dates ('2026-03-14'). */
export interface LabelWords {
  /** 'Packet 12 of 300'. */
  packet: (serial: number, of: number) => string;
  /** The lot's own label: 'Lot of 300 packets', or 'Lot' when its packets were not counted. */
  lot: (packets: number | null) => string;
  /** 'Packed 14 Mar 2026'. */
  packed: (date: string) => string;
  /** 'Net 10 Kg'. */
  net: (size: number, unit: string) => string;
  /** 'Germination 85% · Purity 98%'. */
  quality: (germination: number, purity: number) => string;
  /** 'Tested 1 Mar 2026 · valid to 31 Aug 2026'. */
  tested: (on: string, validUntil: string | null) => string;
  /** The tag's class and colour: 'Certified seed (blue tag)', 'Truthfully labelled seed (opal green label)'. */
  seedClass: (seedClass: SeedClass) => string;
  /** 'Cert. MSSCA/2026/7 · valid to 31 Mar 2027', or '… · expired 31 Mar 2026'. */
  certificate: (number: string, validUntil: string, expired: boolean) => string;
  /** 'Tag no. 1201'. */
  tagNumber: (tag: number) => string;
  /** The crop's name in the language where it has one, else its English name. */
  crop: (english: string, names: { hi: string | null; mr: string | null } | null) => string;
}

const UTC_DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

// A calendar date is that day wherever the sheet is made, hence UTC for the midnight Date parses it
// to. English as the labels always printed it (14 Mar 2026); Hindi and Marathi as Intl writes them
// for India with Latin digits (14 मार्च 2026 / 14 मार्च, 2026), as libs/domain's formatDate does.
const dayFormat = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, UTC_DAY);
  return (date: string) => format.format(new Date(date));
};

const en = (): LabelWords => {
  const day = dayFormat('en-GB');
  return {
    packet: (serial, of) => `Packet ${serial} of ${of}`,
    lot: (packets) => (packets ? `Lot of ${packets} packets` : 'Lot'),
    packed: (date) => `Packed ${day(date)}`,
    net: (size, unit) => `Net ${size} ${unit}`,
    quality: (germination, purity) => `Germination ${germination}% · Purity ${purity}%`,
    tested: (on, validUntil) => `Tested ${day(on)}${validUntil ? ` · valid to ${day(validUntil)}` : ''}`,
    seedClass: (seedClass) => `${SEED_CLASS_LABELS[seedClass]} seed (${SEED_CLASS_TAGS[seedClass].name})`,
    certificate: (number, validUntil, expired) =>
      `Cert. ${number} · ${expired ? 'expired' : 'valid to'} ${day(validUntil)}`,
    tagNumber: (tag) => `Tag no. ${tag}`,
    crop: (english) => english,
  };
};

const n = formatQuantity;

const hi = (): LabelWords => {
  const day = dayFormat('hi-IN-u-nu-latn');
  const units: Record<string, string> = { Kg: 'किग्रा', g: 'ग्राम', lbs: 'पाउंड', oz: 'औंस', Tons: 'टन' };
  const classes: Record<SeedClass, string> = {
    breeder: 'प्रजनक बीज (सुनहरा पीला टैग)',
    foundation: 'आधार बीज (सफ़ेद टैग)',
    certified: 'प्रमाणित बीज (नीला टैग)',
    truthfully_labelled: 'सत्य-अंकित बीज (हल्का हरा लेबल)',
  };
  return {
    packet: (serial, of) => `पैकेट ${n(serial)} / ${n(of)}`,
    lot: (packets) => (packets ? `लॉट: ${n(packets)} पैकेट` : 'लॉट'),
    packed: (date) => `पैकिंग ${day(date)}`,
    net: (size, unit) => `शुद्ध वज़न ${n(size)} ${units[unit] ?? unit}`,
    quality: (germination, purity) => `अंकुरण ${n(germination)}% · शुद्धता ${n(purity)}%`,
    tested: (on, validUntil) => `परीक्षण ${day(on)}${validUntil ? ` · ${day(validUntil)} तक वैध` : ''}`,
    seedClass: (seedClass) => classes[seedClass],
    certificate: (number, validUntil, expired) =>
      `प्रमाणपत्र ${number} · ${day(validUntil)} ${expired ? 'को समाप्त' : 'तक वैध'}`,
    tagNumber: (tag) => `टैग नं. ${tag}`,
    crop: (english, names) => names?.hi || english,
  };
};

const mr = (): LabelWords => {
  const day = dayFormat('mr-IN-u-nu-latn');
  const units: Record<string, string> = { Kg: 'किलो', g: 'ग्रॅम', lbs: 'पाउंड', oz: 'औंस', Tons: 'टन' };
  const classes: Record<SeedClass, string> = {
    breeder: 'मूलभूत (ब्रीडर) बियाणे (सोनेरी पिवळा टॅग)',
    foundation: 'पायाभूत बियाणे (पांढरा टॅग)',
    certified: 'प्रमाणित बियाणे (निळा टॅग)',
    truthfully_labelled: 'सत्यप्रत बियाणे (फिकट हिरवे लेबल)',
  };
  return {
    packet: (serial, of) => `पाकीट ${n(serial)} / ${n(of)}`,
    lot: (packets) => (packets ? `लॉट: ${n(packets)} ${packets === 1 ? 'पाकीट' : 'पाकिटे'}` : 'लॉट'),
    packed: (date) => `पॅकिंग ${day(date)}`,
    net: (size, unit) => `निव्वळ वजन ${n(size)} ${units[unit] ?? unit}`,
    quality: (germination, purity) => `उगवण ${n(germination)}% · शुद्धता ${n(purity)}%`,
    tested: (on, validUntil) => `चाचणी ${day(on)}${validUntil ? ` · ${day(validUntil)} पर्यंत वैध` : ''}`,
    seedClass: (seedClass) => classes[seedClass],
    certificate: (number, validUntil, expired) =>
      `प्रमाणपत्र ${number} · ${expired ? `मुदत संपली ${day(validUntil)}` : `${day(validUntil)} पर्यंत वैध`}`,
    tagNumber: (tag) => `टॅग क्र. ${tag}`,
    crop: (english, names) => names?.mr || english,
  };
};

/** The labels' words in each of the portal's languages. */
export const LABEL_WORDS: Record<Language, LabelWords> = { en: en(), hi: hi(), mr: mr() };
