import { Spinner } from '@seed/ui';
import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { IncompatibleRemoteError } from '../api/incompatible-remote-error';
import { remoteRoutes, retryRemote, type RemoteName } from '../api/remote-registry';
import remoteEn from '../remote.en.json';
import { RemoteUnavailable } from './remote-unavailable';

// Loaded with the first remote, not with the landing page (the shell's first-visit budget).
i18n.addResourceBundle('en', 'translation', { remote: remoteEn }, true, false);

class RemoteBoundary extends Component<
  { fallback: (error: unknown) => ReactNode; children: ReactNode },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidCatch(error: unknown) {
    // The registry has already logged an incompatible remote with its details.
    if (!(error instanceof IncompatibleRemoteError)) console.error('A remote failed to load or render', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function RemoteRoutes({ name }: { name: RemoteName }) {
  const Routes = use(remoteRoutes(name));
  return <Routes />;
}

/**
 * Renders one remote's route tree in its area of the page. If the remote cannot be fetched or
 * throws while rendering, only this area shows the fallback; Retry loads it afresh.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // Keyed by remote too: the shell reuses this element across routes, and a failure of the
  // farms remote must not stick to the seed-lots area that replaces it.
  return (
    <RemoteBoundary
      key={`${name}:${attempt}`}
      fallback={(error) => (
        <RemoteUnavailable
          error={error}
          onRetry={() => {
            retryRemote(name);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense
        fallback={
          <div className="flex justify-center p-10">
            <Spinner label={t('app.loading')} />
          </div>
        }
      >
        <RemoteRoutes name={name} />
      </Suspense>
    </RemoteBoundary>
  );
}
