// The verification page's facts in its language, rendered without the app: the crop's name (its
// English one where the crops table has no Hindi or Marathi name), a generation naming a seed class
// as a translated label (codes and a company's own words as typed), and dates in India's time.
import { describe, expect, it } from 'vitest';
import { renderVerificationPage, type Verification } from './verification-page';

const genuine: Verification = {
  state: 'genuine',
  firstVerifiedAt: null,
  checksBefore: null,
  places: null,
  codeWithdrawn: null,
  recall: null,
  codeKind: 'packet',
  serial: 7,
  lotId: 'SL-20260314-0001234-5678',
  crop: 'Wheat',
  cropNames: { hi: 'गेहूँ', mr: 'गहू' },
  variety: 'HI 1544',
  notification: null,
  generation: 'Certified',
  harvestDate: null,
  packagingDate: '2026-03-14',
  packSize: 10,
  packUnit: 'Kg',
  certification: null,
  company: null,
  seedTest: null,
};

const page = (verification: Partial<Verification>, language: 'en' | 'hi' | 'mr', now = new Date()) =>
  renderVerificationPage({
    path: '/v/AAAAAAAAAAAAAAAAAAAAAA',
    verification: { ...genuine, ...verification },
    language,
    now,
  });

const dd = (html: string, label: string) => new RegExp(`<dt>${label}</dt><dd>([^<]*)</dd>`).exec(html)?.[1];

describe('the facts in the page language', () => {
  it('when the crop has no Hindi or Marathi name, then its English name is shown', () => {
    expect(dd(page({ cropNames: { hi: null, mr: null } }, 'mr'), 'पीक')).toBe('Wheat');
    expect(dd(page({ cropNames: null }, 'hi'), 'फ़सल')).toBe('Wheat');
    expect(dd(page({ cropNames: { hi: 'गेहूँ', mr: null } }, 'mr'), 'पीक')).toBe('Wheat');
    expect(dd(page({}, 'en'), 'Crop')).toBe('Wheat');
  });

  it('when the generation names a seed class, however typed, then it is the class in the page language with its stage; a code or other text stays as typed', () => {
    const generationIn = (generation: string, language: 'en' | 'hi' | 'mr') =>
      dd(
        page({ generation }, language),
        { en: 'Seed class / generation', hi: 'बीज श्रेणी / पीढ़ी', mr: 'बियाणे वर्ग / पिढी' }[language],
      );

    expect(generationIn('foundation seed stage II', 'mr')).toBe('पायाभूत बियाणे, टप्पा 2');
    expect(generationIn('Certified 2', 'hi')).toBe('प्रमाणित बीज, चरण 2');
    expect(generationIn('Breeder', 'mr')).toBe('मूलभूत (ब्रीडर) बियाणे');
    expect(generationIn('Truthfully labelled', 'hi')).toBe('सत्य-अंकित बीज');
    expect(generationIn('TL', 'mr')).toBe('सत्यप्रत बियाणे');
    expect(generationIn('certified seed', 'en')).toBe('Certified seed');
    expect(generationIn('F1', 'mr')).toBe('F1');
    expect(generationIn('Selection 3', 'hi')).toBe('Selection 3');
    expect(generationIn('Certified by us', 'mr')).toBe('Certified by us');
  });

  it("when a moment is printed, then it is India's day and time in the locale's 12-hour clock with Latin digits", () => {
    // 20:00 UTC is already the next day in India
    const now = new Date('2026-03-14T20:00:00Z');
    const firstVerifiedAt = '2026-03-13T19:00:00Z';
    const verifiedBefore = { state: 'verified_before', firstVerifiedAt, checksBefore: 1 } as const;

    const marathi = page(verifiedBefore, 'mr', now);
    expect(marathi).toContain('आधी तपासले गेले आहे — पहिल्यांदा 14 मार्च, 2026 रोजी');
    expect(marathi).toMatch(/तपासणीची वेळ: 15 मार्च, 2026 रोजी 1:30 AM वाजता/);
    expect(marathi).not.toMatch(/[०-९]/);

    const hindi = page(verifiedBefore, 'hi', now);
    expect(hindi).toContain('पहली बार 14 मार्च 2026 को');
    expect(hindi).toContain('जाँच का समय: 15 मार्च 2026 को 1:30 am बजे');

    const english = page(verifiedBefore, 'en', now);
    expect(english).toContain('Checked before — first on 14 March 2026');
    expect(english).toContain('Checked 15 March 2026 at 1:30 am');
  });
});
