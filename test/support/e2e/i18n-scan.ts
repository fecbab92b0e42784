/// <reference lib="dom" />
// What the language tests of issue 30 look for on a screen, run in the page: every visible
// text (text nodes, and the aria-label, title, placeholder and alt a person or a screen reader
// meets) that the pseudo-locale did not write, every text cut off by its box, and in a real
// language every text that is still one of English's. Data is exempt: elements marked
// `data-user-content`, text in another language on purpose (`lang`), and the words the test
// names as its file's data; so are numbers, paths, URLs and the service's CamelCase
// identifiers (field and resource names), which no language translates. Grid cells are
// checked (a verdict or a message in a cell is the app's text, not the file's), but may cut a
// long value short: the row's detail shows it whole.
import type { Page } from 'playwright-core';

export interface ScanOptions {
  /** Words and phrases of the test's own data (file name, column names, cell values, profile names). */
  data?: string[];
}

interface PageScanArgs {
  data: string[];
  english: string[];
  mode: 'pseudo' | 'language';
}

interface PageTools {
  exempt(el: Element): boolean;
  /** Grid cells cut long values short by design (the row's detail shows them whole). */
  mayCut(el: Element): boolean;
  visible(el: Element): boolean;
  where(el: Element): string;
  untranslated(text: string): string[];
}

/** Runs in the page: what the scans share (what is exempt or visible, naming an element, the pseudo rule). */
function pageTools(data: string[]): PageTools {
  const pageLang = document.documentElement.lang;
  const PSEUDO = /\[[^[\]]*?~{2,}\]/g;
  const ACCENTED = /[áƀçðéƒĝĥíĵķĺɱñóþǫŕśţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŚŢÚṼŴẊÝŽ~]/;
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Whole phrases only: "AT" (a country code) must not take the "AT" out of "VAT".
  const dataPhrases = [...data]
    .sort((x, y) => y.length - x.length)
    .map((d) => new RegExp(`(?<![\\p{L}\\d])${escape(d)}(?![\\p{L}\\d])`, 'gu'));
  const harmless = (word: string): boolean =>
    /^[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+$/.test(word) || // AvailableQuantity, DistributionCenterID
    /^[A-Z]{2,}[a-z]+[A-Za-z]*$/.test(word) || // DCQuantities
    ACCENTED.test(word); // a piece of a pseudo text cut by markup (Trans)
  return {
    exempt: (el) => {
      const other = el.closest('[lang]');
      return Boolean(
        el.closest('[data-user-content]') ||
        (other && other !== document.documentElement && other.getAttribute('lang') !== pageLang),
      );
    },
    mayCut: (el) => Boolean(el.closest('[role="gridcell"], [role="rowheader"]')),
    visible: (el) => {
      const shown = el.closest('select') ?? el; // an option is seen through its select
      if (!shown.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const r = shown.getBoundingClientRect();
      return r.width > 2 && r.height > 2; // the 1px "visually hidden" pattern is for screen readers
    },
    where: (el) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const role = el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '';
      return `${el.tagName.toLowerCase()}${id}${cls}${role}`;
    },
    untranslated: (text) => {
      let rest = text.replace(PSEUDO, ' ');
      for (const d of dataPhrases) rest = rest.replace(d, ' ');
      const tokens = rest.split(/\s+/).filter((token) => !/\d|:\/\/|[/\\]|^\S+\.[a-z]{2,4}$/i.test(token)); // numbers, versions, URLs, paths, files
      return (tokens.join(' ').match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? []).filter((w) => !harmless(w));
    },
  };
}

/** Runs in the page: texts and labels not in the pseudo-locale, or (a real language) still English. */
function textScan({ english, mode }: PageScanArgs, tools: PageTools): string[] {
  const out: string[] = [];
  const englishTexts = new Set(english);
  const check = (el: Element, text: string, what: string): void => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (!t || tools.exempt(el) || !tools.visible(el)) return;
    if (mode === 'pseudo') {
      const words = tools.untranslated(t);
      if (words.length) out.push(`untranslated ${what} "${t}" (${words.join(' ')}) at ${tools.where(el)}`);
    } else if (englishTexts.has(t)) out.push(`english ${what} "${t}" at ${tools.where(el)}`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) check(parent, n.textContent ?? '', 'text');
  }
  for (const el of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')))
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt'])
      if (el.hasAttribute(attr)) check(el, el.getAttribute(attr) ?? '', attr);
  for (const input of Array.from(
    document.body.querySelectorAll<HTMLInputElement>('input[type=button], input[type=submit]'),
  ))
    check(input, input.value, 'button text');
  const title = document.title.trim();
  if (mode === 'pseudo' && title && tools.untranslated(title).length) out.push(`untranslated window title "${title}"`);
  return out;
}

/** Runs in the page: each text-holding element whose text is wider or taller than the box that clips it. */
function cutScan(tools: PageTools): string[] {
  const out: string[] = [];
  const clips = (s: CSSStyleDeclaration, axis: 'overflowX' | 'overflowY') => ['hidden', 'clip'].includes(s[axis]);
  const clippedByAncestor = (el: Element): boolean => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (!clips(as, 'overflowX') && !clips(as, 'overflowY')) continue;
      const box = a.getBoundingClientRect();
      if (text.right < box.left || text.left > box.right) continue; // scrolled away, not cut
      if (clips(as, 'overflowX') && (text.left < box.left - 1 || text.right > box.right + 1)) return true;
      if (clips(as, 'overflowY') && (text.top < box.top - 1 || text.bottom > box.bottom + 1)) return true;
    }
    return false;
  };
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const own = Array.from(el.childNodes).some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim());
    if (!own || tools.exempt(el) || tools.mayCut(el) || !tools.visible(el)) continue;
    const s = getComputedStyle(el);
    const wide = (clips(s, 'overflowX') || s.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1;
    const tall = clips(s, 'overflowY') && el.scrollHeight > el.clientHeight + 1;
    if (wide || tall || clippedByAncestor(el))
      out.push(`cut off "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)}" at ${tools.where(el)}`);
  }
  return out;
}

/** Both scans in the page, sharing one set of tools: each function is sent as its source. */
async function scan(page: Page, args: PageScanArgs): Promise<string[]> {
  const tools = `(${pageTools.toString()})(${JSON.stringify(args.data)})`;
  const script = `(() => { const tools = ${tools}; return [...(${textScan.toString()})(${JSON.stringify(args)}, tools), ...(${cutScan.toString()})(tools)]; })()`;
  return [...new Set(await page.evaluate<string[]>(script))];
}

/** In the pseudo-locale: every visible text not written by it, and every text cut off. */
export function pseudoOffenders(page: Page, options: ScanOptions = {}): Promise<string[]> {
  return scan(page, { data: options.data ?? [], english: [], mode: 'pseudo' });
}

/** In a real language: every visible text that is one of English's texts (`english`), and every text cut off. */
export function englishOffenders(page: Page, english: string[]): Promise<string[]> {
  return scan(page, { data: [], english, mode: 'language' });
}
