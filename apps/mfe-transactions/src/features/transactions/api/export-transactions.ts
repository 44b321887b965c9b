import { apiDownload } from '@seed/auth';
import type { TransactionListQuery } from '@seed/domain';
import { useMutation } from '@tanstack/react-query';

/** GET /api/v1/transactions/export: the filtered list (every page) as CSV, one row per item. */
export function exportTransactions(query: TransactionListQuery): Promise<Blob> {
  const { before: _before, limit: _limit, ...filters } = query;
  return apiDownload('transactions', 'exportCsv', { query: filters });
}

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

export const useExportTransactions = () => useMutation({ mutationFn: exportTransactions });
