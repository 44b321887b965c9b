import type { QrCode } from '@seed/domain';
import { Badge, Button, notify, Spinner, textLinkClasses } from '@seed/ui';
import { useQrTranslation } from '../i18n';
import { svgDataUrl, useQrImage } from '../api/get-qr-image';
import { displayDate } from '../../lots/components/detail/derived';
import { saveFile } from '../utils/save-file';

/** The lot's active code: its QR image, the public URL it holds, Copy link and Download SVG. */
export function QrCodeView({ code, lotId }: { code: QrCode; lotId: string }) {
  const { t } = useQrTranslation();
  const image = useQrImage(code.id);

  const copy = () =>
    navigator.clipboard
      .writeText(code.url)
      .then(() => notify('success', t('qr.code.copied')))
      .catch(() => notify('error', t('qr.code.copyFailed')));

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex size-40 shrink-0 items-center justify-center rounded-md border border-gray-200 bg-white">
        {image.isPending ? (
          <Spinner size="sm" label={t('qr.loading')} />
        ) : image.isError ? (
          <p className="p-2 text-center text-xs text-gray-600">{t('qr.code.imageFailed')}</p>
        ) : (
          <img
            src={svgDataUrl(image.data)}
            alt={t('qr.code.image', { id: lotId })}
            width={160}
            height={160}
            className="size-full"
          />
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <Badge tone="green">{t('qr.status.active')}</Badge>
        <p>
          <a href={code.url} target="_blank" rel="noreferrer" className={textLinkClasses({ className: 'break-all' })}>
            {code.url}
          </a>
        </p>
        <p className="text-xs text-gray-600">{t('qr.code.createdOn', { date: displayDate(code.createdAt) })}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={copy}>
            {t('qr.code.copy')}
          </Button>
          {image.isSuccess && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => saveFile(image.data, 'image/svg+xml', `qr-${lotId}.svg`)}
            >
              {t('qr.code.downloadSvg')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
