// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text asset of a
// production build, so the BFF (or a CDN) sends a phone the smallest encoding without compressing
// on each request: the hashed files never change, so they are compressed once, here.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text, and over a kilobyte (smaller answers go as they are). */
const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

/** Compresses the text files of `dir` next to themselves (file.br, file.gz). */
export async function precompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true }))
    .filter((file) => TEXT.test(file))
    .map((file) => join(dir, file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** Precompresses the output of `rsbuild build` (not of the dev server). */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'seed:precompress',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        await precompress(api.context.distPath);
      });
    },
  };
}
