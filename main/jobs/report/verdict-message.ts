// A row's verdict message as data for the app (issue 40): the same words verdictOf says in
// English (verdict.ts, what the CLI prints and the workbooks keep), made of the lines' own
// messages and a few joining templates, so the app says it in the user's language and a
// user's value holding '; ' or '(cell C4)' is never taken apart again.
import { engineMessage, type Message, type MessageParam, type ShownText } from '../../../shared/i18n/index.js';
import { lineMessage, type ReportLine } from '../../journal/index.js';
import { lineResult, type ReportResult } from './verdict.js';

/** A line's message, or the dry run's / stopped run's word for a line never answered. */
function lineWords(line: ReportLine, dryRun: boolean, plan: boolean): MessageParam | null {
  const m = lineMessage(line);
  if (m !== null && m !== '') return m;
  if (!plan && (line.state === 'pending' || line.state === 'sent'))
    return engineMessage(dryRun ? 'result.dryRun' : 'result.notSentStopped');
  return null;
}

/** `first, rest...` through a joining template, right to left: a list in any language. */
function joined(id: 'join.comma' | 'join.semicolon' | 'join.sentence', items: MessageParam[]): MessageParam {
  return items.reduceRight((rest, first) => ({ id, params: { first, rest } }));
}

const shown = (p: MessageParam): ShownText => (typeof p === 'string' ? { text: p } : (p as Message));

function labelled(line: ReportLine, m: MessageParam): MessageParam {
  return line.value_column ? engineMessage('result.labelled', { column: line.value_column, message: m }) : m;
}

/** 'Written: DC 1 (Updated). Failed: DC 2: <why>', then the other cells' messages (as verdict.ts). */
function partly(lines: ReportLine[], results: ReportResult[], words: (MessageParam | null)[]): MessageParam {
  const name = (l: ReportLine): MessageParam => l.value_column ?? engineMessage('result.part', { part: l.part });
  const written: MessageParam[] = [];
  const failed: MessageParam[] = [];
  const other: MessageParam[] = [];
  lines.forEach((l, i) => {
    const r = results[i]!;
    const w = words[i];
    if (r === 'Created' || r === 'Updated' || r === 'Deleted')
      written.push(engineMessage('join.cellResult', { column: name(l), result: engineMessage(`verdict.${r}`) }));
    else if (r === 'Failed')
      failed.push(
        engineMessage('result.labelled', { column: name(l), message: w ?? engineMessage('result.notWritten') }),
      );
    else if (w) other.push(labelled(l, w));
  });
  const parts: MessageParam[] = [
    engineMessage('result.partlyWritten', { cells: written.length ? joined('join.comma', written) : '' }),
  ];
  if (failed.length) parts.push(engineMessage('result.partlyFailed', { cells: joined('join.semicolon', failed) }));
  return joined('join.sentence', [...parts, ...other]);
}

/**
 * Row `lines`' verdict message as it travels to the app: English rendering is verdictOf's
 * `message` to the byte (a test holds them equal); `result` is verdictOf's result. `plan`:
 * Review's row, which leaves out the dry run's "would be sent" of lines not sent yet.
 */
export function verdictShown(
  lines: ReportLine[],
  dryRun: boolean,
  operation: string,
  result: ReportResult,
  plan = false,
): ShownText {
  const words = lines.map((l) => lineWords(l, dryRun, plan));
  if (lines.length === 1) return shown(words[0] ?? '');
  if (result === 'Partly updated') {
    const results = lines.map((l) => lineResult(l, dryRun, operation));
    return shown(partly(lines, results, words));
  }
  const each = lines.flatMap((l, i) => (words[i] ? [labelled(l, words[i])] : []));
  return shown(each.length ? joined('join.semicolon', each) : '');
}
