import { Button, Dialog, Form, FormError, FormTextarea } from '@seed/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface ReasonValues {
  reason: string;
}

/**
 * A step that ends something and needs its reason (a laboratory rejecting a sample, an agency
 * revoking a certificate): a dialog with the reason, the server's refusal, "keep it" and the red
 * confirming button. The caller owns the form (its schema) and what submitting sends.
 */
export function ReasonDialog<O>({
  form,
  onSubmit,
  onClose,
  pending,
  maxLength,
  words,
}: {
  form: UseFormReturn<ReasonValues, unknown, O>;
  onSubmit(values: O): void;
  onClose(): void;
  pending: boolean;
  maxLength: number;
  words: { title: string; description: string; reason: string; hint: string; keep: string; confirm: string };
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={words.title} description={words.description}>
      <Form form={form} onSubmit={onSubmit} className="space-y-4" unexpectedErrorMessage={t('common.unexpected')}>
        <FormTextarea<ReasonValues>
          name="reason"
          label={words.reason}
          hint={words.hint}
          rows={3}
          maxLength={maxLength}
        />
        <FormError />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {words.keep}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {words.confirm}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
