import {
  CERTIFICATION_STATUS_COLORS,
  formatDate,
  LOT_QUALITY_COLORS,
  type LotCertificationSummary,
  type LotQualityStatus,
  lotStatusColor,
  manifestStatusColor,
  SEED_CLASS_TAGS,
} from '@seed/domain';
import { Badge, StatusBadge } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import {
  certificationFilterLabel,
  certificationStatusLabel,
  qualityText,
  seedClassLabel,
  seedClassTagName,
} from '../../../i18n/labels';

export function LotStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <StatusBadge color={lotStatusColor(status)}>{t(`status.${status}`, { defaultValue: status })}</StatusBadge>;
}

export function LotTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation();
  return <Badge tone="gray">{t(`lotType.${type}`, { defaultValue: type })}</Badge>;
}

export function ManifestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={manifestStatusColor(status)}>
      {t(`manifestStatus.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}

/**
 * A lot's seed-test status (issue 27) in libs/domain's words (through the catalogue) and colour,
 * its date in Indian style ('Passed (valid until 25 Aug 2027)'). It may wrap: the longest words do
 * not fit a phone's line.
 */
export function QualityBadge({ status, validUntil }: { status: LotQualityStatus; validUntil: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={LOT_QUALITY_COLORS[status]} style={{ whiteSpace: 'normal' }} data-quality={status}>
      {qualityText(t, status, validUntil ? formatDate(validUntil) : null)}
    </StatusBadge>
  );
}

/**
 * A lot's certification in the lists (issue 28): its status in certification-rules' words and
 * colour ('Certified', 'Revoked' in red, 'Certificate expired' for a certificate past its
 * validity), and for a certified lot the class and its tag's colour swatch ('Certified · blue tag'),
 * the colour a buyer checks on the bag. The class is also in the badge's title (the class sought
 * while the application is open). No certification: a dash.
 */
export function CertificationBadge({ certification }: { certification: LotCertificationSummary | null }) {
  const { t } = useTranslation();
  if (!certification) return <span data-certification="none">—</span>;
  const { status, seedClass, certificateNumber } = certification;
  const tag = SEED_CLASS_TAGS[seedClass];
  const words = status === 'expired' ? certificationFilterLabel(t, 'expired') : certificationStatusLabel(t, status);
  const title = certificateNumber
    ? t('labels.classAndCertificate', { class: seedClassLabel(t, seedClass), number: certificateNumber })
    : seedClassLabel(t, seedClass);
  return (
    <StatusBadge
      color={status === 'expired' ? 'red' : CERTIFICATION_STATUS_COLORS[status]}
      style={{ whiteSpace: 'normal' }}
      data-certification={status}
      title={title}
    >
      {status === 'certified' ? (
        <>
          {/* the swatch is decoration: the tag's name says the colour in words */}
          <span
            aria-hidden="true"
            data-testid="tag-swatch"
            className="mr-1 inline-block h-2.5 w-2.5 rounded-sm border border-gray-400 align-middle"
            style={{ backgroundColor: tag.colour }}
          />
          {t('labels.certificationBadge', { status: words, tag: seedClassTagName(t, seedClass) })}
        </>
      ) : (
        words
      )}
    </StatusBadge>
  );
}
