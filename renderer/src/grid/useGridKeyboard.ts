// The WAI-ARIA grid keyboard model for VirtualGrid (issue 16): the grid is one Tab stop
// (roving tabindex on the active cell, or on the single widget inside it), arrows move a
// cell, Home/End go to the row's ends, Ctrl+Home/End to the grid's, Page Up/Down by a
// screenful. Rows are virtualized, so a cell to go to may not exist yet: the move scrolls
// its row in and focus lands once it is rendered. Position 0 is the header row.
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

export interface CellPos {
  row: number;
  col: number;
}

interface Options {
  grid: RefObject<HTMLElement | null>;
  /** Rows including the header row. */
  rows: number;
  cols: number;
  /** Rows a Page Up/Down moves (asked at the key press: the box shrinks when zoomed). */
  pageRows(): number;
  /** Brings a row (0 = header) into view; the cell is focused once rendered. */
  scrollToRow(row: number): void;
  /** Brings a column into view horizontally. */
  scrollToCol(col: number): void;
}

const WIDGET = 'button, input, select, textarea, a[href]';

/** The element that takes focus for a cell: its single widget, or the cell itself. */
function targetOf(cell: HTMLElement): HTMLElement {
  return cell.querySelector<HTMLElement>(WIDGET) ?? cell;
}

const cellAt = (grid: HTMLElement, p: CellPos) => grid.querySelector<HTMLElement>(`[data-cell="${p.row}:${p.col}"]`);

/**
 * Focus where it belongs, then one tab stop. Focus moves first: taking tabindex off a focused
 * cell (its widget arrived) would blur it to the page body. `pending` is set by a move.
 */
function placeFocus(
  el: HTMLElement,
  at: CellPos,
  pending: RefObject<boolean>,
  lastFocused: RefObject<HTMLElement | null>,
): void {
  const activeCell = cellAt(el, at);
  const target = activeCell ? targetOf(activeCell) : null;
  const focused = document.activeElement;
  // Focus fell to the body because the focused cell was removed (a fix took its row out of the
  // problem filter, new pages replaced the rows): it goes back to the active cell.
  const lost =
    lastFocused.current && !lastFocused.current.isConnected && (focused === document.body || focused === null);
  if (target && (pending.current || lost || (focused === activeCell && target !== activeCell))) {
    pending.current = false;
    // A freshly rendered cell has no tabindex yet, and a div without one cannot take focus.
    target.tabIndex = 0;
    target.focus({ preventScroll: true });
    // The grid scrolled its row in; the window may still need to (a zoomed page scrolls too).
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    lastFocused.current = target;
  }
  // A focused row that went away off screen (scrolled by the wheel) is not chased: focus
  // comes back to it when it is rendered again, or by Tab to the grid's stop.
  for (const cell of el.querySelectorAll<HTMLElement>('[data-cell]')) {
    const t = targetOf(cell);
    if (t !== cell) cell.removeAttribute('tabindex');
    t.tabIndex = -1;
  }
  // The active row scrolled away: the first rendered cell of its column keeps the Tab stop.
  const fallback =
    el.querySelector<HTMLElement>(`[data-cell$=":${at.col}"]:not([data-cell^="0:"])`) ??
    cellAt(el, { row: 0, col: at.col });
  const stop = target ?? (fallback ? targetOf(fallback) : null);
  if (stop) stop.tabIndex = 0;
}

export function useGridKeyboard({ grid, rows, cols, pageRows, scrollToRow, scrollToCol }: Options) {
  const [active, setActive] = useState<CellPos>({ row: 1, col: 0 });
  const pending = useRef(false);
  const lastFocused = useRef<HTMLElement | null>(null);
  const clamp = (p: CellPos): CellPos => ({
    row: Math.max(0, Math.min(rows - 1, p.row)),
    col: Math.max(0, Math.min(cols - 1, p.col)),
  });
  // Until the person moves, the Tab stop is the first data cell (the header while there are no rows).
  const at = clamp(active);

  const moveTo = useCallback(
    (p: CellPos) => {
      const next = { row: Math.max(0, Math.min(rows - 1, p.row)), col: Math.max(0, Math.min(cols - 1, p.col)) };
      pending.current = true;
      setActive(next);
      scrollToRow(next.row);
      scrollToCol(next.col);
    },
    [rows, cols, scrollToRow, scrollToCol],
  );

  // After every render: focus where it belongs, then one tab stop.
  useLayoutEffect(() => {
    if (grid.current) placeFocus(grid.current, at, pending, lastFocused);
  });

  const onFocus = useCallback((e: FocusEvent) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    lastFocused.current = e.target as HTMLElement;
    const [row, col] = cell.dataset.cell!.split(':').map(Number) as [number, number];
    setActive((old) => (old.row === row && old.col === col ? old : { row, col }));
  }, []);

  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey) return;
      const t = e.target as HTMLElement;
      if (t.matches('input, select, textarea')) return;
      const ctrl = e.ctrlKey || e.metaKey;
      const moves: Record<string, CellPos | undefined> = {
        ArrowUp: { row: at.row - 1, col: at.col },
        ArrowDown: { row: at.row + 1, col: at.col },
        ArrowLeft: { row: at.row, col: at.col - 1 },
        ArrowRight: { row: at.row, col: at.col + 1 },
        Home: ctrl ? { row: rows > 1 ? 1 : 0, col: 0 } : { row: at.row, col: 0 },
        End: ctrl ? { row: rows - 1, col: cols - 1 } : { row: at.row, col: cols - 1 },
        PageUp: { row: Math.max(at.row > 0 ? 1 : 0, at.row - pageRows()), col: at.col },
        PageDown: { row: at.row + pageRows(), col: at.col },
      };
      const to = moves[e.key];
      if (!to || (ctrl && !['Home', 'End'].includes(e.key)) || e.shiftKey) return;
      e.preventDefault();
      moveTo(to);
    },
    [at.row, at.col, rows, cols, pageRows, moveTo],
  );

  return { active: at, moveTo, onFocus, onKeyDown };
}
