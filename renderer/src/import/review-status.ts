// A review row's Status in the UI's words (issue 42): what Send will do with it. A row that
// will fail says why in a word ("Will fail: unknown SKU"); a planned quantity the guardrails
// stop on says so ("Negative", "Will set to 0"); the rest is the engine's verdict.
import type { TFunction } from 'i18next';
import type { FailReason, ReviewRow } from '../../../shared/ipc/index.js';
import type { EngineText } from '../i18n/index.js';

/** Each reason in a word, called out one by one so the catalogue test sees every key used. */
export function reasonText(t: TFunction<'import'>, reason: FailReason): string {
  const words: Record<FailReason, () => string> = {
    unknownSku: () => t('reason.unknownSku'),
    unknownDc: () => t('reason.unknownDc'),
    missing: () => t('reason.missing'),
    notWhole: () => t('reason.notWhole'),
    notNumber: () => t('reason.notNumber'),
    tooLong: () => t('reason.tooLong'),
    other: () => t('reason.other'),
  };
  return words[reason]();
}

export function statusText(t: TFunction<'import'>, e: EngineText, row: ReviewRow): string {
  if (row.reason) return t('status.willFail', { reason: reasonText(t, row.reason) });
  if (row.flag === 'negative') return t('status.negative');
  if (row.flag === 'zero') return t('status.setToZero');
  return e.verdict(row.status);
}

/** The class that colours a status: failing and guarded rows stand out. */
export function statusClass(row: ReviewRow): string {
  if (row.reason) return 's-Invalid';
  if (row.flag) return 's-Flag';
  return `s-${row.status.split(' ')[0]}`;
}

/** An issue's message without the field name the column already gives ("Qty: AvailableQuantity: 'x' ..."). */
export function withoutField(message: string): string {
  return message.replace(/^[A-Za-z][\w.]*: /, '').replace(/\.$/, '');
}
