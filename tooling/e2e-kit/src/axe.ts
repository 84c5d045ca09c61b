import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// Evaluated rather than added as a <script>: a page whose CSP allows no inline script (a
// partner's page) is scanned too. The sourceURL names axe's file in the console lines of
// what axe itself does in the page (its inline styles, which a strict CSP refuses).
let axeSource: string | undefined;

export interface AxeScanOptions {
  /** CSS selectors of the parts to scan (each with what it contains); the whole document by default. */
  include?: readonly string[];
  /** axe rule ids to leave out. */
  disableRules?: readonly string[];
  /** Only these axe rule ids. */
  runOnly?: readonly string[];
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown; html: string }>;
}

/** axe's violations on the page (every impact). */
export async function axeViolations(page: Page, options: AxeScanOptions = {}): Promise<AxeViolation[]> {
  axeSource ??= `${readFileSync(axePath, 'utf8')}\n//# sourceURL=${axePath}`;
  await page.evaluate(axeSource);
  return page.evaluate(async ({ include, disableRules, runOnly }) => {
    type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const context = include ? { include: include.map((selector) => [selector]) } : document;
    const rules = Object.fromEntries((disableRules ?? []).map((rule) => [rule, { enabled: false }]));
    const result = await axe.run(context, { resultTypes: ['violations'], rules, ...(runOnly ? { runOnly: [...runOnly] } : {}) });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact: impact ?? null, help, nodes: nodes.map(({ target, html }) => ({ target, html })) }));
  }, { include: options.include ? [...options.include] : undefined, disableRules: options.disableRules ? [...options.disableRules] : undefined, runOnly: options.runOnly ? [...options.runOnly] : undefined });
}

/** axe's serious and critical violations on the page, one readable line each (none: `[]`). */
export async function seriousViolations(page: Page, options: AxeScanOptions = {}): Promise<string[]> {
  return (await axeViolations(page, options))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
}
