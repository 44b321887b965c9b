import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../dashboard.en.json';
import hi from '../dashboard.hi.json';
import mr from '../dashboard.mr.json';
import { activityText } from './activity-text';

async function tIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { dashboard: en } },
      hi: { translation: { dashboard: hi } },
      mr: { translation: { dashboard: mr } },
    },
  });
  return i18n.t;
}

// Titles as the database writes them (private.manifest_activity, public.recall_lot,
// public.report_suspicious_packet; the BFF's dashboard test checks it still does).
const events = [
  { kind: 'manifest_created', title: 'Sale' },
  { kind: 'lot_recall', title: 'Recall of seed lot SL-20261127-0000001-0001: Seed-borne disease found' },
  {
    kind: 'suspicious_packet_reported',
    title: 'Suspicious packet reported at Shree Krishi Kendra, Nashik (seed lot SL-1)',
  },
  { kind: 'lot_created', title: 'SL-1 (Wheat)' },
] as const;

describe('activityText', () => {
  it('when the page is in English, then each line reads as the database wrote it', async () => {
    const t = await tIn('en');
    expect(events.map((e) => activityText(t, e))).toEqual([
      'Sale recorded',
      'Recall of seed lot SL-20261127-0000001-0001: Seed-borne disease found',
      'Suspicious packet reported at Shree Krishi Kendra, Nashik (seed lot SL-1)',
      'Seed lot SL-1 (Wheat) added',
    ]);
  });

  it('when the page is in Hindi or Marathi, then the words are translated and the data kept', async () => {
    const hiT = await tIn('hi');
    expect(activityText(hiT, events[0])).toBe('बिक्री दर्ज किया गया');
    expect(activityText(hiT, events[1])).toBe(
      'बीज लॉट SL-20261127-0000001-0001 की वापसी (रिकॉल): Seed-borne disease found',
    );
    expect(activityText(hiT, events[2])).toBe('Shree Krishi Kendra, Nashik पर संदिग्ध पैकेट की शिकायत (बीज लॉट SL-1)');
    const mrT = await tIn('mr');
    expect(activityText(mrT, { kind: 'manifest_deleted', title: 'Opening stock' })).toBe('प्रारंभिक शिल्लक हटवले');
    // a title the page does not know is shown as written
    expect(activityText(mrT, { kind: 'manifest_created', title: 'Something new' })).toBe('Something new नोंदवले');
  });
});
