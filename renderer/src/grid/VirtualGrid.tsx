// A virtualized grid over any number of rows: only the rows on screen are rendered
// (@tanstack/react-virtual), and they are fetched from main in pages as they come into view,
// so a million-row review never crosses IPC in bulk. It follows the WAI-ARIA grid pattern:
// the element with role=grid is the scroll box itself (no named wrapper between grid and
// rows), aria-rowcount/aria-rowindex count every row of the data, and the keyboard model
// lives in useGridKeyboard. Pages of an older version stay on screen until the new ones
// arrive, so a fix or a filter change never unmounts the focused cell.
import { useCallback, useImperativeHandle, useMemo, useRef, type Ref, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useGridKeyboard, type CellPos } from './useGridKeyboard.js';
import { GridHead, GridRow, ROW_HEIGHT, type GridColumn } from './GridParts.js';
import { PAGE, usePagedRows } from './usePagedRows.js';
import { fitLabels } from './fit-labels.js';

export { ROW_HEIGHT, type GridColumn } from './GridParts.js';

/** What a screen around the grid can ask of it: where the active cell is, focus a cell. */
export interface GridHandle<R> {
  active(): CellPos;
  /** Focuses a data cell (row 0 is the first data row), scrolling it into view. */
  focusCell(row: number, col: number): void;
  /** The loaded row at a data index, if its page is in memory. */
  rowAt(row: number): R | undefined;
}

interface Props<R> {
  label: string;
  total: number;
  columns: GridColumn<R>[];
  fetchPage(offset: number, limit: number): Promise<R[]>;
  /** Changes when the rows behind the grid change (filter, an edit): pages are fetched again. */
  version: string | number;
  height?: number;
  rowClass?(row: R): string;
  readOnly?: boolean;
  handle?: Ref<GridHandle<R>>;
}

export function VirtualGrid<R>({
  label,
  total,
  columns: given,
  fetchPage,
  version,
  height = 360,
  rowClass,
  readOnly,
  handle,
}: Props<R>) {
  const { t } = useTranslation('common');
  const columns = useMemo(() => fitLabels(given), [given]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualizer, scrollToRow } = useRowScroll(total, scrollRef);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;

  const pages = usePagedRows({ first, last, total, version, fetchPage });
  const { width, scrollToCol } = useColumnScroll(columns, scrollRef);
  const keys = useGridKeyboard({
    grid: scrollRef,
    rows: total + 1,
    cols: columns.length,
    scrollToRow,
    scrollToCol,
    pageRows: () =>
      Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? height) - ROW_HEIGHT) / ROW_HEIGHT) - 1),
  });
  const rowAt = (i: number): R | undefined => pages.get(Math.floor(i / PAGE))?.rows[i % PAGE];
  useImperativeHandle(handle, () => ({
    active: () => keys.active,
    focusCell: (row, col) => keys.moveTo({ row: row + 1, col }),
    rowAt: (i) => {
      const p = pages.get(Math.floor(i / PAGE));
      return p?.version === version ? p.rows[i % PAGE] : undefined;
    },
  }));

  return (
    <div
      className="grid"
      role="grid"
      aria-label={label}
      aria-rowcount={total + 1}
      aria-colcount={columns.length}
      aria-readonly={readOnly || undefined}
      ref={scrollRef}
      style={{ height }}
      onKeyDown={keys.onKeyDown}
      onFocus={keys.onFocus}
    >
      <GridHead columns={columns} width={width} />
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {items.map((item) => (
          <GridRow
            key={item.key}
            index={item.index}
            start={item.start}
            row={item.index < total ? rowAt(item.index) : undefined}
            columns={columns}
            width={width}
            rowClass={rowClass}
            loadingText={t('grid.loading')}
          />
        ))}
      </div>
    </div>
  );
}

/** The columns' left edges, the grid's width, and scrolling a column into view. */
function useColumnScroll<R>(columns: GridColumn<R>[], scrollRef: RefObject<HTMLDivElement | null>) {
  const offsets = useMemo(
    () => columns.reduce<number[]>((acc, c, i) => [...acc, (acc[i] ?? 0) + c.width], [0]),
    [columns],
  );
  const width = offsets[columns.length]!;
  const scrollToCol = useCallback(
    (col: number) => {
      const el = scrollRef.current;
      if (!el) return;
      const left = offsets[col] ?? 0,
        right = offsets[col + 1] ?? left;
      if (left < el.scrollLeft) el.scrollLeft = left;
      else if (right > el.scrollLeft + el.clientWidth) el.scrollLeft = Math.min(left, right - el.clientWidth);
    },
    [offsets, scrollRef],
  );
  return { width, scrollToCol };
}

/** The virtualizer over the rows, and scrolling a row (0 = header) into view. */
function useRowScroll(total: number, scrollRef: RefObject<HTMLDivElement | null>) {
  // TanStack Virtual returns new functions on every render, so the React Compiler would skip
  // this component; the app does not run the compiler, and nothing here memoizes on them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The sticky header row sits above the rows inside the scroll box.
    scrollMargin: ROW_HEIGHT,
    scrollPaddingStart: ROW_HEIGHT,
  });
  const scrollToRow = useCallback(
    (row: number) => {
      if (row > 0) virtualizer.scrollToIndex(row - 1);
    },
    [virtualizer],
  );
  return { virtualizer, scrollToRow };
}
