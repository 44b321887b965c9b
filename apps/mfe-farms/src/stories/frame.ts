// The frame of this remote's stories: its namespace and catalogue, at a screen's address.
import { apiFetch } from '@seed/auth';
import { remoteStory, type RemoteStoryOptions } from '@seed/ui/storybook';
import { i18n, NAMESPACE } from '../i18n/i18n';

export const farmsStory = (options: Omit<RemoteStoryOptions, 'name' | 'i18n'> = {}) =>
  remoteStory({ name: NAMESPACE, i18n, ...options });

/** Why the map shows its fallback in Storybook (no tiles, no GPU, no network). */
export const NO_MAP_MESSAGE = 'maps are not shown in Storybook';

/**
 * A story's `beforeEach` for the screens with a map, the geocoder or the overlap check: the
 * browser's settings (/config.json) and the API (/api/…) answer with a failure without a request,
 * so the map shows its fallback (its error banner) and the advisory checks stay silent, as when
 * the map cannot load. Everything else is fetched as usual. Undone after the story.
 *
 * The code of an API call loads on its first use: it is loaded here, before the story renders, so
 * the overlap check a boundary starts 600 ms later loads nothing while the story is being tested.
 */
export async function withoutMapOrApi() {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin === window.location.origin && (url.pathname === '/config.json' || url.pathname.startsWith('/api/')))
      return Promise.reject(new Error(NO_MAP_MESSAGE));
    return realFetch(input, init);
  };
  await apiFetch('farms', 'list', { query: {} }).catch(() => undefined);
  return () => {
    globalThis.fetch = realFetch;
  };
}
