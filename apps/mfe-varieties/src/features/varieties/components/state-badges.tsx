import { cardStates, type IndianState, type Season } from '@seed/domain';
import { Badge } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** Season badges of a card (spec 2). */
export function SeasonBadges({ seasons }: { seasons: readonly Season[] }) {
  const { t } = useTranslation();
  if (seasons.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('card.seasons')}>
      {seasons.map((season) => (
        <li key={season}>
          <Badge tone="green">{t(`seasons.${season}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The first 3 recommended states of a card and '+N more' (spec 2 §9). */
export function StateBadges({ states }: { states: readonly IndianState[] }) {
  const { t } = useTranslation();
  if (states.length === 0) return null;
  const { shown, more } = cardStates(states);
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('card.states')}>
      {shown.map((state) => (
        <li key={state}>
          <Badge tone="blue">{t(`states.${state}`)}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge
            tone="gray"
            title={states
              .slice(shown.length)
              .map((state) => t(`states.${state}`))
              .join(', ')}
          >
            {t('card.moreStates', { count: more })}
          </Badge>
        </li>
      )}
    </ul>
  );
}
