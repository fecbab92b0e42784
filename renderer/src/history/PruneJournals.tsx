// History's small upkeep control (issue 32): remove the journals of runs finished more than N
// days ago (a big nightly run leaves megabytes a night); result and undo workbooks are kept,
// and runs not finished keep theirs. The CLI's `jobs --prune <days>` does the same.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, fmt, useAction } from '../hooks.js';
import { fmtNumber } from '../i18n/index.js';
import { LiveRegion } from '../a11y/LiveRegion.js';

const mb = (bytes: number): string =>
  fmtNumber(bytes / 1_000_000, {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

export function PruneJournals({ onPruned }: { onPruned(): void }) {
  const { t } = useTranslation('history');
  const [days, setDays] = useState(30);
  const [said, setSaid] = useState('');
  const { busy, error, run } = useAction();
  const prune = () =>
    void run(async () => {
      setSaid('');
      const r = await api()['jobs.prune']({ days });
      const values = { count: r.removed, removed: fmt(r.removed), size: mb(r.bytes), unfinished: fmt(r.unfinished) };
      setSaid(r.unfinished ? t('prune.removedKeeping', values) : t('prune.removed', values));
      onPruned();
    });
  return (
    <form
      className="prune"
      onSubmit={(e) => {
        e.preventDefault();
        prune();
      }}
    >
      <label>
        {t('prune.before')}{' '}
        <input
          type="number"
          min={0}
          max={36500}
          value={days}
          onChange={(e) => setDays(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
          style={{ width: '5em' }}
        />{' '}
        {t('prune.after')}
      </label>{' '}
      <button type="submit" disabled={busy}>
        {t('prune.button')}
      </button>
      <LiveRegion role="status" label={t('prune.status')}>
        {said}
      </LiveRegion>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
    </form>
  );
}
