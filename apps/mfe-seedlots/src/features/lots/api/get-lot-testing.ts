import { apiDownload } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import type { TestReport } from '@seed/domain';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../qr-codes/utils/save-file';

/**
 * GET /api/v1/testing/lots/{id}: the lot's quality (status, validity, the lot tested), its current
 * report with the standard's limits, the report history and its testing requests. Off for a caller
 * without a role: the endpoint is the admins' and managers'. One cache entry for the Quality card,
 * the detail page (which starts it beside the lot's own read) and the Print labels dialog.
 */
export const useLotTesting = (id: string, enabled: boolean) =>
  useApiQuery('testing', 'lot', { params: { id } }, { retry: false, enabled });

/**
 * Starts the lot's testing read without re-rendering the caller when it answers: the detail page
 * asks for it beside the lot's detail, so the Quality card does not wait for the detail first.
 */
export const usePrefetchLotTesting = (id: string, enabled: boolean) =>
  useApiQuery('testing', 'lot', { params: { id } }, { retry: false, enabled, notifyOnChangeProps: [] });

/** The file name of a report's PDF: its report number, with anything a file name cannot hold as '-'. */
export const reportFileName = (report: Pick<TestReport, 'reportNumber'>) =>
  `seed-analysis-report-${report.reportNumber.replace(/[^\w.-]+/g, '-')}.pdf`;

/** GET /api/v1/testing/reports/{id}/pdf: the seed analysis report, saved as a file. */
export const useDownloadTestReport = () =>
  useMutation({
    mutationFn: async (report: Pick<TestReport, 'id' | 'reportNumber'>) =>
      saveFile(
        await apiDownload('testing', 'reportPdf', { params: { id: report.id } }),
        'application/pdf',
        reportFileName(report),
      ),
  });
