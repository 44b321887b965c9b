// The words of a label in each language (issue 30): English exactly as the labels printed it before
// they had a language, Hindi and Marathi in the verification page's words with Latin digits,
// grouped the Indian way; the crop in the label's language where it has a name in it.
import { describe, expect, it } from 'vitest';
import { LABEL_WORDS, type LabelWords } from './label-words';

/** Every word of a certified lot's packet label and of its lot label. */
const wordsOf = (w: LabelWords) => [
  w.crop('Wheat', { hi: 'गेहूँ', mr: 'गहू' }),
  w.packet(12, 300),
  w.packet(12_345, 100_000),
  w.lot(300),
  w.lot(1),
  w.lot(null),
  w.packed('2026-03-14'),
  w.net(10, 'Kg'),
  w.net(1500, 'g'),
  w.quality(85, 98.5),
  w.tested('2026-03-01', '2026-08-31'),
  w.tested('2026-03-01', null),
  w.seedClass('breeder'),
  w.seedClass('foundation'),
  w.seedClass('certified'),
  w.seedClass('truthfully_labelled'),
  w.certificate('MSSCA/2026/7', '2027-03-31', false),
  w.certificate('MSSCA/2026/7', '2026-03-31', true),
  w.tagNumber(120_001),
];

describe('the words of a label', () => {
  it('when the label is in English, then it says what the labels always said', () => {
    expect(wordsOf(LABEL_WORDS.en)).toEqual([
      'Wheat',
      'Packet 12 of 300',
      'Packet 12345 of 100000',
      'Lot of 300 packets',
      'Lot of 1 packets',
      'Lot',
      'Packed 14 Mar 2026',
      'Net 10 Kg',
      'Net 1500 g',
      'Germination 85% · Purity 98.5%',
      'Tested 1 Mar 2026 · valid to 31 Aug 2026',
      'Tested 1 Mar 2026',
      'Breeder seed (golden yellow tag)',
      'Foundation seed (white tag)',
      'Certified seed (blue tag)',
      'Truthfully labelled seed (opal green label)',
      'Cert. MSSCA/2026/7 · valid to 31 Mar 2027',
      'Cert. MSSCA/2026/7 · expired 31 Mar 2026',
      'Tag no. 120001',
    ]);
  });

  it('when the label is in Hindi, then its words are the Hindi page’s, its numbers in Latin digits grouped the Indian way', () => {
    expect(wordsOf(LABEL_WORDS.hi)).toEqual([
      'गेहूँ',
      'पैकेट 12 / 300',
      'पैकेट 12,345 / 1,00,000',
      'लॉट: 300 पैकेट',
      'लॉट: 1 पैकेट',
      'लॉट',
      'पैकिंग 14 मार्च 2026',
      'शुद्ध वज़न 10 किग्रा',
      'शुद्ध वज़न 1,500 ग्राम',
      'अंकुरण 85% · शुद्धता 98.5%',
      'परीक्षण 1 मार्च 2026 · 31 अग॰ 2026 तक वैध',
      'परीक्षण 1 मार्च 2026',
      'प्रजनक बीज (सुनहरा पीला टैग)',
      'आधार बीज (सफ़ेद टैग)',
      'प्रमाणित बीज (नीला टैग)',
      'सत्य-अंकित बीज (हल्का हरा लेबल)',
      'प्रमाणपत्र MSSCA/2026/7 · 31 मार्च 2027 तक वैध',
      'प्रमाणपत्र MSSCA/2026/7 · 31 मार्च 2026 को समाप्त',
      'टैग नं. 120001',
    ]);
  });

  it('when the label is in Marathi, then its words are the Marathi page’s (उगवण, पाकीट), its numbers in Latin digits', () => {
    expect(wordsOf(LABEL_WORDS.mr)).toEqual([
      'गहू',
      'पाकीट 12 / 300',
      'पाकीट 12,345 / 1,00,000',
      'लॉट: 300 पाकिटे',
      'लॉट: 1 पाकीट',
      'लॉट',
      'पॅकिंग 14 मार्च, 2026',
      'निव्वळ वजन 10 किलो',
      'निव्वळ वजन 1,500 ग्रॅम',
      'उगवण 85% · शुद्धता 98.5%',
      'चाचणी 1 मार्च, 2026 · 31 ऑग, 2026 पर्यंत वैध',
      'चाचणी 1 मार्च, 2026',
      'मूलभूत (ब्रीडर) बियाणे (सोनेरी पिवळा टॅग)',
      'पायाभूत बियाणे (पांढरा टॅग)',
      'प्रमाणित बियाणे (निळा टॅग)',
      'सत्यप्रत बियाणे (फिकट हिरवे लेबल)',
      'प्रमाणपत्र MSSCA/2026/7 · 31 मार्च, 2027 पर्यंत वैध',
      'प्रमाणपत्र MSSCA/2026/7 · मुदत संपली 31 मार्च, 2026',
      'टॅग क्र. 120001',
    ]);
  });

  it('when a crop has no name in the label’s language, then its English name; a unit not known, as typed', () => {
    expect(LABEL_WORDS.hi.crop('Quinoa', { hi: null, mr: 'क्विनोआ' })).toBe('Quinoa');
    expect(LABEL_WORDS.mr.crop('Quinoa', null)).toBe('Quinoa');
    expect(LABEL_WORDS.mr.crop('Quinoa', { hi: 'क्विनोआ', mr: '' })).toBe('Quinoa');
    expect(LABEL_WORDS.hi.net(2, 'bushel')).toBe('शुद्ध वज़न 2 bushel');
  });
});
