import '../../../i18n/certification';
import { useAuth } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import {
  CERTIFICATION_MESSAGES as M,
  CERTIFICATION_STATUS_COLORS,
  type CertificationApplicationDetail,
  formatDate,
  formatQuantity,
  LOT_QUALITY_COLORS,
} from '@seed/domain';
import { Card, StatusBadge, TextLink } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { areaUnitLabel, certificationStatusLabel, qualityText, seedClassLabel } from '../../../i18n/labels';
import { boundaryPoints, mapLink } from '../utils/application-text';
import { CertificateForm, InspectionForm, RevokeCertificate } from './agency-actions';
import { BoundaryOutline } from './boundary-outline';
import { CertificateFacts } from './certificate-facts';
import { DetailLoadStates } from '../../shared/detail-load-states';
import { Fact } from '../../shared/fact';
import { InspectionList } from './inspection-list';

/**
 * /certification/{id} (issue 28): one application for certification, for the company that made
 * it and for its agency, with the lot's facts, the seed plot, the field inspections, the
 * certificate, and the agency's forms while it has something to do.
 */
export function CertificationApplicationDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useApiQuery('certification', 'getApplication', { params: { id } }, { retry: false });

  return (
    <DetailLoadStates
      query={query}
      notFound={M.applicationNotFound}
      notFoundHint={t('cert.detail.notFoundHint')}
      loadFailed={(message) => t('cert.detail.loadFailed', { message })}
      back={{ to: '/certification', label: t('cert.detail.back') }}
    >
      {(application) => <ApplicationDetail application={application} />}
    </DetailLoadStates>
  );
}

function ApplicationDetail({ application }: { application: CertificationApplicationDetail }) {
  const { t } = useTranslation();
  const role = useAuth((s) => s.role);
  // The agency's admins and managers act (the API's roles); the company only reads.
  const canAct = application.isAgency && (role === 'admin' || role === 'manager');
  const { lot, certificate } = application;
  const open = application.status === 'applied' || application.status === 'inspecting';

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl space-y-6 p-4 lg:p-6">
      <TextLink to="/certification" underline="always" className="text-sm">
        {t('cert.detail.back')}
      </TextLink>
      <div className="min-w-0 space-y-2">
        <h1 id="page-title" className="text-2xl font-semibold break-all text-gray-900">
          {t('cert.detail.title', { number: application.applicationNumber })}
        </h1>
        <StatusBadge color={CERTIFICATION_STATUS_COLORS[application.status]} data-testid="application-status">
          {certificationStatusLabel(t, application.status)}
        </StatusBadge>
      </div>

      {application.status === 'rejected' && application.rejectionReason && (
        <section
          aria-labelledby="rejected-title"
          className="rounded-lg border border-red-200 bg-red-50 p-4"
          data-testid="rejection"
        >
          <h2 id="rejected-title" className="text-base font-semibold text-red-800">
            {t('cert.detail.rejectedTitle')}
          </h2>
          <p className="mt-1 text-sm whitespace-pre-line text-red-800">{application.rejectionReason}</p>
        </section>
      )}
      {!application.isAgency && open && <p className="text-sm text-gray-600">{t('cert.detail.waiting')}</p>}

      <Card title={t('cert.detail.application')}>
        <dl className="space-y-2">
          <Fact label={t('cert.detail.lot')}>
            {/* The agency sees only the lot's id; the company opens its lot. */}
            {application.isAgency ? (
              <span className="break-all">{lot.id}</span>
            ) : (
              <TextLink to={`/seed-lots/${encodeURIComponent(lot.id)}`} underline="always" className="break-all">
                {lot.id}
              </TextLink>
            )}
          </Fact>
          <Fact label={t('cert.detail.crop')}>{lot.crop}</Fact>
          <Fact label={t('cert.detail.variety')}>{lot.variety ?? t('cert.common.noVariety')}</Fact>
          {lot.generation && <Fact label={t('cert.detail.generation')}>{lot.generation}</Fact>}
          <Fact label={t('cert.detail.sources')}>
            {lot.sources.length === 0 ? (
              t('cert.detail.noSources')
            ) : (
              <ul>
                {lot.sources.map((source) => (
                  <li key={source.lotId} className="break-all">
                    {source.generation
                      ? t('cert.detail.sourceLine', { lot: source.lotId, generation: source.generation })
                      : source.lotId}
                  </li>
                ))}
              </ul>
            )}
          </Fact>
          <Fact label={t('cert.detail.classSought')}>{seedClassLabel(t, application.classSought)}</Fact>
          <Fact label={t('cert.detail.sourceClass')}>{seedClassLabel(t, application.sourceClass)}</Fact>
          {application.sourceReference && (
            <Fact label={t('cert.detail.sourceReference')}>{application.sourceReference}</Fact>
          )}
          <Fact label={t('cert.detail.area')}>
            {t('cert.common.acres', { value: formatQuantity(application.areaAcres) })}
          </Fact>
          <Fact label={t('cert.detail.applicant')}>{application.applicant.name}</Fact>
          <Fact label={t('cert.detail.agency')}>{application.agency.name}</Fact>
          <Fact label={t('cert.detail.applied')}>{formatDate(application.appliedAt)}</Fact>
          <Fact label={t('cert.detail.seedTest')}>
            {/* the standing with its date runs long in Hindi and Marathi: it wraps inside the column */}
            <StatusBadge
              color={LOT_QUALITY_COLORS[lot.test.status]}
              className="whitespace-normal!"
              data-testid="seed-test"
            >
              {qualityText(t, lot.test.status, lot.test.validUntil && formatDate(lot.test.validUntil))}
            </StatusBadge>
          </Fact>
        </dl>
      </Card>

      <Card title={t('cert.detail.plot')}>
        {lot.farms.length === 0 ? (
          <p className="text-sm text-gray-600">{t('cert.detail.plotNone')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('cert.detail.plot')}>
            {lot.farms.map((farm, index) => {
              const points = boundaryPoints(farm.boundary);
              return (
                <li key={`${farm.name}-${index}`} className="space-y-1">
                  <h3 className="text-sm font-semibold break-words text-gray-900">{farm.name}</h3>
                  <dl className="space-y-1">
                    <Fact label={t('cert.detail.farmArea')}>
                      {farm.areaUsed === null
                        ? t('cert.detail.farmAreaUnknown')
                        : `${formatQuantity(farm.areaUsed)} ${areaUnitLabel(t, farm.areaUnit)}`}
                    </Fact>
                    <Fact label={t('cert.detail.location')}>
                      {farm.latitude === null || farm.longitude === null ? (
                        t('cert.detail.locationNone')
                      ) : (
                        <a
                          href={mapLink(farm.latitude, farm.longitude, farm.name)}
                          className="font-medium text-green-800 underline hover:text-green-900"
                        >
                          {t('cert.detail.locationLink', {
                            latitude: farm.latitude.toFixed(5),
                            longitude: farm.longitude.toFixed(5),
                          })}
                        </a>
                      )}
                    </Fact>
                    <Fact label={t('cert.detail.boundary')}>
                      {points ? t('cert.detail.boundaryPoints', { count: points }) : t('cert.detail.boundaryNone')}
                    </Fact>
                  </dl>
                  <BoundaryOutline boundary={farm.boundary} name={farm.name} />
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      <Card title={t('cert.inspections.title')}>
        <InspectionList inspections={application.inspections} />
      </Card>
      {canAct && open && <InspectionForm application={application} />}

      <Card
        title={t('cert.certificate.title')}
        actions={
          canAct && certificate && application.status === 'certified' && !certificate.revokedAt ? (
            <RevokeCertificate certificate={certificate} />
          ) : undefined
        }
      >
        {certificate ? (
          <CertificateFacts certificate={certificate} />
        ) : (
          <p className="text-sm text-gray-600">{t('cert.certificate.none')}</p>
        )}
      </Card>
      {canAct && application.status === 'inspecting' && !certificate && <CertificateForm application={application} />}
    </section>
  );
}
