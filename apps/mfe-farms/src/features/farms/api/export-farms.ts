import { apiDownload } from '@seed/auth';
import { useMutation } from '@tanstack/react-query';

export type ExportFormat = 'geojson' | 'kml' | 'csv';

const FILE_NAMES: Record<ExportFormat, string> = { geojson: 'farms.geojson', kml: 'farms.kml', csv: 'farms.csv' };

/** GET /api/v1/farms/export?format=…: downloads the file the BFF builds (name, area, centroid). */
export async function exportFarms(format: ExportFormat): Promise<void> {
  const file = await apiDownload('farms', 'export', { query: { format } });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAMES[format];
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportFarms = () => useMutation({ mutationFn: exportFarms });
