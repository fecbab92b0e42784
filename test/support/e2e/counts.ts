// Reads the report's counts per result from its buttons ("Created 1,204").
import type { Page } from 'playwright-core';

export async function resultCounts(page: Page): Promise<Record<string, number>> {
  const text = (await page.getByRole('group', { name: 'Counts per result' }).textContent()) ?? '';
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/(Created|Updated|Deleted|Unchanged|Skipped|Invalid|Failed) ([\d,]+)/g))
    out[m[1]!] = Number(m[2]!.replace(/,/g, ''));
  return out;
}

export const applied = (c: Record<string, number>): number => (c.Created ?? 0) + (c.Updated ?? 0) + (c.Unchanged ?? 0);
