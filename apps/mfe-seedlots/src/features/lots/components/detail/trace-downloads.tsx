import { apiDownload } from '@seed/auth';
import { Button } from '@seed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { saveFile } from '../../../qr-codes/utils/save-file';
import { useLotsTranslation } from '../../i18n';

// Issue 31: the lot's whole chain, upstream and downstream, for an inspector or an auditor — as
// the standard's EPCIS 2.0 document (JSON-LD) and as a printable trace report (PDF). Each button is
// busy while its file downloads; a failure is said in an alert beside them.

export type TraceFile = 'epcis' | 'report';

const ENDPOINT = { epcis: 'lotEvents', report: 'traceReport' } as const;

/** The file names the BFF gives them (Content-Disposition), which a Blob does not carry. */
export const traceFileName = (lotId: string, file: TraceFile) => {
  const safe = lotId.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);
  return file === 'epcis' ? `trace-${safe}.jsonld` : `trace-report-${safe}.pdf`;
};

async function downloadTrace(lotId: string, file: TraceFile): Promise<void> {
  const blob = await apiDownload('epcis', ENDPOINT[file], { params: { id: lotId } });
  saveFile(blob, blob.type, traceFileName(lotId, file));
}

/** "Download trace (EPCIS 2.0)" and "Trace report (PDF)", among the lot's actions. */
export function TraceDownloads({ lotId }: { lotId: string }) {
  const { t } = useLotsTranslation();
  const [failed, setFailed] = useState<TraceFile | null>(null);
  const epcis = useMutation({ mutationFn: () => downloadTrace(lotId, 'epcis') });
  const report = useMutation({ mutationFn: () => downloadTrace(lotId, 'report') });
  const label = (file: TraceFile) =>
    file === 'epcis' ? t('detail.actions.downloadTrace') : t('detail.actions.traceReport');
  const start = (file: TraceFile) => {
    setFailed(null);
    (file === 'epcis' ? epcis : report).mutate(undefined, { onError: () => setFailed(file) });
  };
  const busy = epcis.isPending ? 'epcis' : report.isPending ? 'report' : null;

  return (
    <>
      <Button variant="secondary" loading={epcis.isPending} onClick={() => start('epcis')}>
        {label('epcis')}
      </Button>
      <Button variant="secondary" loading={report.isPending} onClick={() => start('report')}>
        {label('report')}
      </Button>
      <p className="sr-only" role="status">
        {busy ? t('detail.actions.downloading', { file: label(busy) }) : ''}
      </p>
      {failed && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm break-words text-red-800 sm:basis-full"
        >
          {t('detail.actions.downloadFailed', { file: label(failed) })}
        </p>
      )}
    </>
  );
}
