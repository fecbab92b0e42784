// How a run of an automation reads on the screen: its counts ("Updated: 10 · Failed: 1", the
// non-zero ones) and its file's name, in the current language.
import type { TFunction } from 'i18next';
import { fmtNumber } from '../i18n/index.js';

export function countsText(t: TFunction<'automations'>, counts: Record<string, number> | null): string {
  return Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .map(([result, n]) => t('count', { result: t(`result.${result}`, { defaultValue: result }), n: fmtNumber(n) }))
    .join(' · ');
}

export function fileName(path: string | null): string {
  return path ? (path.split(/[\\/]/).pop() ?? path) : '';
}
