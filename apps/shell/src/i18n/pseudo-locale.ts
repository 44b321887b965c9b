import type { i18n as I18n, PostProcessorModule } from 'i18next';

// The pseudo-locale: English with every catalogue string accented, its vowels doubled (about a
// third longer, word by word, as Marathi often is) and bracketed (⟦Šééééð Ĺóóţš⟧). Text on a page
// that is not bracketed did not come through a catalogue, and the longer words show what will not
// fit when a translation runs long. Translators and the
// route-by-route completeness test turn it on with localStorage `seed.pseudoLocale` = `on`.

/** Where a browser keeps the pseudo-locale switch. */
export const PSEUDO_LOCALE_KEY = 'seed.pseudoLocale';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i]!]));
const VOWELS = new Set('aeiouAEIOU');

/** A catalogue string in the pseudo-locale; markup (`<0>`, `<strong>`) is left as it is so Trans still finds its tags. */
export function pseudoText(text: string): string {
  let out = '';
  let inTag = false;
  for (const ch of text) {
    if (ch === '<') inTag = true;
    const accented = inTag ? ch : (ACCENT.get(ch) ?? ch);
    out += !inTag && VOWELS.has(ch) ? accented + accented : accented;
    if (ch === '>') inTag = false;
  }
  return `⟦${out}⟧`;
}

const postProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string) => pseudoText(value),
};

/** Turns the pseudo-locale on for the page's one instance (the shell and every remote), before it renders. */
export function applyPseudoLocale(i18n: I18n): void {
  i18n.use(postProcessor);
  i18n.options.postProcess = ['pseudo'];
}
