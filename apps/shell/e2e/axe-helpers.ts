// The accessibility checks of the end-to-end tests (issue 26): axe-core's serious and critical
// findings on a page (WCAG 2.2 AA and best practice), and what overflows a phone's screen. axe is
// injected as a script tag, so the page's context needs bypassCSP (the portal's CSP refuses it).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: AxeFinding[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      // Experimental in axe 4, so off unless asked for: WCAG 2.5.3 label in name.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(n.target)}`));
}

/** Elements past the right or left edge of the screen that no scroll container or clipping box holds. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > viewport) {
      found.push(`the page scrolls sideways: scrollWidth ${document.documentElement.scrollWidth} > ${viewport}`);
    }
    const held = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) return true;
      }
      return false;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // Off-canvas panels (the closed phone drawer) are out of reach on purpose.
      return !element.closest('[inert], [aria-hidden="true"], .sr-only');
    };
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= viewport + 1 && box.left >= -1) continue;
      if (!shown(element) || held(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.split(' ').slice(0, 3).join('.')}`
          : ''
      }`;
      found.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${viewport}`);
    }
    return found;
  });
}
