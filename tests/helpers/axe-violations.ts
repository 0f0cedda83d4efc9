/**
 * axe-core's WCAG 2.2 A and AA violations on a page, one line each (rule,
 * help, the first nodes): the check of tests/e2e/accessibility.test.ts (the
 * site, the demo's widgets) and tests/e2e/console.test.ts. The page's context
 * must bypass its CSP: axe comes from another origin (tests/helpers/axe-server.ts).
 */
import type { Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

export async function axeViolations(page: Page, axeUrl: string): Promise<string[]> {
  await page.addScriptTag({ url: axeUrl });
  // Every rule still runs and every violation is reported whole; passes and incomplete results, never read, are cut to one node each.
  const found = (await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    WCAG_TAGS,
  )) as Violation[];
  return found.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
}
