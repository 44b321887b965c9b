import { ApiError, loadApiContract } from '@seed/auth';
import {
  formatDate,
  formatQuantity,
  LABEL_LAYOUTS,
  LANGUAGES,
  type LabelLayout,
  type Language,
  type LotQrSummary,
  type LotTesting,
  type QrCodeKind,
  VERIFICATION_LIMITS as LIMITS,
} from '@seed/domain';
import { Button, Dialog, ErrorBanner, Input, notify, pageLanguage } from '@seed/ui';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useQrTranslation } from '../i18n';
import { useDownloadLabelSheet } from '../api/download-label-sheet';
import type { LabelProgress } from '../api/label-progress';
import { useLotTesting } from '../../lots/api/get-lot-testing';
import { typedNumber } from '../../lots/utils/form-text';
import { saveFile } from '../utils/save-file';

const LAYOUTS = Object.keys(LABEL_LAYOUTS) as LabelLayout[];

/** Each language by its own name, in its own script (as the shell's language picker names them). */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

type FieldErrors = { from?: string; to?: string; form?: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** How strongly the dialog warns before printing: a failed or expired test forbids selling the seed. */
type QualityWarning = { tone: 'notice' | 'danger'; text: string };

/**
 * The warning a lot's quality calls for before its labels are printed (issue 27): none for a
 * valid passing test (or a valid test of a crop without a standard), the Seeds Rules' words for a
 * lot not yet tested, and the stronger words when its test failed or expired.
 */
function qualityWarning(t: TFunction, quality: LotTesting['quality']): QualityWarning | null {
  switch (quality.status) {
    case 'passed':
    case 'no_standard':
      return null;
    case 'failed':
      return { tone: 'danger', text: t('qr.print.quality.failed') };
    case 'expired':
      return {
        tone: 'danger',
        text: t('qr.print.quality.expired', { date: quality.validUntil ? formatDate(quality.validUntil) : '' }),
      };
    case 'not_tested':
    case 'testing_requested':
      return { tone: 'notice', text: t('qr.print.quality.notValid') };
  }
}

/**
 * Print labels: the layout (A4 3 × 8, A4 4 × 10, thermal 50 × 25 mm), the packets (all, or a range
 * of packet numbers) or the lot's own label, the language of the labels' words (the page's unless
 * chosen), and the PDF downloaded as it is made, with how far it is.
 */
export function PrintLabelsDialog({
  lotId,
  summary,
  onClose,
}: {
  lotId: string;
  summary: Pick<LotQrSummary, 'lotCode' | 'packetCodes' | 'packagesCount'>;
  onClose(): void;
}) {
  const { t, i18n } = useQrTranslation();
  const formId = useId();
  const languageHintId = useId();
  const download = useDownloadLabelSheet();
  const controller = useRef<AbortController | null>(null);
  const hasPackets = summary.packetCodes.active > 0;
  const packets = summary.packagesCount ?? summary.packetCodes.total;
  const [layout, setLayout] = useState<LabelLayout>('a4-3x8');
  const [kind, setKind] = useState<QrCodeKind>(hasPackets ? 'packet' : 'lot');
  const [language, setLanguage] = useState<Language>(() => pageLanguage(i18n));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<LabelProgress | null>(null);
  // The lot's quality, from the Quality card's cache when the page has read it.
  const testing = useLotTesting(lotId, true);
  const warning: QualityWarning | null = testing.isError
    ? { tone: 'notice', text: t('qr.print.quality.unknown') }
    : testing.data
      ? qualityWarning(t, testing.data.quality)
      : null;
  const [confirmed, setConfirmed] = useState(false);
  // Labels may be printed before testing, once the user has confirmed the warning.
  const blocked = testing.isPending || (warning !== null && !confirmed);

  // Closing the dialog stops a download under way.
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (download.isPending || blocked) return;
    const request = {
      lotId,
      layout,
      kind,
      language,
      ...(kind === 'packet' ? { from: typedNumber(from), to: typedNumber(to) } : {}),
    };
    const { QrLabelSheetQuery } = await loadApiContract();
    const parsed = QrLabelSheetQuery.safeParse(request);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors(issue?.path[0] === 'from' ? { from: issue.message } : { to: issue?.message ?? '' });
      return;
    }
    setErrors({});
    setProgress(null);
    controller.current = new AbortController();
    download.mutate(
      { request: { ...parsed.data, lotId }, onProgress: setProgress, signal: controller.current.signal },
      {
        onSuccess: (sheet) => {
          saveFile(sheet.pdf, 'application/pdf', sheet.filename);
          notify(
            'success',
            sheet.labels === null ? t('qr.print.downloaded') : t('qr.print.done', { count: sheet.labels }),
          );
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          if (isAbort(error)) {
            notify('info', t('qr.print.stopped'));
            return;
          }
          // A refused range (or too many labels for one sheet) belongs to the range's fields.
          setErrors(
            error instanceof ApiError && error.status === 400 && kind === 'packet'
              ? { to: error.message }
              : { form: error.message },
          );
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('qr.print.title', { id: lotId })}
      description={t('qr.print.description')}
      closeLabel={t('qr.cancel')}
      footer={
        <>
          {download.isPending ? (
            <Button variant="secondary" onClick={() => controller.current?.abort()}>
              {t('qr.print.stop')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onClose}>
              {t('qr.cancel')}
            </Button>
          )}
          <Button type="submit" form={formId} loading={download.isPending} disabled={blocked}>
            {t('qr.print.download')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        {errors.form && <ErrorBanner title={t('qr.print.failed')} message={errors.form} />}
        {testing.isPending && (
          <p role="status" className="text-sm text-gray-600">
            {t('qr.print.quality.checking')}
          </p>
        )}
        {warning && (
          <QualityConfirmation
            warning={warning}
            confirmed={confirmed}
            onChange={setConfirmed}
            disabled={download.isPending}
          />
        )}
        <fieldset disabled={download.isPending}>
          <legend className="text-sm font-medium text-gray-900">{t('qr.print.layout')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {LAYOUTS.map((value) => (
              <Choice key={value} name="label-layout" checked={layout === value} onChange={() => setLayout(value)}>
                {t(`qr.print.layouts.${value}`)}
              </Choice>
            ))}
          </div>
        </fieldset>
        <fieldset disabled={download.isPending} aria-describedby={languageHintId}>
          <legend className="text-sm font-medium text-gray-900">{t('qr.print.language')}</legend>
          <p id={languageHintId} className="text-sm text-gray-600">
            {t('qr.print.languageHint')}
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {LANGUAGES.map((value) => (
              <Choice
                key={value}
                name="label-language"
                lang={value}
                checked={language === value}
                onChange={() => setLanguage(value)}
              >
                {LANGUAGE_NAMES[value]}
              </Choice>
            ))}
          </div>
        </fieldset>
        {hasPackets && summary.lotCode && (
          <fieldset disabled={download.isPending}>
            <legend className="text-sm font-medium text-gray-900">{t('qr.print.kind')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <Choice name="label-kind" checked={kind === 'packet'} onChange={() => setKind('packet')}>
                {t('qr.print.kinds.packet')}
              </Choice>
              <Choice name="label-kind" checked={kind === 'lot'} onChange={() => setKind('lot')}>
                {t('qr.print.kinds.lot')}
              </Choice>
            </div>
          </fieldset>
        )}
        {kind === 'packet' ? (
          <fieldset disabled={download.isPending}>
            <legend className="text-sm font-medium text-gray-900">{t('qr.print.range')}</legend>
            <p className="text-sm text-gray-600">
              {packets > LIMITS.maxLabelsPerSheet
                ? t('qr.print.rangeRequired', { count: packets, max: LIMITS.maxLabelsPerSheet })
                : t('qr.print.rangeHint', { count: packets })}
            </p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <Input
                label={t('qr.print.from')}
                inputMode="numeric"
                autoComplete="off"
                placeholder="1"
                value={from}
                error={errors.from}
                onChange={(e) => setFrom(e.target.value)}
              />
              <Input
                label={t('qr.print.to')}
                inputMode="numeric"
                autoComplete="off"
                placeholder={String(packets || '')}
                value={to}
                error={errors.to}
                onChange={(e) => setTo(e.target.value)}
              />
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-gray-600">{t('qr.print.lotLabels')}</p>
        )}
        {download.isPending && <DownloadProgress progress={progress} />}
      </form>
    </Dialog>
  );
}

/** The warning, read out when it appears, and the checkbox it describes that lets the sheet be printed. */
function QualityConfirmation({
  warning,
  confirmed,
  onChange,
  disabled,
}: {
  warning: QualityWarning;
  confirmed: boolean;
  onChange(confirmed: boolean): void;
  disabled: boolean;
}) {
  const { t } = useQrTranslation();
  const warningId = useId();
  const danger = warning.tone === 'danger';
  return (
    <div
      className={`space-y-3 rounded-md border p-3 text-sm ${danger ? 'border-red-200 bg-red-50 text-red-900' : 'border-yellow-300 bg-yellow-50 text-yellow-900'}`}
      data-testid="label-quality-warning"
    >
      <p id={warningId} role="alert" className="font-medium break-words">
        {warning.text}
      </p>
      <label className="flex cursor-pointer items-start gap-2 text-gray-900">
        <input
          type="checkbox"
          checked={confirmed}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={warningId}
          className="mt-0.5 size-4 shrink-0 accent-green-600"
        />
        <span>{t('qr.print.quality.confirm')}</span>
      </label>
    </div>
  );
}

function Choice({
  name,
  checked,
  onChange,
  lang,
  children,
}: {
  name: string;
  checked: boolean;
  onChange(): void;
  /** The language the choice's words are in, when not the page's (a language named in its own script). */
  lang?: string;
  children: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-2 rounded-md border border-gray-200 p-3 text-sm text-gray-900 has-[:checked]:border-green-500 has-[:checked]:bg-green-50">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 accent-green-600"
      />
      <span lang={lang}>{children}</span>
    </label>
  );
}

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The bar (indeterminate until the server says how much is coming) and the labels ready so far. */
function DownloadProgress({ progress }: { progress: LabelProgress | null }) {
  const { t } = useQrTranslation();
  const fraction = progress?.fraction ?? null;
  const percent = fraction === null ? null : Math.floor(fraction * 100);
  const text =
    progress === null
      ? t('qr.print.preparing')
      : progress.labels !== null && progress.labelsDone !== null
        ? t('qr.print.progressLabels', {
            done: formatQuantity(progress.labelsDone),
            total: formatQuantity(progress.labels),
            percent,
          })
        : progress.totalBytes !== null
          ? t('qr.print.progress', { received: formatBytes(progress.bytes), total: formatBytes(progress.totalBytes) })
          : t('qr.print.progressBytes', { received: formatBytes(progress.bytes) });
  // Screen readers hear a quarter at a time, not every chunk.
  const step = percent === null ? null : Math.floor(percent / 25) * 25;
  return (
    <div className="space-y-1" data-testid="label-progress">
      <progress
        className="h-2 w-full accent-green-600"
        max={100}
        {...(percent === null ? {} : { value: percent })}
        aria-label={t('qr.print.progressLabel')}
      />
      <p className="text-sm text-gray-700" aria-hidden="true">
        {text}
      </p>
      <p role="status" className="sr-only">
        {step === null ? t('qr.print.preparing') : t('qr.print.progressStep', { percent: step })}
      </p>
    </div>
  );
}
