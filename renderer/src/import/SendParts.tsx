// The pieces of the Send step: the run's progress as a hook (events, plus one read for a run
// that moved on before the screen subscribed), the progress bar, status line and live counts,
// and the Pause/Resume toggle that hands focus to its replacement.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { JobInfo, JobProgress } from '../../../shared/ipc/index.js';
import { api, formatSeconds, useEvent } from '../hooks.js';
import { fmtNumber, useEngineText } from '../i18n/index.js';
import { OutcomeBar } from './OutcomeBar.js';

export function useJobProgress(jobId: string, onDone: () => void) {
  const [p, setP] = useState<JobProgress | null>(null);
  // The job itself (its file, target and connection), named on the Send screen (issue 42).
  const [info, setInfo] = useState<JobInfo | null>(null);
  // The guardrails stopped the run before sending; the dialog shows until confirmed or closed.
  const [declined, setDeclined] = useState(false);
  useEvent('jobs.progress', (e) => {
    if (e.jobId !== jobId) return;
    setP(e);
    if (!e.massChange) setDeclined(false);
  });
  useEffect(() => {
    // The run may have moved on (or finished) before this screen subscribed.
    void api()
      ['jobs.report']({ jobId })
      .then((info) => {
        setInfo(info);
        setP(
          (old) =>
            old ?? {
              jobId,
              state: info.runState,
              stage: 'send',
              done: 0,
              total: null,
              ratePerSecond: null,
              etaSeconds: null,
              counts: info.counts,
            },
        );
      });
  }, [jobId]);
  useEffect(() => {
    if (p && (p.state === 'finished' || p.state === 'cancelled')) onDone();
  }, [p, onDone]);
  return { p, info, declined, setDeclined };
}

type Stopping = 'Pausing' | 'Cancelling' | null;

function statusPrefix(t: TFunction<'import'>, p: JobProgress | null, state: string, stopping: Stopping): string {
  if (state === 'paused' && p?.massChange) return t('send.massChangeStop');
  if (state === 'paused') return t('send.paused');
  if (state === 'failed') return t('send.failed');
  if (stopping === 'Pausing') return t('send.pausing');
  if (stopping === 'Cancelling') return t('send.cancelling');
  return '';
}

/** A stage of the run (reading, resolving...) in words; a stage this screen does not know, as main named it. */
function stageLabel(t: TFunction<'import'>, stage: string): string {
  const labels: Record<string, string> = {
    read: t('stage.read'),
    resolve: t('stage.resolve'),
    preflight: t('stage.preflight'),
    report: t('stage.report'),
    export: t('stage.export'),
  };
  return labels[stage] ?? stage;
}

/** "Sent 10 of 30 rows", or the stage before sending and its count. */
function progressText(t: TFunction<'import'>, p: JobProgress | null): string {
  if (!p) return t('send.starting');
  // The plural follows the number that "rows" is said of: the total when known.
  const facts = {
    count: p.total || p.done,
    done: fmtNumber(p.done),
    total: fmtNumber(p.total ?? 0),
    stage: stageLabel(t, p.stage),
  };
  if (p.stage === 'send') return p.total ? t('send.sentOf', facts) : t('send.sent', facts);
  return p.total ? t('send.stageOf', facts) : t('send.stageDone', facts);
}

function statusText(t: TFunction<'import'>, p: JobProgress | null, state: string, stopping: Stopping): string {
  const line = [statusPrefix(t, p, state, stopping), progressText(t, p)].filter(Boolean).join(' ');
  // Speed and time left only while running: a paused or stopped run has neither.
  const extras: string[] = [];
  if (state === 'running' && p?.ratePerSecond)
    extras.push(t('send.rate', { n: fmtNumber(Math.round(p.ratePerSecond)) }));
  if (state === 'running' && p?.etaSeconds !== null && p?.etaSeconds !== undefined)
    extras.push(t('send.eta', { time: formatSeconds(p.etaSeconds) }));
  return [line, ...extras].join(' · ');
}

export function SendProgress({ p, state, stopping }: { p: JobProgress | null; state: string; stopping: Stopping }) {
  const { t } = useTranslation('import');
  const engine = useEngineText();
  const failed = p?.counts.Failed ?? 0;
  const percent = p?.total ? Math.min(100, Math.round((p.done / p.total) * 100)) : null;
  return (
    <>
      <progress
        aria-label={t('send.progress')}
        max={100}
        value={percent ?? undefined}
        aria-valuetext={percent === null ? t('send.startingValue') : fmtNumber(percent / 100, { style: 'percent' })}
      />
      <p role="status" aria-label={t('send.status')}>
        {statusText(t, p, state, stopping)}
      </p>
      {/* The service is silent: said while the run waits for it, nothing is lost (issue 32). */}
      {state === 'running' && p?.outage ? (
        <p className="outage" aria-live="polite" aria-label={t('send.outage')}>
          {engine.message(p.outage)}
        </p>
      ) : null}
      {/* Results as they come, failures first among them: the person need not wait for the report. */}
      <OutcomeBar counts={p?.counts ?? {}} total={p?.total} label={t('send.liveCounts')} />
      {failed > 0 && (
        <p className="failed-so-far" role="status" aria-label={t('send.failures')}>
          {t('send.failedSoFar', { count: failed, n: fmtNumber(failed) })}
        </p>
      )}
    </>
  );
}

/** Pause becomes Resume (and back): if focus was on the one, it moves to the other. */
export function FocusKeepingToggle({ state, children }: { state: string; children: ReactNode }) {
  const toggle = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (hadFocus.current) toggle.current?.querySelector<HTMLElement>('button')?.focus();
  }, [state]);
  return (
    <div
      className="toggle"
      ref={toggle}
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={(e) => {
        if (e.relatedTarget) hadFocus.current = false;
      }}
    >
      {children}
    </div>
  );
}
