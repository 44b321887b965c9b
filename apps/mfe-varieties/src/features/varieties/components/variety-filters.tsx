import {
  type Crop,
  INDIAN_STATES,
  type IndianState,
  type Season,
  SEASONS,
  type VarietyListParams,
  cropName,
} from '@seed/domain';
import { Button, Input, type ListParamsChanges, Select, useSearchInput, pageLanguage } from '@seed/ui';
import { useTranslation } from 'react-i18next';

export interface VarietyFiltersProps {
  id: string;
  params: VarietyListParams;
  setParams(changes: ListParamsChanges<VarietyListParams>): void;
  crops: readonly Crop[];
}

/** The filter panel (spec 2): search, crop, season and state, applied on the server. */
export function VarietyFilters({ id, params, setParams, crops }: VarietyFiltersProps) {
  const { t, i18n } = useTranslation();
  const language = pageLanguage(i18n);
  const { search } = params;
  // The search goes to the server 300 ms after typing stops.
  const searchBox = useSearchInput(search, (next) => setParams({ search: next }));

  const filtered = Boolean(search || params.crop || params.season || params.state);
  return (
    <div
      id={id}
      role="search"
      aria-label={t('filters.label')}
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Input
          label={t('filters.search')}
          type="search"
          placeholder={t('filters.searchPlaceholder')}
          value={searchBox.value}
          onChange={(e) => searchBox.onChange(e.target.value)}
        />
        <Select
          label={t('filters.crop')}
          value={params.crop ?? ''}
          onChange={(e) => setParams({ crop: e.target.value || null })}
          options={[
            { value: '', label: t('filters.allCrops') },
            ...crops.map((c) => ({ value: c.id, label: cropName(c, language) })),
          ]}
        />
        <Select
          label={t('filters.season')}
          value={params.season ?? ''}
          onChange={(e) => setParams({ season: (e.target.value as Season) || null })}
          options={[
            { value: '', label: t('filters.allSeasons') },
            ...SEASONS.map((s) => ({ value: s, label: t(`seasons.${s}`) })),
          ]}
        />
        <Select
          label={t('filters.state')}
          value={params.state ?? ''}
          onChange={(e) => setParams({ state: (e.target.value as IndianState) || null })}
          options={[
            { value: '', label: t('filters.allStates') },
            ...INDIAN_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
      </div>
      {filtered && (
        <div className="mt-3 flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setParams({ search: null, crop: null, season: null, state: null })}
          >
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
