import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyPseudoLocale, pseudoText } from './pseudo-locale';

describe('the pseudo-locale', () => {
  it('when a catalogue string is shown, then its letters are accented, its vowels doubled, it is bracketed, and its markup is kept', () => {
    expect(pseudoText('Seed Lots')).toBe('⟦Šééééð Ĺóóţš⟧');
    expect(pseudoText('Hi <strong>{{name}}</strong>!')).toBe('⟦Ĥíí <strong>{{ñááɱéé}}</strong>!⟧');
    expect(pseudoText('12 × 2.5')).toBe('⟦12 × 2.5⟧');
  });

  it('when it is turned on, then every translation of the instance goes through it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: { title: 'Farms', greet: 'Hi {{name}}' } } } });
    applyPseudoLocale(i18n);
    expect(i18n.t('title')).toBe('⟦Ƒááŕɱš⟧');
    expect(i18n.t('greet', { name: 'Asha' })).toBe('⟦Ĥíí ÁÁšĥáá⟧');
  });
});
