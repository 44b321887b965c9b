import { lotStatusColor, manifestStatusColor } from '@seed/domain';
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
