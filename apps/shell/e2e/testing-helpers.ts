// Steps of the seed-testing end-to-end tests (issue 27) that more than one spec takes.
import type { Page } from 'playwright-core';

/** The laboratory, on a request in testing, issues results that pass wheat's certified standard. */
export async function issuePassingResults(page: Page, reportNumber: string): Promise<void> {
  const results: Record<string, string> = {
    'Report number': reportNumber,
    Analyst: 'S. Deshpande',
    'Pure seed (%)': '98.6',
    'Inert matter (%)': '1.4',
    'Other crop seeds (per kg)': '4',
    'Weed seeds (per kg)': '2',
    'Germination (%)': '91',
    'Moisture (%)': '10.2',
  };
  for (const [label, value] of Object.entries(results)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Issue results' }).click();
  await page.getByRole('heading', { name: `Report ${reportNumber}` }).waitFor();
}
