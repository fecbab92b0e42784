/**
 * Keeps list() from looping on a service that wraps around. The real service has been seen
 * to answer a $skip past the end with the first page again, its nextLink included
 * (service-behaviour.md), so following links alone would read the list forever. A page
 * whose rows were all read before, or an empty page that still links on, is the end of the
 * list: `check` says why (the page is then not yielded), or throws when @odata.count shows
 * rows still missing, since that end would silently lose them.
 */
import { createHash } from 'node:crypto';
import { ENGLISH_ERRORS } from '../../shared/errors/index.js';
import { ApiError } from './api-error.js';

export class PageGuard {
  private readonly prints = new Set<string>();
  rows = 0;
  pages = 0;

  /** `top`: the $top of the original query, which caps what @odata.count promises. */
  constructor(private readonly top: number | undefined) {}

  /** Why this page ends the list, or undefined to take it (and count it). */
  check(url: URL, value: unknown[], hasNext: boolean, count: number | undefined): string | undefined {
    const print = value.length ? createHash('sha256').update(JSON.stringify(value)).digest('base64') : undefined;
    const loop =
      print !== undefined && this.prints.has(print)
        ? 'repeated'
        : print === undefined && hasNext
          ? 'emptyWithNext'
          : undefined;
    if (!loop) {
      if (print !== undefined) this.prints.add(print);
      this.pages++;
      this.rows += value.length;
      return undefined;
    }
    const where = `${url.pathname}${url.searchParams.has('$skip') ? ` ($skip=${url.searchParams.get('$skip')})` : ''}`;
    const expected = count === undefined ? undefined : this.top !== undefined ? Math.min(this.top, count) : count;
    if (expected !== undefined && this.rows < expected) {
      throw new ApiError(
        0,
        {
          id: 'errors:api.page.loop',
          params: { where, loop: { id: `errors:api.page.${loop}` }, rows: this.rows, expected },
        },
        { id: 'errors:api.page.loopHint' },
      );
    }
    // Still English: the client's 'paging-stopped' event and an export's note take it as text.
    return (
      `Paging stopped at ${where}: the service answered ${ENGLISH_ERRORS[`api.page.${loop}`]} (as it does for a $skip past the end); ` +
      `taken as the end of the list after ${this.pages} page(s) and ${this.rows} row(s), each read once.`
    );
  }
}
