import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core in the real page (WCAG 2.0–2.2 A/AA rules): the browser tests' accessibility check. */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Finding {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** The serious and critical axe violations of the page as it stands. */
export async function axeViolations(page: Page): Promise<Finding[]> {
  // evaluated over the DevTools protocol: the page's CSP (script-src 'self') stays on
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; html?: string; failureSummary?: string }[];
      }[];
    }
    const res = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return res.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        // the element's own markup too: a generated id alone does not say which element it is
        nodes: v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${(n.html ?? '').slice(0, 160)} — ${n.failureSummary ?? ''}`),
      }));
  }, WCAG_TAGS);
}
