import { type ActivityEvent, readActivityTitle } from '@seed/domain';
import type { TFunction } from 'i18next';

/**
 * A Recent Activity line in the page's language. The database titles events in English; the parts
 * that are words (a manifest's type, a recall's sentence) are said from the catalogue, the parts
 * that are data (a lot number, a reason, a shop) as they are.
 */
export function activityText(t: TFunction, event: Pick<ActivityEvent, 'kind' | 'title'>): string {
  const read = readActivityTitle(event.kind, event.title);
  switch (read.words) {
    case 'manifest':
      return t(`dashboard.activity.${event.kind}`, { title: t(`dashboard.manifestTypes.${read.type}`) });
    case 'recall':
      return t(`dashboard.activityWords.${event.kind}`, { lot: read.lot, reason: read.reason });
    case 'suspicious':
      return read.lot
        ? t('dashboard.activityWords.suspiciousLot', { where: read.where, lot: read.lot })
        : t('dashboard.activityWords.suspicious', { where: read.where });
    case 'as_written':
      return t(`dashboard.activity.${event.kind}`, { title: read.title });
  }
}
