import type { i18n as I18n, ResourceKey } from 'i18next';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Spinner } from '../components/spinner';
import { addCatalogue, type Translations } from './page-i18n';

// The scaffolding every remote's route tree repeats. It lives in @seed/ui, which each remote
// compiles into its own bundle; i18next and react-i18next are the host's shared singletons (one
// download and one language for the page), in which each remote's catalogue is a namespace named
// after its federation container, so a remote can still be redeployed without the shell.

/** A remote's catalogue in the page's instance: its namespace, English now, its translations on demand. */
export function createRemoteI18n(name: string, english: ResourceKey, translations: Translations): I18n {
  return addCatalogue(name, english, translations);
}

/** A page component loaded on first render from a module that exports it by name (one chunk per screen). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export interface RemoteRootProps {
  /** The federation container name, e.g. `mfe_farms`: the remote's namespace, and its area in the page (`data-remote`). */
  name: string;
  /** The page's i18next instance, as createRemoteI18n answers it. */
  i18n: I18n;
  children: ReactNode;
}

/** The frame of a remote's route tree: its translations, its marked area and a spinner while a screen loads. */
export function RemoteRoot({ name, i18n, children }: RemoteRootProps) {
  return (
    <I18nextProvider i18n={i18n} defaultNS={name}>
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
