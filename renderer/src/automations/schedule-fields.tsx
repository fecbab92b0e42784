// When an automation runs (issue 43): no schedule (checked every N seconds while the app is
// open), daily or on weekdays at a time of day, or every n hours; the OS scheduler runs the
// scheduled ones with the app closed. Also how a schedule and its next runs read on a card.
import { useTranslation } from 'react-i18next';
import type { AutomationSchedule, AutomationSummary } from '../../../shared/ipc/index.js';
import { fmtDateTime } from '../i18n/index.js';
import type { Draft } from './draft.js';
import type { FieldsProps } from './form-fields.js';

const KINDS = ['none', 'daily', 'weekdays', 'everyHours'] as const satisfies readonly Draft['scheduleKind'][];
const KIND_LABEL = {
  none: 'form.scheduleNone',
  daily: 'form.scheduleDaily',
  weekdays: 'form.scheduleWeekdays',
  everyHours: 'form.scheduleEveryHours',
} as const;

export function ScheduleFields({ draft, set }: FieldsProps) {
  const { t } = useTranslation('automations');
  const kind = draft.scheduleKind;
  return (
    <fieldset>
      <legend>{t('form.schedule')}</legend>
      <fieldset className="inline">
        <legend className="sr-only">{t('form.scheduleKind')}</legend>
        {KINDS.map((k) => (
          <label key={k} className="radio">
            <input type="radio" name="schedule-kind" checked={kind === k} onChange={() => set({ scheduleKind: k })} />
            {t(KIND_LABEL[k])}
          </label>
        ))}
      </fieldset>
      {(kind === 'daily' || kind === 'weekdays') && (
        <label className="field">
          {t('form.scheduleAt')}
          <input type="time" required value={draft.scheduleAt} onChange={(e) => set({ scheduleAt: e.target.value })} />
        </label>
      )}
      {kind === 'everyHours' && (
        <label className="field">
          {t('form.scheduleHours')}
          <input
            type="number"
            className="narrow"
            required
            min={1}
            max={12}
            value={draft.scheduleHours}
            onChange={(e) => set({ scheduleHours: e.target.value })}
          />
        </label>
      )}
    </fieldset>
  );
}

/** "Daily at 02:15", "Weekdays at 06:00", "Every 4 hours". */
export function useScheduleText(): (schedule: AutomationSchedule) => string {
  const { t } = useTranslation('automations');
  return (s) =>
    s.kind === 'everyHours'
      ? t('schedule.everyHours', { count: s.hours })
      : t(s.kind === 'daily' ? 'schedule.daily' : 'schedule.weekdays', { at: s.at });
}

/** The schedule and its next three runs in local time, as facts of a card. */
export function ScheduleFacts({ automation: a }: { automation: AutomationSummary }) {
  const { t } = useTranslation('automations');
  const text = useScheduleText();
  if (!a.schedule) return null;
  const runs = a.nextRuns ?? [];
  return (
    <>
      <dt>{t('field.schedule')}</dt>
      <dd>{text(a.schedule)}</dd>
      <dt>{t('field.nextRuns')}</dt>
      <dd>
        {runs.length ? (
          <ul className="next-runs">
            {runs.map((r) => (
              <li key={r}>
                <time dateTime={r}>{fmtDateTime(r)}</time>
              </li>
            ))}
          </ul>
        ) : (
          t('disabled')
        )}
      </dd>
    </>
  );
}
