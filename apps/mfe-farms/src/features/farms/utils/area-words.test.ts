import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import hi from '../../../i18n/hi.json';
import mr from '../../../i18n/mr.json';
import { areaWords } from './area-words';

async function tIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, hi: { translation: hi }, mr: { translation: mr } } });
  return i18n.t;
}

describe('areaWords', () => {
  it('when a farm area is printed, then it has Indian grouping and the unit in the page language', async () => {
    expect(areaWords(await tIn('en'), { total_area: 125000, area_unit: 'acres' })).toEqual({
      area: '1,25,000',
      unit: 'acres',
    });
    expect(areaWords(await tIn('hi'), { total_area: 12.5, area_unit: 'hectares' })).toEqual({
      area: '12.5',
      unit: 'हेक्टेयर',
    });
    expect(areaWords(await tIn('mr'), { total_area: null, area_unit: null })).toEqual({ area: '0', unit: 'एकर' });
    expect(areaWords(await tIn('en'), { total_area: 3, area_unit: 'bigha' as never })).toEqual({
      area: '3',
      unit: 'bigha',
    });
  });
});
