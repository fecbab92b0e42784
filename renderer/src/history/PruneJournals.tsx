// History's small upkeep control (issue 32): remove the journals of runs finished more than N
// days ago (a big nightly run leaves megabytes a night); result and undo workbooks are kept,
// and runs not finished keep theirs. The CLI's `jobs --prune <days>` does the same.
import { useState } from 'react';
import { api, useAction } from '../hooks.js';
import { LiveRegion } from '../a11y/LiveRegion.js';

const mb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function PruneJournals({ onPruned }: { onPruned(): void }) {
  const [days, setDays] = useState(30);
  const [said, setSaid] = useState('');
  const { busy, error, run } = useAction();
  const prune = () =>
    void run(async () => {
      setSaid('');
      const r = await api()['jobs.prune']({ days });
      setSaid(
        `Removed ${r.removed} ${r.removed === 1 ? 'journal' : 'journals'}, ${mb(r.bytes)} freed; result and undo workbooks kept${r.unfinished ? ` (${r.unfinished} unfinished kept for resuming)` : ''}.`,
      );
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
        Remove journals of runs finished more than{' '}
        <input
          type="number"
          min={0}
          max={36500}
          value={days}
          onChange={(e) => setDays(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
          style={{ width: '5em' }}
        />{' '}
        days ago
      </label>{' '}
      <button type="submit" disabled={busy}>
        Remove old journals
      </button>
      <LiveRegion role="status" label="Journals removed">
        {said}
      </LiveRegion>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
    </form>
  );
}
