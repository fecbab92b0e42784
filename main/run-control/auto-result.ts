// The result workbook saved without a click when a run in the app ends (issue 42): beside
// the input file as '<name>-result.xlsx', or in the data folder's results/ when that folder
// cannot be written (a read-only share, a mail attachment's temp folder). Its path is kept in
// the journal, so a retry or a resume rewrites the same file instead of piling up copies, and
// the Report and History show it with Open and Show in folder.
import { existsSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { saveLocalisedResult } from '../jobs/index.js';
import type { Journal } from '../journal/index.js';
import { freeFileName, writable } from './free-name.js';
import { reviewedSourceOption } from './reviewed-source.js';

/** 'name-result.xlsx' in `folder`, or 'name-result (2).xlsx', ... when that name is taken. */
export function freeResultName(folder: string, input: string, ext = '.xlsx'): string {
  return freeFileName(folder, input, '-result', ext);
}

/**
 * Saves the job's result workbook (messages in `language`) and records where; answers the
 * path, or null when neither place could be written (the Save button still works then).
 */
export async function autoSaveResult(journal: Journal, resultsDir: string, language: string): Promise<string | null> {
  const d = journal.data;
  if (!d.out || !existsSync(d.out)) return null;
  const ext = extname(d.out) || '.xlsx';
  const wrap = reviewedSourceOption(journal).wrapSource;
  const places = [dirname(d.file), resultsDir].filter(writable);
  // A later run of the same job (retry, resume after cancel) rewrites the file it saved before.
  const fresh = places.map((folder) => freeResultName(folder, d.file, ext));
  const candidates = d.savedResult ? [d.savedResult, ...fresh] : fresh;
  for (const target of candidates) {
    try {
      await saveLocalisedResult(journal, target, language, wrap);
      journal.update({ savedResult: target });
      return target;
    } catch {
      // this place refused the write: the next one (the data folder) is tried
    }
  }
  return null;
}
