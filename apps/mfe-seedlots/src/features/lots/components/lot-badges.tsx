import { type BadgeColor, lotStatusColor, manifestStatusColor } from '@seed/domain';
import { Badge, type BadgeTone } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** libs/ui's Badge has no purple: the spec's purple statuses (pending, processed) show in blue. */
export const badgeTone = (color: BadgeColor): BadgeTone => (color === 'purple' ? 'blue' : color);

export function LotStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={badgeTone(lotStatusColor(status))}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

export function LotTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation();
  return <Badge tone="gray">{t(`lotType.${type}`, { defaultValue: type })}</Badge>;
}

export function ManifestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={badgeTone(manifestStatusColor(status))}>
      {t(`manifestStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
