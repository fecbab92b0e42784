// The result workbook the app saves for its user (issue 30): written again from the journal
// with each row's Message in the user's language, said from the journal's message data with
// that language's templates (issue 40; an older journal's English through the legacy reader), while the column names, the verdicts and the
// Summary sheet stay as the run wrote them in English (scripts and re-imports read them). The
// CLI never comes here: its result workbook is English. English, a file the job can no longer
// read, or a language without a catalogue: the run's own workbook is copied as it is.
import { copyFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  ENGLISH_TEMPLATES,
  LANGUAGES,
  legacyLocalised,
  PSEUDO_LANGUAGE,
  renderMessage,
  type Catalogue,
  type ShownText,
} from '../../../shared/i18n/index.js';
import type { Journal } from '../../journal/index.js';
import { openSheet, type SheetSource } from '../../sheets/index.js';
import { openJobSheet } from '../ingest/job-sheet.js';
import { writeReport } from '../report/write-report.js';
import { importTarget } from '../targets/all-targets.js';

/**
 * The `engine` catalogue of `language`, or null for English or a language the app does not
 * speak. The other languages load here, when one is asked for: the jobs barrel that the CLI
 * imports leads to this file, and the CLI loads English alone (issue 44).
 */
async function engineCatalogue(language: string): Promise<Catalogue | null> {
  if (language === 'en') return null;
  if (language !== PSEUDO_LANGUAGE && !(LANGUAGES as readonly string[]).includes(language)) return null;
  const { createI18n } = await import('../../../shared/languages/index.js');
  const i18n = createI18n(language as (typeof LANGUAGES)[number]);
  return (i18n.getResourceBundle(language, 'engine') as Catalogue | undefined) ?? null;
}

// Distinct older-journal texts read back (each into its id and parameters once, issue 44).
const LEGACY_TEXTS = 10_000;

/**
 * A row's Message in the language of `catalogue`: a message with its templates, a text (an
 * older journal's English, the service's words) through the legacy reader, once per distinct
 * text; past LEGACY_TEXTS distinct ones the memory starts over.
 */
function sayer(catalogue: Catalogue): (shown: ShownText) => string {
  const templates = (id: string): string | undefined => catalogue[id] ?? ENGLISH_TEMPLATES(id);
  const seen = new Map<string, string>();
  return (shown) => {
    if (!('text' in shown)) return renderMessage(shown, templates);
    let text = seen.get(shown.text);
    if (text === undefined) {
      if (seen.size >= LEGACY_TEXTS) seen.clear();
      text = legacyLocalised(shown.text, catalogue);
      seen.set(shown.text, text);
    }
    return text;
  };
}

/** A Summary value as the run wrote it: counts and seconds were numbers, the rest text. */
const summaryValue = (text: string): string | number => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** The Summary sheet of the run's own result workbook, so that the copy says the same (none in a CSV). */
async function summaryOf(resultPath: string): Promise<[string, string | number][]> {
  if (extname(resultPath).toLowerCase() === '.csv') return [];
  const source = await openSheet(resultPath, { sheet: 'Summary', headerRow: 1 });
  const rows: [string, string | number][] = [];
  try {
    for await (const row of source.rows()) rows.push([row.cells[0] ?? '', summaryValue(row.cells[1] ?? '')]);
  } finally {
    await source.close();
  }
  return rows;
}

/**
 * Writes the job's result workbook to `target` with its messages in `language`. `wrapSource`
 * as the run had it (cells fixed in the review). Returns whether it was translated (false:
 * the run's own workbook was copied).
 */
export async function saveLocalisedResult(
  journal: Journal,
  target: string,
  language: string,
  wrapSource?: (source: SheetSource) => SheetSource,
): Promise<boolean> {
  const resultPath = journal.data.out;
  const catalogue = await engineCatalogue(language);
  let summary: [string, string | number][] | null = null;
  if (catalogue && extname(target).toLowerCase() === extname(resultPath).toLowerCase())
    summary = await summaryOf(resultPath).catch(() => null);
  if (!catalogue || !summary) {
    await copyFile(resultPath, target);
    return false;
  }
  const rows = summary;
  try {
    await writeReport(
      journal,
      importTarget(journal.data.resource),
      target,
      () => openJobSheet(journal.data, wrapSource),
      () => rows,
      { say: sayer(catalogue) },
    );
  } catch {
    // The job's file is gone or changed: the run's own (English) workbook rather than none.
    await copyFile(resultPath, target);
    return false;
  }
  return true;
}
