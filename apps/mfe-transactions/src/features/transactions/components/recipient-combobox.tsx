import { useApiQuery } from '@seed/auth/query';
import type { TransactionCreate } from '@seed/domain';
import { cn } from '@seed/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { type Control, useController, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TransactionFormValues } from '../utils/form-values';

export interface RecipientComboboxProps {
  control: Control<TransactionFormValues, unknown, TransactionCreate>;
  setValue: UseFormSetValue<TransactionFormValues>;
  /** The chosen organization's name (the text the box starts with). */
  chosenName: string;
}

/**
 * The organization that receives a sale or transfer: a WAI-ARIA combobox over the recipients
 * endpoint (search by name after a pause; arrows, Enter and Escape). Typing clears the choice,
 * so the id sent is always one picked from the list.
 */
export function RecipientCombobox({ control, setValue, chosenName }: RecipientComboboxProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'recipientOrganizationId' });
  const [text, setText] = useState(chosenName);
  const [query, setQuery] = useState(chosenName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Organizations on the portal by name (up to 20), asked while the list is open.
  const recipients = useApiQuery(
    'transactions',
    'recipients',
    { query: { q: query || undefined } },
    { placeholderData: keepPreviousData, enabled: open },
  );
  const options = recipients.data?.items ?? [];

  // The search goes to the server 300 ms after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  const choose = (option: { id: string; name: string }) => {
    field.onChange(option.id);
    setValue('recipientName', option.name);
    setText(option.name);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i <= 0 ? options.length : i) - 1));
    } else if (event.key === 'Enter' && open) {
      // Enter picks the highlighted organization instead of submitting the form.
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const error = fieldState.error?.message;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  const expanded = open;
  const activeId = expanded && options[active] ? `${id}-option-${active}` : undefined;

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {t('form.organization')}
      </label>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={t('form.organizationPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (field.value) {
            field.onChange('');
            setValue('recipientName', '');
          }
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          field.onBlur();
        }}
        onKeyDown={onKeyDown}
        className={cn(
          'block h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 shadow-xs sm:h-10 sm:text-sm',
          'placeholder:text-gray-400 focus:border-green-600 focus:outline-2 focus:outline-green-600/40',
          error ? 'border-red-500' : 'border-gray-300',
        )}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('form.organizations')}
        hidden={!expanded}
        className="absolute top-full z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active || option.id === field.value}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option);
            }}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              index === active ? 'bg-green-50 text-green-900' : 'text-gray-900 hover:bg-gray-50',
            )}
          >
            <span className="font-medium">{option.name}</span>
          </li>
        ))}
        {recipients.isSuccess && options.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-gray-500">
            {t('form.noOrganizations')}
          </li>
        )}
      </ul>
      <p id={hintId} className="text-sm text-gray-500">
        {field.value ? t('form.chosenOrganization', { name: text }) : t('form.organizationHint')}
      </p>
      {recipients.isError && (
        <p role="alert" className="text-sm text-red-600">
          {t('form.loadRecipientsFailed')}
        </p>
      )}
      {error && (
        <p id={errorId} data-field-message className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
