// The Report's verdict in one sentence (issue 42): "All 10 rows sent", "8 of 10 rows sent; 2
// failed", said of sheet rows only (the report's counts), green when nothing went wrong and
// amber when something did. Unchanged and skipped rows are not problems: the bar shows them.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { JobInfo } from '../../../shared/ipc/index.js';
import { fmtNumber } from '../i18n/index.js';

const WRITTEN = ['Created', 'Updated', 'Deleted'];
/** Rows that need the person: each named with its count after the sentence. */
function problemsOf(t: TFunction<'import'>, n: (result: string) => number): string[] {
  const said = (count: number, say: (o: { count: number; n: string }) => string) =>
    count > 0 ? [say({ count, n: fmtNumber(count) })] : [];
  return [
    ...said(n('Failed'), (o) => t('verdict.failed', o)),
    ...said(n('Invalid'), (o) => t('verdict.invalid', o)),
    ...said(n('Partly updated'), (o) => t('verdict.partly', o)),
    ...said(n('Not sent'), (o) => t('verdict.notSent', o)),
  ];
}

export interface Verdict {
  text: string;
  ok: boolean;
}

export function verdictOf(t: TFunction<'import'>, info: JobInfo): Verdict {
  const c = info.counts;
  const n = (r: string) => c[r] ?? 0;
  const total = Object.values(c).reduce((a, b) => a + b, 0);
  const sent = WRITTEN.reduce((s, r) => s + n(r), 0);
  const problems = problemsOf(t, n);
  if (info.dryRun) return { text: t('verdict.dryRun'), ok: true };
  const facts = { count: total, n: fmtNumber(total), sent: fmtNumber(sent), problems: problems.join(', ') };
  if (problems.length === 0)
    return { text: sent === total ? t('verdict.allSent', facts) : t('verdict.allDone', facts), ok: true };
  if (sent === 0) return { text: t('verdict.noneSent', facts), ok: false };
  return { text: t('verdict.some', facts), ok: false };
}

export function ReportVerdict({ info }: { info: JobInfo | null }) {
  const { t } = useTranslation('import');
  if (!info || info.runState === 'running') return null;
  const v = verdictOf(t, info);
  return (
    <p className={`verdict ${v.ok ? 'verdict-ok' : 'verdict-bad'}`} role="status" aria-label={t('verdict.label')}>
      {v.text}
    </p>
  );
}
