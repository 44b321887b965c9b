import { createRemoteI18n, mergedParts } from '@seed/ui';
import en from './en.json';

/** This remote's namespace in the page's i18next instance (its federation container's name). */
export const NAMESPACE = 'mfe_testing';

/**
 * The remote's catalogue (see createRemoteI18n). A screen that ships its English with its own
 * chunk adds it to this namespace; a translated language loads every part at once, when first used.
 */
export const i18n = createRemoteI18n(NAMESPACE, en, {
  hi: () =>
    mergedParts(
      { load: () => import('./hi.json') },
      { load: () => import('./detail.hi.json') },
      { load: () => import('./form.hi.json') },
      { load: () => import('./certification.hi.json') },
    ),
  mr: () =>
    mergedParts(
      { load: () => import('./mr.json') },
      { load: () => import('./detail.mr.json') },
      { load: () => import('./form.mr.json') },
      { load: () => import('./certification.mr.json') },
    ),
});
