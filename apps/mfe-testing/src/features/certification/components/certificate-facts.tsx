import { type CertificationApplication, formatDate, SEED_CLASS_TAGS } from '@seed/domain';
import { useTranslation } from 'react-i18next';
import { seedClassLabel, seedClassTagName } from '../../../i18n/labels';
import { Fact } from '../../shared/fact';

type Certificate = NonNullable<CertificationApplication['certificate']>;

/**
 * A certificate: its number, the class in its tag's colour (the colour the bags carry), the
 * agency's tag series, how many tags are on packets, its dates, and its revocation with the reason.
 */
export function CertificateFacts({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const tag = SEED_CLASS_TAGS[certificate.seedClass];
  return (
    <div className="space-y-3">
      {certificate.revokedAt && (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {t('cert.certificate.revokedWarning')}
        </p>
      )}
      <dl className="space-y-2">
        <Fact label={t('cert.certificate.number')}>
          <span className="break-all">{certificate.certificateNumber}</span>
        </Fact>
        <Fact label={t('cert.certificate.class')}>
          <span className="inline-flex items-center gap-2">
            {/* The swatch is decoration: the tag's name says its colour in words. */}
            <span
              aria-hidden="true"
              data-testid="tag-swatch"
              className="inline-block size-4 shrink-0 rounded-sm border border-gray-400"
              style={{ backgroundColor: tag.colour }}
            />
            {t('cert.certificate.classLine', {
              label: seedClassLabel(t, certificate.seedClass),
              tag: seedClassTagName(t, certificate.seedClass),
            })}
          </span>
        </Fact>
        <Fact label={t('cert.certificate.tags')}>{`${certificate.tagFirst}–${certificate.tagLast}`}</Fact>
        <Fact label={t('cert.certificate.tagged')}>
          {t('cert.certificate.taggedLine', { tagged: certificate.tagged, total: certificate.tagCount })}
        </Fact>
        <Fact label={t('cert.certificate.issued')}>{formatDate(certificate.issuedOn)}</Fact>
        <Fact label={t('cert.certificate.validUntil')}>{formatDate(certificate.validUntil)}</Fact>
        {certificate.revokedAt && (
          <Fact label={t('cert.certificate.revoked')}>
            <span className="whitespace-pre-line">
              {t('cert.certificate.revokedLine', {
                date: formatDate(certificate.revokedAt),
                reason: certificate.revocationReason ?? '',
              })}
            </span>
          </Fact>
        )}
      </dl>
    </div>
  );
}
