import { Button, notify } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/**
 * A claim code shown once (it is kept hashed): copy it, or print it for the supplier, with how
 * they redeem it.
 */
export function ClaimCodePanel({ code, lotId }: { code: string; lotId: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      .writeText(code)
      .then(() => notify('success', t('claimCode.copied')))
      .catch(() => notify('error', t('claimCode.copyFailed')));
  return (
    <div className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4" data-testid="claim-code-panel">
      <p className="text-sm text-gray-800">{t('claimCode.intro', { id: lotId })}</p>
      <p
        className="text-center font-mono text-xl font-semibold tracking-wider text-gray-900 select-all"
        data-testid="claim-code"
      >
        {code}
      </p>
      <p className="text-xs text-gray-600">{t('claimCode.howTo')}</p>
      <p className="text-xs font-medium text-gray-700">{t('claimCode.once')}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('claimCode.copy')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => window.print()}>
          {t('claimCode.print')}
        </Button>
      </div>
    </div>
  );
}
