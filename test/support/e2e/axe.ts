/// <reference lib="dom" />
// Runs axe-core (the dev dependency) in the page: WCAG 2.0 A/AA, 2.1 AA and best practices,
// and answers the violations of impact moderate or above, one line per element, so a failing
// test says what and where. The app's CSP forbids inline scripts, so when addScriptTag is
// refused the same file is evaluated through the DevTools protocol instead.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['moderate', 'serious', 'critical']);

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.addScriptTag({ path: AXE_PATH }).catch(() => undefined);
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
}

/** Violations of impact moderate or above on the page as it is now, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  )) as AxeResult;
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
}

/** Violations in the light and the dark theme, each line prefixed with its theme. */
export async function axeBothThemes(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    out.push(...(await axeViolations(page)).map((l) => `[${scheme}] ${l}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return out;
}
