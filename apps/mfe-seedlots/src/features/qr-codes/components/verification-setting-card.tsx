import { ApiError, loadApiContract } from '@seed/auth';
import { VERIFICATION_LIMITS as LIMITS, type VerificationSettings } from '@seed/domain';
import { Button, Card, ErrorBanner, notify, Spinner, Textarea } from '@seed/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useQrTranslation } from '../i18n';
import { useUpdateVerificationSettings, useVerificationSettings } from '../api/qr-settings';

/** The admins' "Show our company name and contact on the verification page", with the contact shown. */
export function VerificationSettingCard() {
  const { t } = useQrTranslation();
  const settings = useVerificationSettings(true);
  return (
    <Card title={t('scans.settings.title')} description={t('scans.settings.description')} data-testid="qr-settings">
      {settings.isPending ? (
        <Spinner label={t('scans.settings.loading')} />
      ) : settings.isError ? (
        <ErrorBanner message={`${t('scans.settings.loadFailed')}: ${settings.error.message}`} />
      ) : (
        <SettingForm saved={settings.data} />
      )}
    </Card>
  );
}

function SettingForm({ saved }: { saved: VerificationSettings }) {
  const { t } = useQrTranslation();
  const update = useUpdateVerificationSettings();
  const checkboxId = useId();
  const hintId = useId();
  const contactField = useRef<HTMLTextAreaElement>(null);
  const [show, setShow] = useState(saved.show_contact_on_verification);
  const [contact, setContact] = useState(saved.verification_contact ?? '');
  const [error, setError] = useState<{ field?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { show_contact_on_verification: show, verification_contact: contact };
    const { VerificationSettingsInput } = await loadApiContract();
    const parsed = VerificationSettingsInput.safeParse(body);
    if (!parsed.success) {
      setError({ field: parsed.error.issues[0]?.message });
      contactField.current?.focus();
      return;
    }
    setError({});
    update.mutate(
      { body: parsed.data },
      {
        onSuccess: () => notify('success', t('scans.settings.saved')),
        onError: (e) => {
          notify('error', t('scans.settings.saveFailed'), e.message);
          setError(e instanceof ApiError && e.status === 400 ? { field: e.message } : { form: e.message });
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
      {error.form && <ErrorBanner message={error.form} />}
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={show}
          onChange={(e) => setShow(e.target.checked)}
          aria-describedby={hintId}
          className="mt-0.5 size-5 shrink-0 accent-green-600"
        />
        <div className="min-w-0">
          <label htmlFor={checkboxId} className="text-sm font-medium text-gray-900">
            {t('scans.settings.show')}
          </label>
          <p id={hintId} className="text-sm text-gray-600">
            {t('scans.settings.showHint')}
          </p>
        </div>
      </div>
      <Textarea
        ref={contactField}
        label={t('scans.settings.contact')}
        hint={t('scans.settings.contactHint', { max: LIMITS.contactMaxLength })}
        error={error.field}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        maxLength={LIMITS.contactMaxLength}
        rows={2}
        aria-required={show ? 'true' : undefined}
      />
      <Button type="submit" loading={update.isPending}>
        {t('scans.settings.save')}
      </Button>
    </form>
  );
}
