// The header row and one data row of a VirtualGrid, apart from the grid's scrolling and
// paging. data-cell="row:col" is how useGridKeyboard finds a cell to focus.
import type { ReactNode } from 'react';

export const ROW_HEIGHT = 30;

export interface GridColumn<R> {
  key: string;
  label: string;
  width: number;
  render(row: R, index: number): ReactNode;
}

export function GridHead<R>({ columns, width }: { columns: GridColumn<R>[]; width: number }) {
  return (
    <div role="rowgroup" className="grid-head" style={{ width }}>
      <div role="row" aria-rowindex={1} className="grid-head-row">
        {columns.map((c, ci) => (
          <div
            role="columnheader"
            key={c.key}
            data-cell={`0:${ci}`}
            className="grid-cell"
            style={{ width: c.width }}
            title={c.label}
          >
            {c.label}
          </div>
        ))}
      </div>
    </div>
  );
}

interface RowProps<R> {
  index: number;
  /** Where the row starts, in the virtualizer's coordinates. */
  start: number;
  /** Undefined while its page loads. */
  row: R | undefined;
  columns: GridColumn<R>[];
  width: number;
  rowClass?: ((row: R) => string) | undefined;
  /** Shown in the first cell while the row's page loads. */
  loadingText: string;
}

export function GridRow<R>({ index, start, row, columns, width, rowClass, loadingText }: RowProps<R>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-busy={row ? undefined : true}
      className={`grid-row ${row && rowClass ? rowClass(row) : ''}`}
      style={{ transform: `translateY(${start - ROW_HEIGHT}px)`, height: ROW_HEIGHT, width }}
    >
      {columns.map((c, ci) => (
        <div
          role="gridcell"
          key={c.key}
          data-cell={`${index + 1}:${ci}`}
          className={`grid-cell${row ? '' : ' loading'}`}
          style={{ width: c.width }}
        >
          {row ? c.render(row, index) : ci === 0 ? loadingText : ''}
        </div>
      ))}
    </div>
  );
}
