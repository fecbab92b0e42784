// The few human lines of a notification (the webhook's `text`, the e-mail's first lines):
// what happened to which file, the counts, where the result workbook is, and the first
// messages. Plain text with no markup, so Slack, Teams and a mail client all show it as is.
// Each line is a message of the `notifications` catalogue (issue 40), written with the
// templates of the notification's language: English for the CLI, the app's for the app.
import { basename } from 'node:path';
import { ENGLISH_TEMPLATES, renderMessage, type Message, type Templates } from '../../shared/i18n/index.js';
import type { NotificationFailure, NotificationPayload, NotificationStatus } from './payload-types.js';

// The webhook's text stays short: the first messages only; the JSON and the e-mail carry up to 10.
const MESSAGES_IN_TEXT = 3;

/** A message of the `notifications` catalogue. */
export const note = (key: string, params?: Message['params']): Message => ({
  id: `notifications:${key}`,
  ...(params ? { params } : {}),
});

/** A verdict (Created, Invalid, ...) in the engine's words for it; a count it has none for, as it is. */
const verdict = (name: string): Message | string =>
  ENGLISH_TEMPLATES(`verdict.${name}`) === undefined ? name : { id: `verdict.${name}` };

export const statusText = (status: NotificationStatus): Message => note(`status.${status}`);

/** The file's name, or "a file" when the run ended before taking one. */
export const fileName = (file: string | null): string | Message => (file ? basename(file) : note('aFile'));

function headline(p: Omit<NotificationPayload, 'text'>): Message {
  if (p.event === 'sign-in refused') return note('headline.signInRefused');
  if (p.event === 'run failed') return note('headline.runFailed');
  const params = { file: fileName(p.file), status: statusText(p.status) };
  return p.job ? note('headline.fileJob', { ...params, job: p.job }) : note('headline.file', params);
}

/** "Created 3, Updated 10, Failed 2": the non-zero counts, in the journal's order. */
export function countsLine(
  counts: Record<string, number> | null,
  templates: Templates = ENGLISH_TEMPLATES,
): string | null {
  if (!counts) return null;
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => renderMessage(note('counts.item', { verdict: verdict(k), count: n }), templates));
  return parts.length ? parts.join(', ') : renderMessage(note('counts.none'), templates);
}

/** "Invalid: Qty is not a number" with the message, else "Invalid (row.notNumber)": never a cell. */
export function failureLine(f: NotificationFailure, templates: Templates = ENGLISH_TEMPLATES): string {
  const result = verdict(f.result);
  const line =
    f.message !== undefined
      ? note('failure.message', { result, message: f.message })
      : f.id
        ? note('failure.id', { result, id: f.id })
        : result;
  return typeof line === 'string' ? line : renderMessage(line, templates);
}

/** "Row 11: Invalid: Qty is not a number". */
export const rowLine = (f: NotificationFailure, templates: Templates = ENGLISH_TEMPLATES): string =>
  renderMessage(note('line.row', { row: f.row, failure: failureLine(f, templates) }), templates);

export function composeText(p: Omit<NotificationPayload, 'text'>, templates: Templates = ENGLISH_TEMPLATES): string {
  const say = (m: Message): string => renderMessage(m, templates);
  const lines = [say(headline(p))];
  const counts = countsLine(p.counts, templates);
  if (counts) lines.push(counts);
  if (p.message) lines.push(p.message);
  if (p.result) lines.push(say(note('line.result', { path: p.result })));
  else if (p.movedTo) lines.push(say(note('line.movedTo', { path: p.movedTo })));
  for (const f of p.failures.slice(0, MESSAGES_IN_TEXT)) lines.push(rowLine(f, templates));
  if (p.failures.length > MESSAGES_IN_TEXT) lines.push(say(note('line.more')));
  return lines.join('\n');
}
