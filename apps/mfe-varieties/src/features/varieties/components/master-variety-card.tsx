import { formatDate, type MasterVariety } from '@seed/domain';
import { Button } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { SeasonBadges, StateBadges } from './state-badges';

export interface MasterVarietyCardProps {
  variety: MasterVariety;
  /** The crop's name in the page's language (the row's English name when left out). */
  cropLabel?: string | undefined;
  importing: boolean;
  onImport(variety: MasterVariety): void;
}

/**
 * A card of Discover Varieties (spec 2): name, crop, scientific name, Import, description,
 * maturity days, seasons, states; and where the row comes from (notification and source).
 */
export function MasterVarietyCard({ variety, cropLabel, importing, onImport }: MasterVarietyCardProps) {
  const { t } = useTranslation();
  const notification = [variety.notification_number, variety.notification_date && formatDate(variety.notification_date)]
    .filter(Boolean)
    .join(', ');
  const scientificName = variety.scientific_name ?? variety.crop_scientific_name;
  return (
    <article
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      aria-labelledby={`master-${variety.id}`}
      data-testid="master-variety-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`master-${variety.id}`} className="font-semibold break-words text-gray-900">
            {variety.name}
          </h2>
          <p className="text-sm text-gray-600">{cropLabel ?? variety.crop_name}</p>
          {scientificName && <p className="text-xs text-gray-500 italic">{scientificName}</p>}
        </div>
        <Button
          size="sm"
          loading={importing}
          aria-label={t('card.import', { name: variety.name })}
          onClick={() => onImport(variety)}
        >
          {t('card.importButton')}
        </Button>
      </div>
      {variety.description && <p className="text-sm text-gray-700">{variety.description}</p>}
      {variety.maturity_days != null && (
        <p className="text-sm text-gray-700">{t('card.maturityDays', { count: variety.maturity_days })}</p>
      )}
      <SeasonBadges seasons={variety.seasons} />
      <StateBadges states={variety.recommended_states} />
      <dl className="mt-auto space-y-0.5 border-t border-gray-100 pt-3 text-xs text-gray-500">
        {(variety.releasing_institute || variety.release_year) && (
          <div>
            <dt className="inline">{t('card.released')} </dt>
            <dd className="inline">{[variety.releasing_institute, variety.release_year].filter(Boolean).join(', ')}</dd>
          </div>
        )}
        {variety.zone && (
          <div>
            <dt className="inline">{t('card.zone')} </dt>
            <dd className="inline">{variety.zone}</dd>
          </div>
        )}
        {notification && (
          <div>
            <dt className="inline">{t('card.notified')} </dt>
            <dd className="inline">{notification}</dd>
          </div>
        )}
        {variety.source.publisher && (
          <div>
            <dt className="inline">{t('card.source')} </dt>
            <dd className="inline">
              {variety.source.url ? (
                <a href={variety.source.url} target="_blank" rel="noreferrer noopener" className="underline">
                  {variety.source.publisher}
                </a>
              ) : (
                variety.source.publisher
              )}
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
