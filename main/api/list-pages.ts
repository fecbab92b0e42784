import { ApiError, toApiError } from './api-error.js';
import type { ClientCore } from './core.js';
import { PageGuard } from './page-guard.js';
import { sendOne } from './single-request.js';
import { RunStoppedError } from './stop.js';

/** The pages of a list, with @odata.count once the first page is in (when $count was asked). */
export interface ListPages<T> extends AsyncIterable<T[]> {
  count: number | undefined;
  /** Why paging stopped before the service's last link, when it did (also emitted as a 'paging-stopped' event). */
  stopped: string | undefined;
}

/**
 * Pages through a list by following @odata.nextLink exactly as the service gives it
 * (never computing $skip), and stops with a clear error when a link repeats or points
 * at another host (the token must not travel there). When `signal` aborts, the next page
 * is not read: the iteration throws RunStoppedError.
 *
 * Paging never loops (page-guard.ts): a page read before, or an empty page that links on,
 * ends the list; it is not yielded, and the stop is reported (`stopped`, a 'paging-stopped'
 * event).
 */
export function listPages<T>(
  core: ClientCore,
  pathAndQuery: string,
  opts: { count?: boolean; signal?: AbortSignal | undefined } = {},
): ListPages<T> {
  const pages: ListPages<T> = {
    count: undefined,
    stopped: undefined,
    async *[Symbol.asyncIterator]() {
      let next: string | undefined = pathAndQuery;
      if (opts.count) {
        const u = core.url(pathAndQuery);
        if (!u.searchParams.has('$count')) next += `${pathAndQuery.includes('?') ? '&' : '?'}$count=true`;
      }
      const seen = new Set<string>();
      const top = Number(core.url(pathAndQuery).searchParams.get('$top') ?? NaN);
      const guard = new PageGuard(Number.isInteger(top) ? top : undefined);
      while (next) {
        const url = core.url(next);
        url.searchParams.delete('access_token'); // a link may carry an older token; the current one is added when sent
        const key = url.toString();
        if (seen.has(key)) {
          throw new ApiError(
            0,
            { id: 'errors:api.page.sameLink', params: { link: `${url.pathname}${url.search}` } },
            { id: 'errors:api.page.sameLinkHint' },
          );
        }
        seen.add(key);
        if (url.origin !== new URL(core.url('/').toString()).origin) {
          throw new ApiError(
            0,
            { id: 'errors:api.page.otherHost', params: { origin: url.origin } },
            { id: 'errors:api.page.otherHostHint' },
          );
        }
        const res = await sendOne(core, { method: 'GET', path: key }, key, opts.signal);
        if (res.stopped) throw new RunStoppedError();
        if (!res.ok) throw toApiError(res.status, res.body);
        const body = res.body as { value?: unknown; '@odata.nextLink'?: unknown; '@odata.count'?: unknown } | undefined;
        if (!body || !Array.isArray(body.value)) {
          throw new ApiError(
            res.status,
            { id: 'errors:api.page.notList', params: { path: url.pathname } },
            { id: 'errors:api.page.notListHint' },
          );
        }
        if (typeof body['@odata.count'] === 'number') pages.count = body['@odata.count'];
        next =
          typeof body['@odata.nextLink'] === 'string' && body['@odata.nextLink'] ? body['@odata.nextLink'] : undefined;
        const stop = guard.check(url, body.value, next !== undefined, pages.count);
        if (stop) {
          pages.stopped = stop;
          core.emit({ type: 'paging-stopped', path: url.pathname, message: stop });
          return;
        }
        yield body.value as T[];
      }
    },
  };
  return pages;
}
