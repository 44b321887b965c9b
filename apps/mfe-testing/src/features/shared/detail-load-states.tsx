import { ApiError } from '@seed/auth';
import { ButtonLink, EmptyState, ErrorBanner, Spinner, TextLink } from '@seed/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether an error means there is no such item for this organization (unknown, malformed or another's). */
const isNotFound = (error: Error) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The states of a detail page read by one request (a testing request, an application): loading; not
 * found (the API's words, and the way back to the list); another failure in a banner; else the page.
 */
export function DetailLoadStates<T>({
  query,
  notFound,
  notFoundHint,
  loadFailed,
  back,
  children,
}: {
  query: UseQueryResult<T, Error>;
  notFound: string;
  notFoundHint: string;
  loadFailed: (message: string) => string;
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (query.isError) {
    if (isNotFound(query.error))
      return (
        <section className="p-4 lg:p-6">
          <EmptyState
            title={notFound}
            description={notFoundHint}
            action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
          />
        </section>
      );
    return (
      <section className="space-y-4 p-4 lg:p-6">
        <ErrorBanner message={loadFailed(query.error.message)} />
        <TextLink to={back.to} underline="always">
          {back.label}
        </TextLink>
      </section>
    );
  }
  return <>{children(query.data)}</>;
}
