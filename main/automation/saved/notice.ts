// The desktop notification of an automation's run (issue 28): its status, the file and the
// counts, in the app's language (the automations catalogue), sent for every run or only for
// problems as the automation says. It carries no row data and no secret.
import { basename } from 'node:path';
import type { TFunction } from 'i18next';
import { ENGLISH_TEMPLATES, renderShown, type Templates } from '../../../shared/i18n/index.js';
import type { AutomationDefinition, AutomationRun } from '../../../shared/ipc/index.js';

export interface Notice {
  title: string;
  body: string;
}

/** A run the 'problems' setting notifies: anything but a file imported with every row done. */
export function isProblem(run: AutomationRun): boolean {
  return run.status !== 'processed' || run.exitCode !== 0;
}

export function shouldNotify(d: AutomationDefinition, run: AutomationRun): boolean {
  return d.notify.when === 'always' || isProblem(run);
}

/** "Created: 3 · Updated: 10 · Failed: 1", the non-zero counts only. */
export function countsText(t: TFunction, counts: Record<string, number> | null): string {
  const parts = Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .map(([result, n]) => t('count', { result: t(`result.${result}`, { defaultValue: result }), n }));
  return parts.join(' · ');
}

/** `templates`: the app's language, for a message the run keeps as data (a held file's reason). */
export function runNotice(
  t: TFunction,
  name: string,
  run: AutomationRun,
  templates: Templates = ENGLISH_TEMPLATES,
): Notice {
  const title = t('notice.title', { name, status: t(`status.${run.status}`) });
  const lines = [
    run.file ? basename(run.file) : t('notice.noFile'),
    countsText(t, run.counts),
    (run.shown ? renderShown(run.shown, templates) : (run.message ?? '')).slice(0, 300),
  ];
  return { title, body: lines.filter(Boolean).join('\n') };
}
