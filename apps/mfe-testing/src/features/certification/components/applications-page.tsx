import '../../../i18n/certification';
import { useApiContract, useAuth } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import { CERTIFICATION_STATUSES, type CertificationStatus, isCertificationAgency } from '@seed/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { certificationStatusLabel } from '../../../i18n/labels';
import { type SidedQuery, TwoSidedListPage } from '../../shared/two-sided-list-page';
import { ApplicationList } from './application-list';

const useApplications = (query: SidedQuery<CertificationStatus>) =>
  useApiQuery('certification', 'listApplications', { query }, { placeholderData: keepPreviousData });

/**
 * /certification (issue 28): the organization's certification applications, Received (its queue
 * as a certification agency) and Sent (its own lots' applications), searched by application number
 * or lot id. A company applies from its production lot's Certification card, so there is no New.
 */
export function CertificationApplicationsPage() {
  const { CertificationApplicationsQuery } = useApiContract();
  const schema = useMemo(
    () =>
      CertificationApplicationsQuery.extend({
        side: CertificationApplicationsQuery.shape.side.unwrap().optional(),
      }),
    [CertificationApplicationsQuery],
  );
  const agency = useAuth((s) => isCertificationAgency(s.organization?.type));
  return (
    <TwoSidedListPage
      keys="cert.list"
      schema={schema}
      statuses={CERTIFICATION_STATUSES}
      statusLabel={certificationStatusLabel}
      agency={agency}
      useList={useApplications}
      rows={(items, side) => <ApplicationList rows={items} side={side} />}
    />
  );
}
