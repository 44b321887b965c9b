import '../../../i18n/claim';
import { ApiError } from '@seed/auth';
import { useApiMutation, useApiQuery } from '@seed/auth/query';
import {
  formatDate,
  formatQuantity,
  manifestStatusColor,
  TRANSACTION_MESSAGES as M,
  type TransferClaimPreview,
} from '@seed/domain';
import { Button, ButtonLink, Card, ErrorBanner, notify, StatusBadge } from '@seed/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from './screen-states';

/** The words of a refusal: the server's (spec wording), or the contract's for a 429 without a body. */
function refusalOf(error: Error): string {
  if (error instanceof ApiError && error.status === 429) return M.claimTooManyAttempts;
  return error.message || M.claimInvalid;
}

/** Why a previewed transfer can no longer be claimed, if it cannot. */
function closedReason(preview: TransferClaimPreview): string | null {
  if (preview.status === 'AWAITING_CLAIM') return null;
  return preview.status === 'CANCELLED' ? M.claimCancelled : M.claimUsed;
}

/**
 * /transactions/claim?token=…: the page the e-mailed recipient of a transfer opens (signed in:
 * the shell sends a signed-out visitor to log in first and back here). It shows who sent what
 * and claims the transfer for the user's organization.
 */
export function ClaimTransferPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  // What the e-mailed link holds. A read (POST only to keep the token out of logs): cached, never
  // retried, since the server counts attempts (429).
  const preview = useApiQuery(
    'transactions',
    'previewClaim',
    { body: { token } },
    { enabled: token !== '', retry: false, refetchOnWindowFocus: false },
  );

  const frame = (body: ReactNode) => (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-6 p-4 lg:p-6">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('claim.title')}
        </h1>
        <p className="text-sm text-gray-600">{t('claim.subtitle')}</p>
      </div>
      {body}
    </section>
  );

  if (!token) return frame(<Refusal message={M.claimInvalid} />);
  if (preview.isPending) return <LoadingScreen />;
  if (preview.isError) return frame(<Refusal message={refusalOf(preview.error)} />);
  return frame(<ClaimCard token={token} preview={preview.data} />);
}

function Refusal({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <ErrorBanner message={message} />
      <ButtonLink to="/seed-lots">{t('claim.goToLots')}</ButtonLink>
    </div>
  );
}

function ClaimCard({ token, preview }: { token: string; preview: TransferClaimPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Taking the transfer moves the lots into the user's organization: transactions and seed lots refresh.
  const claim = useApiMutation('transactions', 'claim', { invalidates: ['transactions', 'seedLots'] });
  const [failure, setFailure] = useState<string | null>(null);
  const closed = closedReason(preview);

  const submit = () => {
    setFailure(null);
    claim.mutate(
      { body: { token } },
      {
        onSuccess: () => {
          notify('success', M.claimed);
          navigate('/seed-lots');
        },
        onError: (e) => setFailure(refusalOf(e)),
      },
    );
  };

  return (
    <div className="space-y-4">
      {closed && <ErrorBanner message={closed} />}
      {failure && <ErrorBanner message={failure} />}
      <Card>
        <dl className="space-y-2 text-sm">
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <dt className="text-gray-500">{t('claim.from')}</dt>
            <dd className="font-medium text-gray-900" data-testid="claim-from">
              {preview.from}
            </dd>
          </div>
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <dt className="text-gray-500">{t('claim.date')}</dt>
            <dd className="text-gray-900">{formatDate(preview.date)}</dd>
          </div>
          {preview.toEmail && (
            <div className="grid grid-cols-[6rem_1fr] gap-2">
              <dt className="text-gray-500">{t('claim.sentTo')}</dt>
              <dd className="break-all text-gray-900">{preview.toEmail}</dd>
            </div>
          )}
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <dt className="text-gray-500">{t('claim.status')}</dt>
            <dd>
              <StatusBadge color={manifestStatusColor(preview.status)}>
                {t(`manifestStatus.${preview.status}`, { defaultValue: preview.status })}
              </StatusBadge>
            </dd>
          </div>
          {preview.notes && (
            <div className="grid grid-cols-[6rem_1fr] gap-2">
              <dt className="text-gray-500">{t('claim.notes')}</dt>
              <dd className="whitespace-pre-line text-gray-900">{preview.notes}</dd>
            </div>
          )}
        </dl>
      </Card>
      <Card title={t('claim.items')}>
        <ul className="space-y-2 text-sm" data-testid="claim-items">
          {preview.items.map((item, index) => (
            <li key={`${item.lotId}-${index}`} className="rounded-md border border-gray-200 p-3">
              <p className="font-medium text-gray-900">
                {t('claim.item', {
                  crop: item.crop || t('common.unknownCrop'),
                  variety: item.variety || t('common.unknownVariety'),
                  quantity: formatQuantity(item.quantity),
                  unit: t(`units.${item.unit}`),
                })}
              </p>
              <p className="break-all text-gray-500">{t('claim.lot', { lot: item.lotId })}</p>
            </li>
          ))}
        </ul>
      </Card>
      {!closed && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-600">{t('claim.explain')}</p>
          <Button onClick={submit} loading={claim.isPending}>
            {claim.isPending ? t('claim.claiming') : t('claim.claim')}
          </Button>
        </div>
      )}
    </div>
  );
}
