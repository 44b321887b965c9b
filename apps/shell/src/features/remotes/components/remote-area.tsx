import { Button, EmptyState, Spinner } from '@seed/ui';
import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { remoteRoutes, retryRemote, type RemoteName } from '../api/remote-registry';

class RemoteBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A remote failed to load or render', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RemoteRoutes({ name }: { name: RemoteName }) {
  const Routes = use(remoteRoutes(name));
  return <Routes />;
}

function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="p-4 lg:p-6" data-testid="remote-unavailable">
      <EmptyState
        title={t('remote.unavailableTitle')}
        description={t('remote.unavailableBody')}
        action={<Button onClick={onRetry}>{t('remote.retry')}</Button>}
      />
    </div>
  );
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
      fallback={
        <Unavailable
          onRetry={() => {
            retryRemote(name);
            setAttempt((n) => n + 1);
          }}
        />
      }
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
