import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One axe-core finding, as much as a failure message needs. */
export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The serious and critical accessibility violations axe-core finds in the page as it is now
 * (WCAG 2 A and AA rules, or only the `rules` named). The page's context needs `bypassCSP`: axe
 * is injected as a script.
 */
export async function seriousViolations(page: Page, { rules }: { rules?: readonly string[] } = {}): Promise<Violation[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ path: axePath });
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };
  // A string, not a function: tsx would wrap a function in a helper the page lacks.
  return page.evaluate<Violation[]>(`(async () => {
    const result = await window.axe.run(document, { runOnly: ${JSON.stringify(runOnly)} });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.html.slice(0, 160) + ' :: ' + (node.failureSummary || '').split('\\n').slice(1, 2).join('')),
      }));
  })()`);
}

/** Violations by where they were found, one line per node, for a failure message. */
export const describeViolations = (found: Record<string, Violation[]>) =>
  Object.entries(found)
    .map(([where, violations]) => `${where}:\n${violations.map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n')}`)
    .join('\n');
