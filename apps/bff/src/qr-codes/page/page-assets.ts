// The verification page's inline stylesheet (page.css) and script (script.ts), minified, and the
// sha-256 of each for the page's CSP. The production build minifies them (apps/bff/build.mjs) and
// puts the text into the bundle as SEED_VERIFICATION_PAGE_CSS and SEED_VERIFICATION_PAGE_SCRIPT;
// run from the TS sources (tsx, vitest), they are minified here once, when this module loads, with
// the same esbuild options (minify.json).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TransformOptions } from 'esbuild';
import minify from './minify.json' with { type: 'json' };

declare const SEED_VERIFICATION_PAGE_CSS: string | undefined;
declare const SEED_VERIFICATION_PAGE_SCRIPT: string | undefined;

/** Minifies one source file of this folder (dev and tests: esbuild is a dev dependency). */
function minified(file: string, options: TransformOptions): string {
  const { transformSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  return transformSync(readFileSync(new URL(file, import.meta.url), 'utf8'), options).code.trim();
}

const css =
  typeof SEED_VERIFICATION_PAGE_CSS === 'string'
    ? SEED_VERIFICATION_PAGE_CSS
    : minified('./page.css', minify.css as TransformOptions);
const script =
  typeof SEED_VERIFICATION_PAGE_SCRIPT === 'string'
    ? SEED_VERIFICATION_PAGE_SCRIPT
    : minified('./script.ts', minify.script as TransformOptions);

// inlined in <style> and <script>: a closing tag inside would end them early
if (/<\/(style|script)/i.test(css + script)) throw new Error('the verification page’s assets hold a closing tag');

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** The page's stylesheet and script as inlined, each with its hash for the CSP ('sha256-…'). */
export const PAGE_ASSETS = {
  css,
  script,
  cssHash: `sha256-${sha256(css)}`,
  scriptHash: `sha256-${sha256(script)}`,
} as const;
