// Review's service check line (issue 42): the check main runs by itself once the rows are read
// (SKU and DC look-ups, current values), with its progress, its outcome, or plainly what is
// unchecked when it could not finish, so the statuses on screen are read as what Send will do.
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/ipc/index.js';
import { fmtNumber } from '../i18n/index.js';

type Check = NonNullable<ReviewState['check']>;

/** Whether Send may be offered: the check is done, or could not run (and says so). */
export function checkSettled(state: ReviewState | null): boolean {
  const phase = state?.check?.phase;
  return !state?.check || phase === 'done' || phase === 'failed';
}

function checkText(t: (key: string, o?: Record<string, unknown>) => string, c: Check): string {
  if (c.phase === 'checking')
    return c.total
      ? t('check.progressOf', { done: fmtNumber(c.done), total: fmtNumber(c.total) })
      : t('check.progress');
  if (c.phase === 'done') return t('check.done');
  if (c.phase === 'failed') return t('check.failed', { error: c.error ?? '' });
  return t('check.waiting');
}

export function CheckLine({ state }: { state: ReviewState | null }) {
  const { t } = useTranslation('import');
  const check = state?.check;
  if (!state?.complete || !check) return null;
  return (
    <p className={`check-line check-${check.phase}`} role="status" aria-label={t('check.label')}>
      {checkText(t as never, check)}
    </p>
  );
}
