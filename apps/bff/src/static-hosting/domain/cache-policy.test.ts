import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['static/js/main.3f9a1c2b.js', IMMUTABLE],
    ['static/js/async/812.3f9a1c2b.js', IMMUTABLE],
    ['static/css/index.0a1b2c3d.css', IMMUTABLE],
    ['static/svg/logo.svg', IMMUTABLE],
    ['assets/chunk-3f9a1c2b.js', IMMUTABLE],
    ['index.html', REVALIDATE],
    ['legal/terms.html', REVALIDATE],
    ['mf-manifest.json', REVALIDATE],
    ['remotes.json', REVALIDATE],
    ['config.json', REVALIDATE],
    ['remoteEntry.js', REVALIDATE],
    ['favicon.ico', REVALIDATE],
  ])('when the file is %s, then %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
