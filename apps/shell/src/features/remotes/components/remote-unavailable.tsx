import { Button, EmptyState } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { IncompatibleRemoteError } from '../api/incompatible-remote-error';

/**
 * What a remote's area shows when the remote cannot be used: a build that needs another version
 * of a shared library than the portal provides (named, for whoever deploys it), or one that did
 * not load or threw while rendering (with Retry).
 */
export function RemoteUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof IncompatibleRemoteError) {
    // A heading, so screen-reader users find why the section is empty as they find any page's title.
    return (
      <section className="flex flex-col items-center gap-3 px-4 py-12 text-center" data-testid="remote-incompatible">
        <h1 className="text-base font-semibold text-gray-900">
          {t('remote.incompatibleTitle', {
            remote: error.release?.buildName ?? error.remote,
            version: error.release?.buildVersion ?? t('remote.unknownVersion'),
          })}
        </h1>
        <p className="max-w-md text-sm text-gray-600">
          {t('remote.incompatibleBody', {
            pkgName: error.pkgName,
            requiredVersion: error.requiredVersion,
            providedVersion: error.providedVersion,
          })}
        </p>
      </section>
    );
  }
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
