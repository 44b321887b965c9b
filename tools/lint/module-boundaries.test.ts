import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint target enforces the tags of ENGINEERING.md; these cases prove it fails on a
// forbidden import (and stays quiet on an allowed one).
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // The rule reads Nx's cached project graph; make sure it exists (as `nx lint` would).
  execFileSync(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: 'ignore',
  });
  eslint = new ESLint({ cwd: root });
}, 60_000);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  it('when a remote imports another remote, then lint fails', async () => {
    const errors = await boundaryErrors(
      'apps/mfe-farms/src/app/forbidden.ts',
      "import Routes from '../../../mfe-seedlots/src/app/routes';\nexport default Routes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('when a remote imports a shared lib, then lint passes', async () => {
    const errors = await boundaryErrors(
      'apps/mfe-farms/src/app/allowed.ts',
      "import { Button } from '@seed/ui';\nexport { Button };\n",
    );
    expect(errors).toEqual([]);
  });

  it('when libs/domain imports anything but zod, then lint fails', async () => {
    const errors = await boundaryErrors(
      'libs/domain/src/forbidden.ts',
      "import { useState } from 'react';\nexport { useState };\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('when a shared lib imports an app, then lint fails', async () => {
    const errors = await boundaryErrors(
      'libs/ui/src/forbidden.ts',
      "import Routes from '../../../apps/mfe-farms/src/app/routes';\nexport default Routes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('when the shell imports a remote directly instead of loading it at run time, then lint fails', async () => {
    const errors = await boundaryErrors(
      'apps/shell/src/app/forbidden.ts',
      "import Routes from '../../../mfe-farms/src/app/routes';\nexport default Routes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});
