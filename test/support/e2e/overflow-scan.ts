/// <reference lib="dom" />
// Issue 42: "every screen fits". What the language scans (i18n-scan.ts) do not see: a box
// whose content is wider than the box and is not meant to scroll sideways (the content spills
// over its neighbours or off-screen), a page that scrolls sideways, and anything that reaches
// past the window's right edge. Measured in the DOM. Grids are meant to scroll sideways (a wide
// file has many columns), so a grid and what is inside it are exempt; so is an element marked
// `data-may-scroll`.
import type { Page } from 'playwright-core';

function overflowScan(): string[] {
  const out: string[] = [];
  const where = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls} "${label}"`;
  };
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    out.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
  const right = root.clientWidth;
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.closest('[role="grid"], [data-may-scroll]')) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 2 || r.height <= 2) continue; // the visually hidden pattern
    const s = getComputedStyle(el);
    if (s.position === 'fixed' && r.right <= right + 1) continue;
    if (r.right > right + 1) out.push(`past the window's right edge by ${Math.round(r.right - right)}px: ${where(el)}`);
    else if (
      s.overflowX !== 'auto' &&
      s.overflowX !== 'scroll' &&
      el.scrollWidth > el.clientWidth + 1 &&
      el.clientWidth > 0
    )
      out.push(`content wider than its box (${el.scrollWidth} > ${el.clientWidth}): ${where(el)}`);
  }
  return out;
}

/** Every box on the screen whose content does not fit it sideways (empty when the screen fits). */
export async function overflowOffenders(page: Page): Promise<string[]> {
  return [...new Set(await page.evaluate<string[]>(`(${overflowScan.toString()})()`))];
}
