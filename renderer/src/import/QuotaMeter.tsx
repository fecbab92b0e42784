// The quota meter on the Send step (issue 42): the service allows 2,000 requests a minute per
// profile and 500,000 an hour per IP address and says nothing until it answers 429, so the
// person sees what this app has spent against both, from the client's own count (main/api),
// a $batch costing 1 + its parts.
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '../../../shared/ipc/index.js';
import { fmtNumber } from '../i18n/index.js';

export function QuotaMeter({ quota }: { quota: JobProgress['quota'] }) {
  const { t } = useTranslation('import');
  if (!quota) return null;
  const rows = [
    {
      id: 'quota-minute',
      text: t('quota.minute', { n: fmtNumber(quota.lastMinute), max: fmtNumber(quota.perMinute) }),
      value: quota.lastMinute,
      max: quota.perMinute,
    },
    {
      id: 'quota-hour',
      text: t('quota.hour', { n: fmtNumber(quota.lastHour), max: fmtNumber(quota.perHour) }),
      value: quota.lastHour,
      max: quota.perHour,
    },
  ];
  return (
    <section className="quota-meter" aria-label={t('quota.label')}>
      {rows.map((r) => (
        <div key={r.id} className="quota-row">
          <label htmlFor={r.id}>{r.text}</label>
          {/* Past 80% the bar turns amber: the client slows down before the service refuses. */}
          <meter
            id={r.id}
            min={0}
            max={r.max}
            value={Math.min(r.value, r.max)}
            low={r.max * 0.5}
            high={r.max * 0.8}
            optimum={0}
          />
        </div>
      ))}
    </section>
  );
}
