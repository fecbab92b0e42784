// What the undo workbook's thread (run/undo-thread.ts) is given and answers.
export interface UndoThreadData {
  /** The job's journal file (<jobs>/<id>.sqlite). */
  journalFile: string;
  /** Where the undo workbook goes. */
  path: string;
}

export type FromUndoThread =
  | { type: 'done'; rows: number; created: number }
  /** `hint`: the error was a UserError (a SheetError: a folder that cannot be written...), with its hint. */
  | { type: 'error'; message: string; hint?: string };
