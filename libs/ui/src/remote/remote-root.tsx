import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Spinner } from '../components/spinner';

// The scaffolding every remote's route tree repeats. It lives in @seed/ui, which each remote
// compiles into its own bundle; i18next and react-i18next are the host's shared singletons (one
// download for the page), while each remote keeps its own instance and catalogue, provided here.

/**
 * A remote's own i18next instance: each remote owns its catalogue so it can be redeployed
 * without the shell. English (the spec's wording) is the source; Hindi is one more entry.
 */
export function createRemoteI18n(translation: ResourceKey): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en',
    fallbackLng: 'en',
    resources: { en: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** A page component loaded on first render from a module that exports it by name (one chunk per screen). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export interface RemoteRootProps {
  /** The federation container name, e.g. `mfe_farms`; marks the remote's area in the page (`data-remote`). */
  name: string;
  /** The remote's i18next instance (createRemoteI18n). */
  i18n: I18n;
  children: ReactNode;
}

/** The frame of a remote's route tree: its translations, its marked area and a spinner while a screen loads. */
export function RemoteRoot({ name, i18n, children }: RemoteRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <div data-remote={name}>
        <Suspense
          fallback={
            <div className="flex min-h-[50vh] items-center justify-center">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </div>
    </I18nextProvider>
  );
}
