import {
  formatDate,
  LOT_QUALITY_COLORS,
  type LotQualityStatus,
  lotStatusColor,
  manifestStatusColor,
  qualityStatusText,
} from '@seed/domain';
import { Badge, StatusBadge } from '@seed/ui';
import { useTranslation } from 'react-i18next';

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
 * A lot's seed-test status (issue 27) in libs/domain's words and colour, its date in Indian style
 * ('Passed (valid until 25 Aug 2027)'). It may wrap: the longest words do not fit a phone's line.
 */
export function QualityBadge({ status, validUntil }: { status: LotQualityStatus; validUntil: string | null }) {
  return (
    <StatusBadge color={LOT_QUALITY_COLORS[status]} style={{ whiteSpace: 'normal' }} data-quality={status}>
      {qualityStatusText(status, validUntil ? formatDate(validUntil) : null)}
    </StatusBadge>
  );
}
