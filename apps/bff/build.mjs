// Bundles the BFF for Node 20: our sources and the @seed/* workspace libs go into the
// bundle, every other package stays an import resolved from node_modules at run time. The
// verification page's stylesheet and script are minified here and go into the bundle as text
// (src/qr-codes/page/page-assets.ts reads them, and minifies the sources itself without a build).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/** Bare imports are external, except the workspace's own @seed/* libs. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@seed/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** A file of the verification page, minified with the options the page's own module uses. */
const pageDir = path.join(here, 'src/qr-codes/page');
const pageOptions = JSON.parse(readFileSync(path.join(pageDir, 'minify.json'), 'utf8'));
const minifiedPageFile = async (file, options) =>
  (await transform(readFileSync(path.join(pageDir, file), 'utf8'), options)).code.trim();

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/db/migrate-cli.ts',
    // label sheets and PNG QR images are made in worker threads that load this file beside main.js
    // (qr-codes/domain/label-printer.ts)
    'label-worker': 'src/qr-codes/domain/label-worker.ts',
    // report photos are decoded and re-encoded in worker threads (qr-codes/domain/report-photo.ts)
    'photo-worker': 'src/qr-codes/domain/photo-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  define: {
    SEED_VERIFICATION_PAGE_CSS: JSON.stringify(await minifiedPageFile('page.css', pageOptions.css)),
    SEED_VERIFICATION_PAGE_SCRIPT: JSON.stringify(await minifiedPageFile('script.ts', pageOptions.script)),
  },
  plugins: [externalNodeModules],
  logLevel: 'info',
});
