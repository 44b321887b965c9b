import { apiQueryKey, useApiMutation, useApiQuery } from '@seed/auth/query';
import { ErrorBanner, notify } from '@seed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The admins' switch "Accept incoming transfers manually": on, incoming sales and transfers
 * wait as PENDING until accepted or declined; off, they complete at once.
 */
export function SettingsSwitch() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useApiQuery('transactions', 'settings');
  // The saved settings are the answer: shown as they are, without another read.
  const update = useApiMutation('transactions', 'updateSettings', {
    onSuccess: (saved) => client.setQueryData(apiQueryKey('transactions', 'settings'), saved),
  });
  const labelId = useId();
  const hintId = useId();
  const on = update.isPending
    ? Boolean(update.variables?.body.accept_transfers_manually)
    : Boolean(settings.data?.accept_transfers_manually);

  const toggle = () =>
    update.mutate(
      { body: { accept_transfers_manually: !on } },
      {
        onSuccess: (saved) =>
          notify('success', saved.accept_transfers_manually ? t('settings.savedOn') : t('settings.savedOff')),
        onError: (e) => notify('error', t('settings.saveFailed'), e.message),
      },
    );

  if (settings.isError) return <ErrorBanner message={`${t('settings.loadFailed')}: ${settings.error.message}`} />;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={settings.isPending || update.isPending}
        onClick={toggle}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 disabled:opacity-60 ${on ? 'bg-green-600' : 'bg-gray-300'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </button>
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-gray-900">
          {t('settings.manual')}
        </p>
        <p id={hintId} className="text-sm text-gray-600">
          {t('settings.hint')}
        </p>
      </div>
    </div>
  );
}
