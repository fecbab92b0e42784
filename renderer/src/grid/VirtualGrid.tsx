// A virtualized grid over any number of rows: only the rows on screen are rendered
// (@tanstack/react-virtual), and they are fetched from main in pages as they come into view,
// so a million-row review never crosses IPC in bulk.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

const PAGE = 200;
export const ROW_HEIGHT = 30;

export interface GridColumn<R> { key: string; label: string; width: number; render(row: R, index: number): ReactNode }

interface Props<R> {
  label: string;
  total: number;
  columns: GridColumn<R>[];
  fetchPage(offset: number, limit: number): Promise<R[]>;
  /** Changes when the rows behind the grid change (filter, an edit): pages are fetched again. */
  version: string | number;
  height?: number;
  rowClass?(row: R): string;
}

export function VirtualGrid<R>({ label, total, columns, fetchPage, version, height = 360, rowClass }: Props<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<Map<number, R[]>>(new Map());
  const loading = useRef(new Set<number>());
  const currentVersion = useRef(version);
  currentVersion.current = version;
  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;

  useEffect(() => {
    setPages(new Map());
    loading.current.clear();
  }, [version]);

  useEffect(() => {
    if (total === 0) return;
    for (let p = Math.floor(first / PAGE); p <= Math.floor(last / PAGE); p++) {
      if (pages.has(p) || loading.current.has(p)) continue;
      loading.current.add(p);
      const v = version;
      void fetchPage(p * PAGE, PAGE).then((rows) => {
        loading.current.delete(p);
        setPages((old) => (v !== currentVersion.current ? old : new Map(old).set(p, rows)));
      }, () => loading.current.delete(p));
    }
  }, [first, last, total, pages, version, fetchPage]);

  const width = columns.reduce((s, c) => s + c.width, 0);
  return (
    <div className="grid" role="grid" aria-label={label} aria-rowcount={total + 1} style={{ height }}>
      <div className="grid-scroll" ref={scrollRef} tabIndex={0} aria-label={`${label}, scrollable`}>
        <div className="grid-head" role="row" aria-rowindex={1} style={{ width }}>
          {columns.map((c) => <div role="columnheader" key={c.key} className="grid-cell" style={{ width: c.width }}>{c.label}</div>)}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
          {items.map((item) => {
            const row = pages.get(Math.floor(item.index / PAGE))?.[item.index % PAGE];
            return (
              <div key={item.key} role="row" aria-rowindex={item.index + 2} className={`grid-row ${row && rowClass ? rowClass(row) : ''}`}
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT, width }}>
                {row
                  ? columns.map((c) => <div role="gridcell" key={c.key} className="grid-cell" style={{ width: c.width }}>{c.render(row, item.index)}</div>)
                  : <div className="grid-cell loading" role="gridcell">Loading…</div>}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
