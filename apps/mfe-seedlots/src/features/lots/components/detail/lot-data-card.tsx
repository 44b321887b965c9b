import { ApiError, useAuth } from '@seed/auth';
import { Button, Card, ErrorBanner, Spinner } from '@seed/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLotsTranslation } from '../../i18n';

/** A label and its value, side by side from the small breakpoint and stacked on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-1 sm:grid-cols-3 sm:gap-2">
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Whether the caller may read a lot's testing and certification: its admins and managers. */
export const useCanManageLot = () => useAuth((s) => s.role === 'admin' || s.role === 'manager');

/**
 * A card of the lot detail fed by its own request (Quality, issue 27; Certification, issue 28): a
 * region named by its title, with the states every such card has — a sentence for a member without
 * a role (no request is made), loading, "kept by its grower and owners" for a lot the organization
 * only sees (404), a load failure with Retry — and `children` with the answer. `keys` is the card's
 * i18n prefix: title, rolesOnly, loading, notOurs, loadFailed and retry under it.
 */
export function LotDataCard<T>({
  keys,
  testId,
  canManage,
  query,
  children,
}: {
  keys: 'detail.quality' | 'detail.certification';
  testId: string;
  canManage: boolean;
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLotsTranslation();
  let body: ReactNode;
  if (!canManage) body = <p className="text-sm text-gray-600">{t(`${keys}.rolesOnly`)}</p>;
  else if (query.isPending)
    body = (
      <div className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" label={t(`${keys}.loading`)} />
        <span aria-hidden="true">{t(`${keys}.loading`)}</span>
      </div>
    );
  else if (query.isError)
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <p className="text-sm text-gray-600">{t(`${keys}.notOurs`)}</p>
      ) : (
        <div className="space-y-3">
          <ErrorBanner message={t(`${keys}.loadFailed`)} />
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()} loading={query.isRefetching}>
            {t(`${keys}.retry`)}
          </Button>
        </div>
      );
  else body = children(query.data);
  return (
    <Card title={t(`${keys}.title`)} data-testid={testId}>
      {body}
    </Card>
  );
}
