import {
  CERTIFICATION_STATUS_COLORS,
  type CertificationApplication,
  formatDate,
  formatQuantity,
  type LotCertification,
  SEED_CLASS_TAGS,
  type SeedClass,
} from '@seed/domain';
import { Button, StatusBadge, TextLink } from '@seed/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { certificationStatusLabel, cropStageLabel, seedClassLabel, seedClassTagName } from '../../../../i18n/labels';
import { useLotCertification } from '../../api/get-lot-certification';
import { useLotsTranslation } from '../../i18n';
import { Fact, LotDataCard, useCanManageLot } from './lot-data-card';

// The lot detail's Certification card (issue 28), the seed company's side: the lot's application
// (its own, or that of the lot its seed comes from) with the agency's field inspections and the
// certificate with its tag series, a revoked or expired certificate as a warning, and "Apply for
// certification" when the database says the caller may apply (LotCertification.applyDefaults).
// The agency's side and the application's own page are the Testing workspace's (mfe-testing).

// The form loads when first opened: the detail page's chunk carries the card only.
const ApplyCertificationDialog = lazy(() =>
  import('./apply-certification-dialog').then((module) => ({ default: module.ApplyCertificationDialog })),
);

const DateOf = ({ value }: { value: string }) => <time dateTime={value}>{formatDate(value)}</time>;

export interface CertificationCardProps {
  lotId: string;
}

/** The Certification card: a region named by its heading, with its loading, error and empty states. */
export function CertificationCard({ lotId }: CertificationCardProps) {
  const canManage = useCanManageLot();
  const certification = useLotCertification(lotId, canManage);
  return (
    <LotDataCard keys="detail.certification" testId="certification-card" canManage={canManage} query={certification}>
      {(data) => <Certification certification={data} lotId={lotId} />}
    </LotDataCard>
  );
}

function Certification({ certification, lotId }: { certification: LotCertification; lotId: string }) {
  const { t } = useLotsTranslation();
  const [applying, setApplying] = useState(false);
  const { status, application, applyDefaults, certifiedLotId } = certification;
  const carriedFrom = certifiedLotId && certifiedLotId !== lotId ? certifiedLotId : null;

  return (
    <div className="space-y-4">
      {!application || !status ? (
        <div className="rounded-md border border-dashed border-gray-300 p-4 text-center">
          <p className="text-sm font-medium text-gray-900">{t('detail.certification.notCertified')}</p>
          {applyDefaults && <p className="mt-1 text-sm text-gray-600">{t('detail.certification.notCertifiedHint')}</p>}
        </div>
      ) : (
        <>
          {carriedFrom && (
            <p className="text-sm break-words text-gray-700" data-testid="certification-carried">
              <Trans
                t={t}
                i18nKey={
                  status === 'certified' || status === 'expired'
                    ? 'detail.certification.carriedCertified'
                    : 'detail.certification.carried'
                }
                values={{ id: carriedFrom }}
                components={{
                  lot: <TextLink to={`/seed-lots/${encodeURIComponent(carriedFrom)}`} className="break-all" />,
                }}
              />
            </p>
          )}
          <Application application={application} status={status} />
        </>
      )}
      {applyDefaults && (
        // After a rejected or revoked application the lot may be put forward again.
        <Button size="sm" className="w-full sm:w-auto" onClick={() => setApplying(true)} aria-haspopup="dialog">
          {application ? t('detail.certification.applyAgain') : t('detail.certification.apply')}
        </Button>
      )}
      {applying && applyDefaults && (
        <Suspense fallback={null}>
          <ApplyCertificationDialog lotId={lotId} defaults={applyDefaults} onClose={() => setApplying(false)} />
        </Suspense>
      )}
    </div>
  );
}

type CardStatus = NonNullable<LotCertification['status']>;

function StatusOf({ status }: { status: CardStatus }) {
  const { t } = useLotsTranslation();
  return status === 'expired' ? (
    <StatusBadge color="yellow">{t('detail.certification.expired')}</StatusBadge>
  ) : (
    <StatusBadge color={CERTIFICATION_STATUS_COLORS[status]}>{certificationStatusLabel(t, status)}</StatusBadge>
  );
}

/** "Foundation (white tag)" after a swatch of the tag's colour (the words carry it; the swatch only shows it). */
function ClassTag({ seedClass }: { seedClass: SeedClass }) {
  const { t } = useLotsTranslation();
  const tag = SEED_CLASS_TAGS[seedClass];
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        data-testid="tag-swatch"
        className="inline-block size-4 shrink-0 rounded-sm ring-1 ring-gray-400"
        style={{ backgroundColor: tag.colour }}
      />
      {t('detail.certification.classTag', { label: seedClassLabel(t, seedClass), tag: seedClassTagName(t, seedClass) })}
    </span>
  );
}

function Application({ application, status }: { application: CertificationApplication; status: CardStatus }) {
  const { t } = useLotsTranslation();
  const { certificate } = application;
  return (
    <div className="space-y-4">
      <dl>
        <Fact label={t('detail.certification.applicationNumber')}>
          <span className="break-all">{application.applicationNumber}</span>
        </Fact>
        <Fact label={t('detail.certification.status')}>
          <StatusOf status={status} />
        </Fact>
        <Fact label={t('detail.certification.classSought')}>{seedClassLabel(t, application.classSought)}</Fact>
        <Fact label={t('detail.certification.agency')}>{application.agency.name}</Fact>
        <Fact label={t('detail.certification.appliedOn')}>
          <DateOf value={application.appliedAt} />
        </Fact>
        <Fact label={t('detail.certification.area')}>
          {t('detail.certification.acres', { value: formatQuantity(application.areaAcres) })}
        </Fact>
      </dl>
      {status === 'rejected' && application.rejectionReason && (
        <p
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm break-words text-red-800"
          data-testid="certification-rejected"
        >
          {t('detail.certification.rejected', { reason: application.rejectionReason })}
        </p>
      )}
      {status === 'revoked' && certificate?.revokedAt && (
        <div
          className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm break-words text-red-800"
          data-testid="certification-revoked"
        >
          <p className="font-semibold">{t('detail.certification.revokedTitle')}</p>
          {certificate.revocationReason && (
            <p>{t('detail.certification.revokedReason', { reason: certificate.revocationReason })}</p>
          )}
          <p>{t('detail.certification.revokedOn', { date: formatDate(certificate.revokedAt) })}</p>
        </div>
      )}
      {status === 'expired' && certificate && (
        <p
          className="rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm break-words text-yellow-900"
          data-testid="certification-expired"
        >
          {t('detail.certification.expiredText', { date: formatDate(certificate.validUntil) })}
        </p>
      )}
      <Inspections inspections={application.inspections} />
      {certificate && (
        <div className="space-y-2 border-t border-gray-100 pt-4" data-testid="certification-certificate">
          <h3 className="text-sm font-semibold text-gray-900">{t('detail.certification.certificate')}</h3>
          <dl>
            <Fact label={t('detail.certification.certificateNumber')}>
              <span className="break-all">{certificate.certificateNumber}</span>
            </Fact>
            <Fact label={t('detail.certification.seedClass')}>
              <ClassTag seedClass={certificate.seedClass} />
            </Fact>
            <Fact label={t('detail.certification.tags')}>
              {t('detail.certification.tagRange', { first: certificate.tagFirst, last: certificate.tagLast })}
            </Fact>
            <Fact label={t('detail.certification.tagged')}>
              {t('detail.certification.taggedOf', { tagged: certificate.tagged, count: certificate.tagCount })}
            </Fact>
            <Fact label={t('detail.certification.issuedOn')}>
              <DateOf value={certificate.issuedOn} />
            </Fact>
            <Fact label={t('detail.certification.validUntil')}>
              <DateOf value={certificate.validUntil} />
            </Fact>
          </dl>
        </div>
      )}
      <TextLink
        to={`/certification/${encodeURIComponent(application.id)}`}
        // Names the application; starts with the visible words (WCAG 2.5.3, label in name).
        aria-label={t('detail.certification.openNamed', { number: application.applicationNumber })}
        className="inline-block text-sm"
      >
        {t('detail.certification.open')}
      </TextLink>
    </div>
  );
}

/** The agency's field inspections in the order they were made: date, stage, outcome and, if rejected, why. */
function Inspections({ inspections }: { inspections: CertificationApplication['inspections'] }) {
  const { t } = useLotsTranslation();
  const headingId = useId();
  return (
    <div className="space-y-2 border-t border-gray-100 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {t('detail.certification.inspections')}
      </h3>
      {inspections.length === 0 ? (
        <p className="text-sm text-gray-600">{t('detail.certification.noInspections')}</p>
      ) : (
        <ol aria-labelledby={headingId} className="space-y-2">
          {inspections.map((inspection) => (
            <li key={inspection.id} className="space-y-1 rounded-md border border-gray-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <DateOf value={inspection.inspectedOn} />
                <span className="text-gray-700">{cropStageLabel(t, inspection.stage)}</span>
                <StatusBadge color={inspection.outcome === 'accepted' ? 'green' : 'red'}>
                  {t(`detail.certification.outcome.${inspection.outcome}`)}
                </StatusBadge>
              </div>
              <p className="break-words text-gray-700">
                {t('detail.certification.inspector', { name: inspection.inspector })}
              </p>
              {inspection.rejectionReason && (
                <p className="break-words text-red-800">
                  {t('detail.certification.rejectionReason', { reason: inspection.rejectionReason })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
