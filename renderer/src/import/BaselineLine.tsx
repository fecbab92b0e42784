// The review's one line about the export's baseline (issue 41), as the CLI says it at every
// import: when and from where the file was exported, so an edit never overwrites a value changed
// on the service since; or that there is none, and the file's values will overwrite newer ones.
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/ipc/index.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `2026-11-27 14:02`, local time, as the CLI writes it. */
function localMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function BaselineLine({ state }: { state: ReviewState | null }) {
  const { t } = useTranslation('import');
  if (!state || state.baseline === undefined) return null;
  const b = state.baseline;
  return (
    <p className={b ? 'note baseline-line' : 'note baseline-line baseline-none'} data-testid="baseline-line">
      {b ? t('review.baseline', { when: localMinute(b.exportedAt), connection: b.connection }) : t('review.noBaseline')}
    </p>
  );
}
