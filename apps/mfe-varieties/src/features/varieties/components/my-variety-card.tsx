import { formatDate, type OrganizationVariety } from '@seed/domain';
import { Badge, Button } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { SeasonBadges, StateBadges } from './state-badges';

export interface MyVarietyCardProps {
  variety: OrganizationVariety;
  /** The crop's name in the page's language (the row's English name when left out). */
  cropLabel?: string | undefined;
  onEdit(variety: OrganizationVariety): void;
  onRemove(variety: OrganizationVariety): void;
}

/** A card of My Varieties (spec 2): name, crop, 'Imported', edit and remove, badges, updated date. */
export function MyVarietyCard({ variety, cropLabel, onEdit, onRemove }: MyVarietyCardProps) {
  const { t } = useTranslation();
  return (
    <article
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      aria-labelledby={`variety-${variety.id}`}
      data-testid="variety-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`variety-${variety.id}`} className="font-semibold break-words text-gray-900">
            {variety.display_name}
          </h2>
          <p className="text-sm text-gray-600">{cropLabel ?? variety.crop_name}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {variety.master_variety_id && <Badge tone="blue">{t('card.imported')}</Badge>}
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('card.edit', { name: variety.display_name })}
            title={t('card.editTitle')}
            onClick={() => onEdit(variety)}
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
              <path d="M13.6 3.3a2 2 0 0 1 2.9 2.9l-.8.8-2.9-2.9.8-.8zM11.7 5.2l2.9 2.9-7.9 7.9H3.8v-2.9l7.9-7.9z" />
            </svg>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('card.remove', { name: variety.display_name })}
            title={t('card.removeTitle')}
            onClick={() => onRemove(variety)}
            className="text-red-600 hover:bg-red-50"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
              <path d="M8 2h4a1 1 0 0 1 1 1v1h4v2H3V4h4V3a1 1 0 0 1 1-1zM4.5 7h11l-.8 10a1.5 1.5 0 0 1-1.5 1.4H6.8a1.5 1.5 0 0 1-1.5-1.4L4.5 7z" />
            </svg>
          </Button>
        </div>
      </div>
      {variety.custom_description && <p className="text-sm text-gray-700">{variety.custom_description}</p>}
      {variety.maturity_days != null && (
        <p className="text-sm text-gray-700">{t('card.maturityDays', { count: variety.maturity_days })}</p>
      )}
      <SeasonBadges seasons={variety.seasons} />
      <StateBadges states={variety.recommended_states} />
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-gray-100 pt-3 text-xs text-gray-500">
        <Badge tone={variety.visibility === 'shared' ? 'yellow' : 'gray'}>
          {t(`visibility.${variety.visibility}`)}
        </Badge>
        <span>
          {t('card.updated')} <time dateTime={variety.updated_at}>{formatDate(variety.updated_at)}</time>
        </span>
      </div>
    </article>
  );
}
