import '../../../i18n/form';
import { ApiError, loadApiContract } from '@seed/auth';
import { useApiMutation, useApiQuery } from '@seed/auth/query';
import {
  formatQuantity,
  movesToRecipient,
  needsPrice,
  QUANTITY_UNITS,
  TRANSACTION_LIMITS,
  TRANSACTION_MESSAGES as M,
  TRANSACTION_TYPES,
  type TransactionCreateInput,
  type TransactionLotOption,
  type TransactionType,
} from '@seed/domain';
import {
  Button,
  Form,
  FormError,
  FormInput,
  FormMessage,
  FormSelect,
  FormTextarea,
  notify,
  useSchemaForm,
} from '@seed/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import {
  CURRENCY_CHOICES,
  EMPTY_TRANSACTION,
  FIELD_OF,
  newItemRow,
  type RecipientMode,
  saleQuality,
  toTransactionInput,
  type TransactionFormValues,
} from '../utils/form-values';
import { LotChecklist } from './lot-checklist';
import { RecipientCombobox } from './recipient-combobox';
import { UntestedSaleAcknowledgement } from './untested-sale-acknowledgement';

/** The schema the form is checked with: the API's own (spec 2 §5's messages in order), through the host's contract. */
const loadSchema = async () => (await loadApiContract()).TransactionCreate;

export interface TransactionFormProps {
  /** A lot to tick at once (the lot detail's Record Transaction, /transactions/new?lotId=). */
  initialLotId?: string;
  /** The type the action that opened the form names (?type=TRANSFER from a Transfer button). */
  initialType?: TransactionType;
  /** After a successful create (the toast is shown already). */
  onDone(): void;
  onCancel(): void;
}

/**
 * The New Transaction form (spec 2 "New Transaction form", §5, §8, §9; issue 13), in the dialog
 * of the list and on /transactions/new. A refusal from the server shows in the form's banner and
 * keeps everything entered.
 */
export function TransactionForm({ initialLotId, initialType, onDone, onCancel }: TransactionFormProps) {
  const { t } = useTranslation();
  // A transaction moves owned quantities: the lot options, the lists and the seed-lot screens refresh.
  const create = useApiMutation('transactions', 'create', { invalidates: ['transactions', 'seedLots'] });
  const form = useSchemaForm<TransactionFormValues, Awaited<ReturnType<typeof loadSchema>>>({
    schema: loadSchema,
    toInput: toTransactionInput,
    fieldOf: FIELD_OF,
    defaultValues: initialType ? { ...EMPTY_TRANSACTION, type: initialType } : EMPTY_TRANSACTION,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const [type, recipientMode, recipientName, items] = useWatch({
    control: form.control,
    name: ['type', 'recipientMode', 'recipientName', 'items'],
  });
  // A lot the server found untested though its option said otherwise (the list was older).
  const [untestedRefusal, setUntestedRefusal] = useState(false);
  const { errors } = useFormState({ control: form.control, name: 'items' });
  const [search, setSearch] = useState('');
  // The organization's own lots (with what it owns) matching the search, plus ?lotId='s.
  const lots = useApiQuery(
    'transactions',
    'lotOptions',
    { query: { q: search || undefined, lotId: initialLotId || undefined } },
    { placeholderData: keepPreviousData },
  );
  const selected = useMemo(() => new Set(fields.map((f) => f.lot_id)), [fields]);
  const itemsMessageId = useId();

  // The lot of ?lotId= is ticked once, when the options first hold it.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !initialLotId || !lots.data) return;
    preselected.current = true;
    const option = lots.data.items.find((o) => o.id === initialLotId);
    if (option) append(newItemRow(option), { shouldFocus: false });
  }, [initialLotId, lots.data, append]);

  const toggle = (option: TransactionLotOption) => {
    const index = fields.findIndex((f) => f.lot_id === option.id);
    if (index >= 0) remove(index);
    else append(newItemRow(option), { shouldFocus: false });
    form.clearErrors('items');
  };
  const chooseMode = (mode: RecipientMode) => {
    form.setValue('recipientMode', mode);
    // Only one recipient is ever sent (the schema refuses both).
    if (mode === 'email') {
      form.setValue('recipientOrganizationId', '');
      form.setValue('recipientName', '');
    } else form.setValue('recipientEmail', '');
    form.clearErrors(['recipientOrganizationId', 'recipientEmail']);
  };

  const submit = (body: unknown) => {
    const values = form.getValues();
    create.mutate(
      { body: body as TransactionCreateInput },
      {
        onSuccess: (created) => {
          notify(
            'success',
            created.status === 'PENDING'
              ? M.pending(values.recipientName || t('form.theRecipient'))
              : created.status === 'AWAITING_CLAIM'
                ? M.awaitingClaim(values.recipientEmail.trim())
                : M.completed,
          );
          onDone();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'sale_lot_untested') setUntestedRefusal(true);
          notify('error', M.createFailed(e.message));
          form.setError('root.server', { message: e.message });
        },
      },
    );
  };

  const priced = needsPrice(type);
  const sale = type === 'SALE';
  const quality = saleQuality(items ?? []);
  const moves = movesToRecipient(type);
  const itemsInvalid = Boolean(errors.items && 'message' in errors.items && errors.items.message);

  return (
    <Form form={form} onSubmit={submit} className="space-y-5" unexpectedErrorMessage={t('common.unexpected')}>
      <FormSelect<TransactionFormValues>
        name="type"
        label={t('form.type')}
        options={TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`form.types.${v}`) }))}
        hint={t(`form.typeHint.${type}`)}
        onChange={(e) => {
          if (!movesToRecipient(e.target.value as TransactionType)) chooseMode('organization');
        }}
      />

      <div>
        <LotChecklist
          options={lots.data?.items}
          selected={selected}
          onToggle={toggle}
          search={search}
          onSearch={setSearch}
          loading={lots.isPending}
          failed={lots.isError}
          messageId={itemsMessageId}
          invalid={itemsInvalid}
        />
        <FormMessage<TransactionFormValues> name="items" id={itemsMessageId} className="mt-2" />
      </div>

      {fields.length > 0 && (
        <ul className="space-y-3" aria-label={t('form.lots')} data-testid="selected-lots">
          {fields.map((field, index) => {
            const forLot = <span className="sr-only">{t('form.forLot', { lot: field.lot_id })}</span>;
            return (
              <li key={field.id} className="rounded-md border border-gray-200 bg-gray-50 p-3">
                <div className="mb-2 flex items-start justify-between gap-2">
                  <p className="min-w-0 text-sm">
                    <span className="block font-medium break-all text-gray-900">{field.lot_id}</span>
                    <span className="text-gray-600">
                      {t('form.lotLine', {
                        crop: field.crop || t('common.unknownCrop'),
                        variety: field.variety || t('common.unknownVariety'),
                      })}
                      {' · '}
                      {t('form.owned', {
                        quantity: formatQuantity(field.owned),
                        unit: t(`units.${field.ownedUnit}`),
                      })}
                    </span>
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('form.removeLot', { lot: field.lot_id })}
                    onClick={() => remove(index)}
                  >
                    ×
                  </Button>
                </div>
                {sale && field.quality !== 'passed' && field.quality !== 'no_standard' && (
                  <p
                    className={`mb-2 text-sm ${quality.refused.includes(field.lot_id) ? 'text-red-700' : 'text-yellow-800'}`}
                    data-testid="sale-quality"
                  >
                    {t(`form.saleQuality.${field.quality}`)}
                  </p>
                )}
                <div className={`grid gap-3 ${priced ? 'sm:grid-cols-4' : 'sm:grid-cols-2'}`}>
                  <FormInput<TransactionFormValues>
                    name={`items.${index}.quantity`}
                    label={
                      <>
                        {type === 'ADJUSTMENT' ? t('form.correctedQuantity') : t('form.quantity')}
                        {forLot}
                      </>
                    }
                    type="number"
                    inputMode="decimal"
                    min={TRANSACTION_LIMITS.quantityMin}
                    step={0.01}
                  />
                  <FormSelect<TransactionFormValues>
                    name={`items.${index}.unit`}
                    label={
                      <>
                        {t('form.unit')}
                        {forLot}
                      </>
                    }
                    placeholder="—"
                    options={QUANTITY_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
                  />
                  {priced && (
                    <>
                      <FormInput<TransactionFormValues>
                        name={`items.${index}.price_per_unit`}
                        label={
                          <>
                            {t('form.price')}
                            {forLot}
                          </>
                        }
                        type="number"
                        inputMode="decimal"
                        min={TRANSACTION_LIMITS.priceMin}
                        step={TRANSACTION_LIMITS.priceStep}
                      />
                      <FormSelect<TransactionFormValues>
                        name={`items.${index}.currency`}
                        label={
                          <>
                            {t('form.currency')}
                            {forLot}
                          </>
                        }
                        placeholder="—"
                        options={CURRENCY_CHOICES.map((c) => ({ value: c, label: c }))}
                      />
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {moves && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-gray-900">
            {type === 'SALE' ? t('form.recipientOptional') : t('form.recipient')}
          </legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(['organization', 'email'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm text-gray-900">
                <input
                  type="radio"
                  name="recipientMode"
                  value={mode}
                  className="size-4 accent-green-600"
                  checked={recipientMode === mode}
                  onChange={() => chooseMode(mode)}
                />
                {t(`form.recipientMode.${mode}`)}
              </label>
            ))}
          </div>
          {recipientMode === 'organization' ? (
            <RecipientCombobox control={form.control} setValue={form.setValue} chosenName={recipientName} />
          ) : (
            <FormInput<TransactionFormValues>
              name="recipientEmail"
              label={t('form.email')}
              type="email"
              autoComplete="off"
              maxLength={TRANSACTION_LIMITS.emailMaxLength}
              hint={t('form.emailHint')}
            />
          )}
        </fieldset>
      )}

      {sale && (quality.untested.length > 0 || untestedRefusal) && (
        <UntestedSaleAcknowledgement lots={quality.untested} register={form.register} />
      )}

      <FormTextarea<TransactionFormValues>
        name="notes"
        label={type === 'ADJUSTMENT' ? t('form.notesAdjustment') : t('form.notes')}
        maxLength={TRANSACTION_LIMITS.notesMaxLength}
        rows={3}
      />

      <FormError />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending} disabled={fields.length === 0}>
          {create.isPending ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
