// What a worksheet reader needs from the rest of the package before the sheet is streamed.
import type { NumberShape } from '../cell-text.js';

export interface SheetContext {
  path: string;
  strings: string[];
  styles: NumberShape[];
  date1904: boolean;
  /** Also keep, per date cell, the text Excel shows under its format (SourceRow.shown, issue 41). */
  shown?: boolean;
}
