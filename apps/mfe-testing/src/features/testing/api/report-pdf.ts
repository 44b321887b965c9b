import { apiDownload } from '@seed/auth';
import type { TestReport } from '@seed/domain';
import { useMutation } from '@tanstack/react-query';

/** Hands a downloaded file to the browser as a save. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name of a report's PDF: its report number with anything a file name cannot hold as '-'. */
export const reportFileName = (report: Pick<TestReport, 'reportNumber'>) =>
  `seed-analysis-report-${report.reportNumber.replace(/[^\w.-]+/g, '-')}.pdf`;

/** GET /api/v1/testing/reports/{id}/pdf: the seed analysis report, saved as a file. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async (report: TestReport) =>
      saveFile(await apiDownload('testing', 'reportPdf', { params: { id: report.id } }), reportFileName(report)),
  });
