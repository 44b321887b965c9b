// One flat config for the workspace. The Nx rule enforces the project tags of
// ENGINEERING.md: a remote depends only on its own scope and scope:shared, libs/domain on
// nothing but zod, and no remote imports another remote.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';

export default [
  {
    ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/.nx/**', '**/.data/**', '**/@mf-types/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@nx': nx, import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Stale values in effects and memos are real bugs here (a map that never refits, a
      // search that reads an old filter): fix the dependencies, never silence the rule.
      'react-hooks/exhaustive-deps': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Plain constants of libs/domain are imported statically, its zod schemas lazily.
          checkDynamicDependenciesExceptions: ['@seed/domain'],
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
            { sourceTag: 'scope:accounts', onlyDependOnLibsWithTags: ['scope:accounts', 'scope:shared'] },
            { sourceTag: 'scope:farms', onlyDependOnLibsWithTags: ['scope:farms', 'scope:shared'] },
            { sourceTag: 'scope:seedlots', onlyDependOnLibsWithTags: ['scope:seedlots', 'scope:shared'] },
            { sourceTag: 'scope:transactions', onlyDependOnLibsWithTags: ['scope:transactions', 'scope:shared'] },
            { sourceTag: 'scope:varieties', onlyDependOnLibsWithTags: ['scope:varieties', 'scope:shared'] },
            { sourceTag: 'scope:bff', onlyDependOnLibsWithTags: ['scope:bff', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], allowedExternalImports: ['zod', 'zod/*'] },
          ],
        },
      ],
    },
  },
  {
    // One way from a remote to the contract's zod schemas: the host's copy through the shared
    // @seed/auth (loadApiContract, useApiContract). A remote's own import('@seed/domain') would
    // ship a second zod in its bundle. Constants and types are imported statically as usual.
    files: ['apps/mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.value='@seed/domain']",
          message: "Load the contract's schemas with loadApiContract() or useApiContract() from @seed/auth.",
        },
      ],
    },
  },
  {
    // Issue 30: every word a screen shows comes through its catalogue (English, Hindi, Marathi),
    // so no text is written straight into JSX; attributes (routes, variants) are not words.
    files: ['apps/*/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  {
    // Tests of libs/domain may use the test runner; its source may not.
    files: ['libs/domain/**/*.test.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], allowedExternalImports: ['zod', 'zod/*', 'vitest'] },
          ],
        },
      ],
    },
  },
];
