import '../../../i18n/detail';
import { ApiError } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import {
  formatDate,
  formatMoney,
  formatQuantity,
  manifestStatusColor,
  manifestTypeColor,
  TRANSACTION_MESSAGES as M,
  type Transaction,
  type TransactionItem,
} from '@seed/domain';
import { Button, Card, Dialog, ErrorBanner, notify, StatusBadge, TextLink } from '@seed/ui';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAcceptTransaction, useCancelTransaction } from '../api/transaction-actions';
import { fromText, toText } from '../utils/format';
import { LoadingScreen, RefusedScreen } from './screen-states';

/** Whether an error means there is no such manifest for this user (unknown, malformed id or another organization's). */
const isNotFound = (error: Error) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /transactions/{id}: one manifest, its items with links to the lots, and what the user may do with it now. */
export function TransactionDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useApiQuery('transactions', 'get', { params: { id } }, { retry: false });

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    if (isNotFound(query.error))
      return (
        <RefusedScreen
          title={M.notFound}
          reason={t('detail.notFoundHint')}
          to="/transactions"
          action={t('detail.back')}
        />
      );
    return (
      <section className="space-y-4 p-4 lg:p-6">
        <ErrorBanner message={t('detail.loadFailed', { message: query.error.message })} />
        <TextLink to="/transactions" underline="always">
          {t('detail.back')}
        </TextLink>
      </section>
    );
  }
  return <TransactionDetail transaction={query.data} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 text-sm sm:grid-cols-[9rem_1fr]">
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

function LotLink({ id, visible }: { id: string; visible: boolean }) {
  return visible ? (
    <TextLink to={`/seed-lots/${encodeURIComponent(id)}`} underline="always" className="break-all">
      {id}
    </TextLink>
  ) : (
    <span className="break-all">{id}</span>
  );
}

function ItemCard({ item, t }: { item: TransactionItem; t: TFunction }) {
  const unit = t(`units.${item.unit}`);
  return (
    <li className="rounded-md border border-gray-200 p-3">
      <dl className="space-y-1">
        <Fact label={t('detail.lot')}>
          <LotLink id={item.lotId} visible={item.lotVisible} />
        </Fact>
        <Fact label={t('detail.cropVariety')}>
          {`${item.crop || t('common.unknownCrop')} - ${item.variety || t('common.unknownVariety')}`}
        </Fact>
        <Fact label={t('detail.quantity')}>{`${formatQuantity(item.quantity)} ${unit}`}</Fact>
        {item.pricePerUnit != null && (
          <Fact label={t('detail.price')}>{formatMoney(item.pricePerUnit, item.currency)}</Fact>
        )}
        {item.notes && <Fact label={t('detail.itemNotes')}>{item.notes}</Fact>}
        {item.soldUntested && (
          <Fact label={t('detail.seedTest')}>
            <span data-testid="sold-untested">{t('detail.soldUntested')}</span>
          </Fact>
        )}
      </dl>
      {item.deliveredLotId && (
        <p className="mt-2 text-sm text-gray-700" data-testid="delivered-lot">
          {item.deliveredLotVisible ? (
            <TextLink to={`/seed-lots/${encodeURIComponent(item.deliveredLotId)}`} underline="always">
              {t('detail.receivedAs', { lot: item.deliveredLotId })}
            </TextLink>
          ) : (
            t('detail.receivedAs', { lot: item.deliveredLotId })
          )}
        </p>
      )}
    </li>
  );
}

type Confirm = 'cancel' | 'decline';

function TransactionDetail({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const accept = useAcceptTransaction();
  const cancel = useCancelTransaction();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = accept.isPending || cancel.isPending;

  const onError = (e: Error) => {
    setConfirm(null);
    setFailure(e.message);
    notify('error', t('detail.actionFailed'), e.message);
  };
  const doAccept = () => {
    setFailure(null);
    accept.mutate({ params: { id: transaction.id } }, { onSuccess: () => notify('success', M.accepted), onError });
  };
  const doCancel = (kind: Confirm) => {
    setFailure(null);
    cancel.mutate(
      { params: { id: transaction.id } },
      {
        onSuccess: () => {
          setConfirm(null);
          notify('success', kind === 'decline' ? M.declined : M.cancelled);
        },
        onError,
      },
    );
  };
  const hasActions = transaction.canAccept || transaction.canDecline || transaction.canCancel;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl space-y-6 p-4 lg:p-6">
      <TextLink to="/transactions" underline="always" className="text-sm">
        {t('detail.back')}
      </TextLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
            {t('detail.title')}
          </h1>
          <div className="flex flex-wrap gap-2">
            <StatusBadge color={manifestTypeColor(transaction.type)}>
              {t(`manifestType.${transaction.type}`, { defaultValue: transaction.type })}
            </StatusBadge>
            <StatusBadge color={manifestStatusColor(transaction.status)}>
              {t(`manifestStatus.${transaction.status}`, { defaultValue: transaction.status })}
            </StatusBadge>
          </div>
        </div>
        {hasActions && (
          <div className="flex flex-wrap gap-2">
            {transaction.canAccept && (
              <Button loading={accept.isPending} disabled={busy} onClick={doAccept}>
                {t('detail.accept')}
              </Button>
            )}
            {transaction.canDecline && (
              <Button variant="secondary" disabled={busy} onClick={() => setConfirm('decline')}>
                {t('detail.decline')}
              </Button>
            )}
            {transaction.canCancel && (
              <Button variant="danger" disabled={busy} onClick={() => setConfirm('cancel')}>
                {t('detail.cancel')}
              </Button>
            )}
          </div>
        )}
      </div>
      {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}

      <Card>
        <dl className="space-y-2">
          <Fact label={t('detail.type')}>
            {t(`manifestType.${transaction.type}`, { defaultValue: transaction.type })}
          </Fact>
          <Fact label={t('detail.status')}>
            {t(`manifestStatus.${transaction.status}`, { defaultValue: transaction.status })}
          </Fact>
          <Fact label={t('detail.date')}>{formatDate(transaction.date)}</Fact>
          <Fact label={t('detail.from')}>{fromText(t, transaction)}</Fact>
          <Fact label={t('detail.to')}>
            {transaction.status === 'AWAITING_CLAIM' && transaction.toEmail && !transaction.to
              ? t('detail.awaitingEmail', { email: transaction.toEmail })
              : toText(t, transaction)}
          </Fact>
          {transaction.settledAt && <Fact label={t('detail.settled')}>{formatDate(transaction.settledAt)}</Fact>}
          <Fact label={t('detail.notes')}>
            <span className="whitespace-pre-line">{transaction.notes || t('common.none')}</span>
          </Fact>
        </dl>
        <p className="mt-3 text-xs text-gray-500">{t(`detail.direction.${transaction.direction}`)}</p>
      </Card>

      <Card title={t('detail.items')}>
        {transaction.items.length === 0 ? (
          <p className="text-sm text-gray-500">{t('detail.noItems')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label={t('detail.items')}>
            {transaction.items.map((item, index) => (
              <ItemCard key={`${item.lotId}-${index}`} item={item} t={t} />
            ))}
          </ul>
        )}
      </Card>

      {confirm && (
        <Dialog
          open
          onClose={() => setConfirm(null)}
          title={confirm === 'cancel' ? t('detail.confirmCancelTitle') : t('detail.confirmDeclineTitle')}
          description={confirm === 'cancel' ? t('detail.confirmCancel') : t('detail.confirmDecline')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {t('detail.keep')}
              </Button>
              <Button variant="danger" loading={cancel.isPending} onClick={() => doCancel(confirm)}>
                {confirm === 'cancel' ? t('detail.cancel') : t('detail.decline')}
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}
