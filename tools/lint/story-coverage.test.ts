import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The design system's promise: a designer can see every component a screen is built from
// without signing in. A component counts as pictured when a story renders it, directly or
// inside the component a story renders (its file is reached from a *.stories.tsx through the
// app's own imports). A new component no story reaches fails here, naming the file.
const root = path.resolve(import.meta.dirname, '../..');
const appsDir = path.join(root, 'apps');

/**
 * Files that render nothing a story could picture, each with its reason: route tables (a story
 * renders a route's page, not the router), guards and providers without markup, and the area
 * that loads a remote over the network.
 */
const NOT_PICTURED: Record<string, string> = {
  'apps/mfe-accounts/src/app/routes.tsx': 'route table',
  'apps/mfe-farms/src/app/routes.tsx': 'route table',
  'apps/mfe-seedlots/src/app/routes.tsx': 'route table',
  'apps/mfe-testing/src/app/routes.tsx': 'route table',
  'apps/mfe-transactions/src/app/routes.tsx': 'route table',
  'apps/mfe-varieties/src/app/routes.tsx': 'route table',
  'apps/shell/src/app/app.tsx': 'the providers around the router',
  'apps/shell/src/app/router.tsx': 'route table',
  'apps/shell/src/features/access/components/seed-company-workspace.tsx': 'a route guard: a redirect or its outlet',
  'apps/shell/src/features/query/query-provider.tsx': 'a provider, no markup',
  'apps/shell/src/features/remotes/components/remote-area.tsx':
    'loads a remote over the network; its fallbacks are the stories of remote-unavailable',
};

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file) : [file];
  });
}

const isTestFile = (file: string) => /\.(test|e2e)\.tsx?$/.test(file) || /[/\\](test|e2e)[/\\]/.test(file);
const isStoryFile = (file: string) => file.endsWith('.stories.tsx');
const isStorySupport = (file: string) => /[/\\]stories[/\\]/.test(file);
/** Entry files that only mount the app (bootstrap, main) render nothing of their own. */
const isEntryFile = (file: string) => /[/\\]src[/\\](bootstrap|main)\.tsx$/.test(file);

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every file of the app reached from its stories through relative imports, static or lazy. */
function reachedFromStories(files: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = files.filter(isStoryFile);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (target && !reached.has(target)) queue.push(target);
    }
  }
  return reached;
}

const apps = readdirSync(appsDir)
  .filter((app) => existsSync(path.join(appsDir, app, 'src')))
  .filter((app) => listFiles(path.join(appsDir, app, 'src')).some(isStoryFile));

describe('story coverage', () => {
  it('when the apps are read, then the ones with screens have stories', () => {
    expect(apps).toEqual(
      expect.arrayContaining([
        'mfe-accounts',
        'mfe-farms',
        'mfe-seedlots',
        'mfe-testing',
        'mfe-transactions',
        'mfe-varieties',
        'shell',
      ]),
    );
  });

  it.each(apps)('when %s is read, then a story renders each of its components', (app) => {
    const files = listFiles(path.join(appsDir, app, 'src'));
    const reached = reachedFromStories(files);
    const components = files.filter(
      (file) =>
        file.endsWith('.tsx') && !isTestFile(file) && !isStoryFile(file) && !isStorySupport(file) && !isEntryFile(file),
    );
    const unpictured = components
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((file) => !(file in NOT_PICTURED))
      .filter((file) => !reached.has(path.join(root, file)));
    expect(unpictured).toEqual([]);
  });

  it('when the exemptions are read, then each still names a file no story reaches', () => {
    for (const file of Object.keys(NOT_PICTURED)) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      const app = file.split('/')[1] as string;
      const reached = reachedFromStories(listFiles(path.join(appsDir, app, 'src')));
      expect(reached.has(path.join(root, file)), file).toBe(false);
    }
  });
});
