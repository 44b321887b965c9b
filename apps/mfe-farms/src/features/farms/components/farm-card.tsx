import { type Farm, ownershipBadgeColor } from '@seed/domain';
import { Badge } from '@seed/ui';
import { areaWords } from '../utils/area-words';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** One farm of the grid (spec 3 §2). */
export function FarmCard({ farm }: { farm: Farm }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/farms/${farm.id}`}
      className="block rounded-lg border border-gray-200 bg-white p-4 shadow-sm transition hover:border-green-600 hover:shadow"
      data-testid="farm-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-gray-900">{farm.name}</h2>
        {farm.ownership_status && (
          <Badge tone={ownershipBadgeColor(farm.ownership_status)}>
            {t(`options.ownership.${farm.ownership_status}`)}
          </Badge>
        )}
      </div>
      {farm.identifier && (
        <p className="mt-1 text-xs text-gray-500">{t('farms.cardId', { identifier: farm.identifier })}</p>
      )}
      <p className="mt-2 text-sm text-gray-700">{farm.address || t('farms.locationNotSpecified')}</p>
      {farm.irrigation_method && (
        <p className="text-sm text-gray-700">
          {t('farms.irrigationLine', { method: t(`options.irrigation.${farm.irrigation_method}`) })}
        </p>
      )}
      <p className="mt-2 text-sm font-medium text-gray-900">{t('farms.totalAreaLine', areaWords(t, farm))}</p>
    </Link>
  );
}
