import { formatQuantity, type TransactionLotOption } from '@seed/domain';
import { ErrorBanner, Input, Spinner, useSearchInput } from '@seed/ui';
import { useTranslation } from 'react-i18next';

export interface LotChecklistProps {
  options: readonly TransactionLotOption[] | undefined;
  /** The lots ticked, by id. */
  selected: ReadonlySet<string>;
  onToggle(option: TransactionLotOption): void;
  /** The search text, committed after a pause (the lotOptions query's q). */
  search: string;
  onSearch(q: string): void;
  loading: boolean;
  failed: boolean;
  /** Id of the field message (lotsRequired) the list is described by. */
  messageId: string;
  invalid: boolean;
}

/**
 * The organization's own lots as a checklist (spec 2: scrolling, at most 15rem high), each with
 * its id, crop - variety and what the organization owns of it, and a search box over it.
 */
export function LotChecklist({
  options,
  selected,
  onToggle,
  search,
  onSearch,
  loading,
  failed,
  messageId,
  invalid,
}: LotChecklistProps) {
  const { t } = useTranslation();
  const box = useSearchInput(search, onSearch);
  const count = selected.size;

  return (
    <fieldset className="space-y-2" aria-describedby={invalid ? messageId : undefined}>
      <legend className="text-sm font-medium text-gray-900">
        {t('form.lots')} <span className="font-normal text-gray-500">({t('form.selectedCount', { count })})</span>
      </legend>
      <p className="text-sm text-gray-600">{t('form.lotsHint')}</p>
      <Input
        label={t('form.searchLots')}
        type="search"
        placeholder={t('form.searchLotsPlaceholder')}
        value={box.value}
        onChange={(e) => box.onChange(e.target.value)}
      />
      {failed && <ErrorBanner message={t('form.loadLotsFailed')} />}
      {loading && !options && <Spinner size="sm" label={t('common.loading')} />}
      {options && options.length === 0 && (
        <p className="text-sm text-gray-600" data-testid="no-lots">
          {search ? t('form.noLotsMatch') : t('form.noLots')}
        </p>
      )}
      {options && options.length > 0 && (
        <ul
          className={`max-h-[15rem] divide-y divide-gray-100 overflow-y-auto rounded-md border ${invalid ? 'border-red-500' : 'border-gray-300'}`}
          data-testid="lot-checklist"
        >
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-gray-50">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-green-600"
                  checked={selected.has(option.id)}
                  onChange={() => onToggle(option)}
                  aria-invalid={invalid || undefined}
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-medium break-all text-gray-900">{option.id}</span>
                  <span className="block text-gray-700">
                    {t('form.lotLine', {
                      crop: option.crop || t('common.unknownCrop'),
                      variety: option.variety || t('common.unknownVariety'),
                    })}
                  </span>
                  <span className="block text-gray-500">
                    {t('form.owned', {
                      quantity: formatQuantity(option.quantity),
                      unit: t(`units.${option.unit}`),
                    })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
