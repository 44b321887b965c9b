import { type BadgeColor, manifestStatusColor, manifestTypeColor } from '@seed/domain';
import { Badge, type BadgeTone } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** libs/ui's Badge has no purple: INITIAL's purple shows in blue, as the seed-lot screens do. */
export const badgeTone = (color: BadgeColor): BadgeTone => (color === 'purple' ? 'blue' : color);

/** A manifest type (spec 2: SALE, TRANSFER, ADJUSTMENT, INITIAL have badges; the lot flows gray). */
export function ManifestTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation();
  return <Badge tone={badgeTone(manifestTypeColor(type))}>{t(`manifestType.${type}`, { defaultValue: type })}</Badge>;
}

/** A manifest status in spec 2 §4's colours (COMPLETED green, PENDING and AWAITING_CLAIM yellow…). */
export function ManifestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={badgeTone(manifestStatusColor(status))}>
      {t(`manifestStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
