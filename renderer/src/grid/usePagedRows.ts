// The rows behind a VirtualGrid, fetched from main a page at a time as they come into view.
// Pages of an older version stay until the new ones arrive (so a fix or a filter change never
// unmounts the focused cell), and only KEEP_PAGES pages stay in memory.
import { useEffect, useRef, useState } from 'react';

export const PAGE = 200;
/** Pages kept in memory; the farthest from the one just loaded go first. */
const KEEP_PAGES = 24;

export interface Page<R> {
  version: string | number;
  rows: R[];
}

interface Window<R> {
  /** The first and last row index on screen. */
  first: number;
  last: number;
  total: number;
  version: string | number;
  fetchPage(offset: number, limit: number): Promise<R[]>;
}

export function usePagedRows<R>({ first, last, total, version, fetchPage }: Window<R>): Map<number, Page<R>> {
  const [pages, setPages] = useState<Map<number, Page<R>>>(new Map());
  const loading = useRef(new Set<string>());
  // Which version a page that arrives late must match; set after render, not during it.
  const currentVersion = useRef(version);
  useEffect(() => {
    currentVersion.current = version;
  }, [version]);

  useEffect(() => {
    if (total === 0) return;
    for (let p = Math.floor(first / PAGE); p <= Math.floor(last / PAGE); p++) {
      const have = pages.get(p);
      const key = `${version}/${p}`;
      if ((have && have.version === version) || loading.current.has(key)) continue;
      loading.current.add(key);
      const v = version;
      void fetchPage(p * PAGE, PAGE).then(
        (rows) => {
          loading.current.delete(key);
          if (v !== currentVersion.current) return;
          setPages((old) => {
            const next = new Map(old).set(p, { version: v, rows });
            const far = [...next.keys()].sort((a, b) => Math.abs(b - p) - Math.abs(a - p));
            for (const k of far.slice(0, Math.max(0, next.size - KEEP_PAGES))) next.delete(k);
            return next;
          });
        },
        () => loading.current.delete(key),
      );
    }
  }, [first, last, total, pages, version, fetchPage]);
  return pages;
}
