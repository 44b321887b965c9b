import { type LotStatus, lotStatusColor, type LotType } from '@seed/domain';
import { Badge, type BadgeTone } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** libs/ui has no purple: spec 2's purple statuses (pending) show in blue's neighbour, gray-blue. */
const tone = (status: string): BadgeTone => {
  const color = lotStatusColor(status);
  return color === 'purple' ? 'blue' : color;
};

export function LotStatusBadge({ status }: { status: LotStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tone(status)}>{t(`status.${status}`)}</Badge>;
}

export function LotTypeBadge({ type }: { type: LotType }) {
  const { t } = useTranslation();
  return <Badge tone="gray">{t(`lotType.${type}`)}</Badge>;
}
