// The fonts of the BFF's A4 reports (the seed analysis report, the trace report): Noto Sans
// Devanagari, which sets Latin too, so names written in Hindi or Marathi print as written. Read
// once, on the first report.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;
let fonts: Record<keyof typeof FONT_FILES, Buffer> | undefined;

export function reportFonts(): Record<keyof typeof FONT_FILES, Buffer> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = {
      regular: readFileSync(require.resolve(FONT_FILES.regular)),
      bold: readFileSync(require.resolve(FONT_FILES.bold)),
    };
  }
  return fonts;
}
