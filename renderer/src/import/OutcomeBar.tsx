// Outcomes as a picture (issue 42): one bar whose parts are the rows (or, while sending, the
// requests) per result, in the order the report counts them, with a legend of the results that
// happened. A result with none is not drawn and not listed, so no "Failed 0" shows in red. On
// Send the part not yet answered is drawn grey, so the bar fills as results come.
import { useTranslation } from 'react-i18next';
import { fmtNumber, useEngineText } from '../i18n/index.js';

/** The report's order: what was written, then what was left as it was, then what went wrong. */
export const OUTCOME_ORDER = [
  'Created',
  'Updated',
  'Partly updated',
  'Deleted',
  'Unchanged',
  'Skipped',
  'Invalid',
  'Failed',
  'Not sent',
] as const;

/** Review's states in the same spirit: what will be written, what is left, what will fail. */
export const REVIEW_ORDER = ['Ready', 'Unchanged', 'Skipped', 'Invalid'] as const;

const slug = (result: string) => result.replace(/ /g, '-');

interface Props {
  counts: Record<string, number>;
  /** The accessible name of the legend ("Outcomes", "Outcomes so far"). */
  label: string;
  /** While sending: the whole run, so the part not yet answered shows. */
  total?: number | null | undefined;
  /** The results drawn, in order (the report's by default). */
  order?: readonly string[];
  /** false where the counts are said in words beside the bar (Review's counts line). */
  legend?: boolean;
}

export function OutcomeBar({ counts, label, total, order = OUTCOME_ORDER, legend = true }: Props) {
  const parts = order.flatMap((r) => ((counts[r] ?? 0) > 0 ? [[r, counts[r]!] as const] : []));
  const settled = parts.reduce((sum, [, n]) => sum + n, 0);
  const rest = total && total > settled ? total - settled : 0;
  return (
    <div className="outcome-bar">
      {/* The picture; the legend below says the same in words for screen readers. */}
      <div className="outcome-track" aria-hidden="true">
        {parts.map(([r, n]) => (
          <span key={r} className={`seg seg-${slug(r)}`} style={{ flexGrow: n }} />
        ))}
        {rest > 0 && <span className="seg seg-waiting" style={{ flexGrow: rest }} />}
      </div>
      {legend && <Legend parts={parts} rest={rest} label={label} />}
    </div>
  );
}

function Legend({ parts, rest, label }: { parts: (readonly [string, number])[]; rest: number; label: string }) {
  const { t } = useTranslation('import');
  const { verdict } = useEngineText();
  return (
    <ul className="outcome-legend" aria-label={label}>
      {parts.map(([r, n]) => (
        <li key={r}>
          <span className={`swatch seg-${slug(r)}`} aria-hidden="true" />
          {verdict(r)} {fmtNumber(n)}
        </li>
      ))}
      {rest > 0 && (
        <li>
          <span className="swatch seg-waiting" aria-hidden="true" />
          {t('outcome.waiting', { n: fmtNumber(rest) })}
        </li>
      )}
      {parts.length === 0 && rest === 0 && <li>{t('outcome.none')}</li>}
    </ul>
  );
}
