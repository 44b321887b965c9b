// node --test scripts/lib/
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missingOptionalPackages, missingOptionalPackagesIn } from './lockfile.mjs';
import { repoRoot } from './system.mjs';

describe('missingOptionalPackages', () => {
  it('when the committed lockfile is read, then every platform package it declares is in it (npm ci works on every platform)', () => {
    assert.deepEqual(missingOptionalPackagesIn(repoRoot), []);
  });

  it('when a platform binding is declared but absent, then it is named with its dependent', () => {
    const lock = {
      packages: {
        '': { devDependencies: { '@rspack/core': '^2' } },
        'node_modules/@rspack/binding': {
          optionalDependencies: { '@rspack/binding-linux-x64-gnu': '2.3.2', '@rspack/binding-darwin-arm64': '2.3.2' },
        },
        'node_modules/@rspack/binding-linux-x64-gnu': { optional: true },
      },
    };
    assert.deepEqual(missingOptionalPackages(lock), ['node_modules/@rspack/binding → @rspack/binding-darwin-arm64@2.3.2']);
  });

  it('when the optional package is nested under its dependent or hoisted to the root, then it counts as present', () => {
    const lock = {
      packages: {
        'node_modules/a': { optionalDependencies: { b: '1', c: '1' } },
        'node_modules/a/node_modules/b': {},
        'node_modules/c': {},
        'node_modules/d/node_modules/e': { optionalDependencies: { c: '1' } },
      },
    };
    assert.deepEqual(missingOptionalPackages(lock), []);
  });
});
