// Shared steps of the varieties end-to-end tests: the tabs with their counts, the filter panel
// and the cards of the page.
import type { Locator, Page } from 'playwright-core';

/** The count a tab shows, e.g. 'My Varieties (2)' → 2, once the list has loaded. */
export async function tabCount(page: Page, tab: 'My Varieties' | 'Discover Varieties'): Promise<number> {
  const label = page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) });
  return Number((await label.innerText()).match(/\((\d+)\)/)![1]);
}

/** Waits until a tab shows the count. */
export async function waitForTabCount(page: Page, tab: 'My Varieties' | 'Discover Varieties', count: number) {
  await page.getByRole('tab', { name: `${tab} (${count})`, exact: true }).waitFor();
}

/** The card of a variety by its name (My Varieties or Discover Varieties). */
export function varietyCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Opens the filter panel when it is closed. */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filters' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('search', { name: 'Variety filters' }).waitFor();
}

/** The crop line of every card shown, once the list has settled. */
export async function cropsOfCards(page: Page, testId: 'variety-card' | 'master-variety-card'): Promise<string[]> {
  return page
    .getByTestId(testId)
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h2 + p')?.textContent ?? ''));
}
