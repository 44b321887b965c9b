import {
  MANIFEST_STATUSES,
  MANIFEST_TYPES,
  type ManifestStatus,
  type ManifestType,
  type TransactionListQuery,
} from '@seed/domain';
import { Button, Input, type ListParamsChanges, Select, useSearchInput } from '@seed/ui';
import { useTranslation } from 'react-i18next';

export type TransactionFilterChanges = ListParamsChanges<
  Pick<TransactionListQuery, 'type' | 'status' | 'from' | 'to' | 'lot'>
>;

export interface TransactionFiltersProps {
  params: TransactionListQuery;
  onChange(changes: TransactionFilterChanges): void;
}

/** Type, status, date range and lot id, kept in the URL and applied on the server. */
export function TransactionFilters({ params, onChange }: TransactionFiltersProps) {
  const { t } = useTranslation();
  // The lot id goes to the server 300 ms after typing stops.
  const lotBox = useSearchInput(params.lot ?? '', (next) => onChange({ lot: next }));
  const filtered = Boolean(params.type || params.status || params.from || params.to || params.lot);
  return (
    <div role="search" aria-label={t('filters.label')} className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Select
          label={t('filters.type')}
          value={params.type ?? ''}
          onChange={(e) => onChange({ type: (e.target.value as ManifestType) || null })}
          options={[
            { value: '', label: t('filters.allTypes') },
            ...MANIFEST_TYPES.map((v) => ({ value: v, label: t(`manifestType.${v}`) })),
          ]}
        />
        <Select
          label={t('filters.status')}
          value={params.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value as ManifestStatus) || null })}
          options={[
            { value: '', label: t('filters.allStatuses') },
            ...MANIFEST_STATUSES.map((v) => ({ value: v, label: t(`manifestStatus.${v}`) })),
          ]}
        />
        <Input
          label={t('filters.from')}
          type="date"
          value={params.from ?? ''}
          max={params.to}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
        <Input
          label={t('filters.to')}
          type="date"
          value={params.to ?? ''}
          min={params.from}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
        <Input
          label={t('filters.lot')}
          type="search"
          placeholder={t('filters.lotPlaceholder')}
          value={lotBox.value}
          onChange={(e) => lotBox.onChange(e.target.value)}
        />
      </div>
      {filtered && (
        <div className="flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ type: null, status: null, from: null, to: null, lot: null })}
          >
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
