// The few human lines of a notification (the webhook's `text`, the e-mail's first lines):
// what happened to which file, the counts, where the result workbook is, and the first
// messages. Plain text with no markup, so Slack, Teams and a mail client all show it as is.
import { basename } from 'node:path';
import type { NotificationFailure, NotificationPayload } from './payload-types.js';

// The webhook's text stays short: the first messages only; the JSON and the e-mail carry up to 10.
const MESSAGES_IN_TEXT = 3;

function headline(p: Omit<NotificationPayload, 'text'>): string {
  if (p.event === 'sign-in refused') return 'Commerce Bulk: sign-in refused, nothing was imported';
  if (p.event === 'run failed') return 'Commerce Bulk: the run stopped with an error';
  const name = p.file ? basename(p.file) : 'a file';
  return `Commerce Bulk: ${name} ${p.status}${p.job ? ` (job ${p.job})` : ''}`;
}

/** "Created 3, Updated 10, Failed 2": the non-zero counts, in the journal's order. */
export function countsLine(counts: Record<string, number> | null): string | null {
  if (!counts) return null;
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`);
  return parts.length ? parts.join(', ') : 'No rows';
}

/** "Invalid: Qty is not a number" with the message, else "Invalid (row.notNumber)": never a cell. */
export function failureLine(f: NotificationFailure): string {
  if (f.message !== undefined) return `${f.result}: ${f.message}`;
  return f.id ? `${f.result} (${f.id})` : f.result;
}

export function composeText(p: Omit<NotificationPayload, 'text'>): string {
  const lines = [headline(p)];
  const counts = countsLine(p.counts);
  if (counts) lines.push(counts);
  if (p.message) lines.push(p.message);
  if (p.result) lines.push(`Result: ${p.result}`);
  else if (p.movedTo) lines.push(`Moved to: ${p.movedTo}`);
  for (const f of p.failures.slice(0, MESSAGES_IN_TEXT)) lines.push(`Row ${f.row}: ${failureLine(f)}`);
  if (p.failures.length > MESSAGES_IN_TEXT) lines.push(`… and more in the result workbook`);
  return lines.join('\n');
}
