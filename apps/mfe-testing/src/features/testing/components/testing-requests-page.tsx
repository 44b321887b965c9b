import { useApiContract, useAuth } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import { isLaboratory, TESTING_REQUEST_STATUSES, type TestingRequestStatus } from '@seed/domain';
import { ButtonLink } from '@seed/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { testingRequestStatusLabel } from '../../../i18n/labels';
import { type SidedQuery, TwoSidedListPage } from '../../shared/two-sided-list-page';
import { RequestList } from './request-list';

const useRequests = (query: SidedQuery<TestingRequestStatus>) =>
  useApiQuery('testing', 'queue', { query }, { placeholderData: keepPreviousData });

/**
 * /testing-requests (issue 27): the organization's testing requests, Received (its queue as a
 * laboratory) and Sent (its own lots' samples), searched by sample number or lot id, with New
 * testing request.
 */
export function TestingRequestsPage() {
  const { t } = useTranslation();
  const { TestingQueueQuery } = useApiContract();
  const schema = useMemo(
    () => TestingQueueQuery.extend({ side: TestingQueueQuery.shape.side.unwrap().optional() }),
    [TestingQueueQuery],
  );
  const laboratory = useAuth((s) => isLaboratory(s.organization?.type));
  return (
    <TwoSidedListPage
      keys="list"
      schema={schema}
      statuses={TESTING_REQUEST_STATUSES}
      statusLabel={testingRequestStatusLabel}
      agency={laboratory}
      useList={useRequests}
      rows={(items, side) => <RequestList rows={items} side={side} />}
      newAction={<ButtonLink to="/testing-requests/new">{t('list.new')}</ButtonLink>}
    />
  );
}
