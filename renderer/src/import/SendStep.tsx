// Send: rows done, rate, ETA and a live count per result; pause, resume, cancel. Ctrl+P
// pauses or resumes; buttons that swap (Pause/Resume) hand focus to their replacement.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, useAction } from '../hooks.js';
import { ConnectionForRun, useConnectionGone } from '../connection/ConnectionForRun.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { MassChangeDialog } from './MassChangeDialog.js';
import { FocusKeepingToggle, SendProgress, useJobProgress } from './SendParts.js';
import { SendingWhat } from './SendingWhat.js';
import { shownInUi } from '../i18n/index.js';
import { QuotaMeter } from './QuotaMeter.js';

export function SendStep({ jobId, onDone }: { jobId: string; onDone(): void }) {
  const { t } = useTranslation('import');
  const { busy, error, run } = useAction();
  const { gone, watch } = useConnectionGone();
  const resume = (connectionId?: string, allowMassChange?: boolean) =>
    void run(() =>
      watch(() =>
        api()['jobs.resume']({
          jobId,
          ...(connectionId ? { connectionId } : {}),
          ...(allowMassChange ? { allowMassChange } : {}),
        }),
      ),
    );
  const { p, info, declined, setDeclined } = useJobProgress(jobId, onDone);
  const state = p?.state ?? 'running';
  const scope = useRef<HTMLElement>(null);
  // Pause and Cancel stop once the requests already on the wire are answered (up to five
  // $batch calls go at once): until then the status says so, or the counts still rising
  // would look like the button did nothing.
  const [stopping, setStopping] = useState<'Pausing' | 'Cancelling' | null>(null);
  const stop = (how: 'Pausing' | 'Cancelling', work: () => Promise<unknown>) => {
    // Only a running run has calls on the wire; cancelling a paused one just writes its report.
    if (state === 'running') setStopping(how);
    void run(work).finally(() => setStopping(null));
  };
  const pause = () => stop('Pausing', () => api()['jobs.pause']({ jobId }));
  const canResume = state === 'paused' || state === 'failed' || state === 'interrupted';
  // The guardrails' question: while it is asked, its two buttons are the only ones (issue 42).
  const asking = p?.massChange && state === 'paused' && !declined ? p.massChange : null;
  useShortcuts(scope, { 'Ctrl+P': !busy && (state === 'running' ? pause : canResume && (() => resume())) });
  return (
    <section aria-labelledby="send-title" className="step" ref={scope}>
      <h2 id="send-title" tabIndex={-1}>
        {t('send.title')}
      </h2>
      <SendingWhat info={info} />
      <SendProgress p={p} state={state} stopping={stopping} />
      <QuotaMeter quota={p?.quota} />
      <LiveRegion role="alert" className="error">
        {[p?.message && state === 'failed' ? (p.shownMessage ? shownInUi(p.shownMessage) : p.message) : '', error]
          .filter(Boolean)
          .join(' ')}
      </LiveRegion>
      {gone && <ConnectionForRun busy={busy} onPick={resume} />}
      {asking && (
        <MassChangeDialog
          change={asking}
          busy={busy}
          onConfirm={() => resume(undefined, true)}
          onClose={() => setDeclined(true)}
        />
      )}
      {!asking && (
        <div className="actions">
          <FocusKeepingToggle state={state}>
            {state === 'running' && (
              <Button onClick={pause} inactive={busy} aria-keyshortcuts="Control+P">
                {t('send.pause')}
              </Button>
            )}
            {canResume && (
              <Button onClick={() => resume()} inactive={busy} aria-keyshortcuts="Control+P">
                {t('send.resume')}
              </Button>
            )}
          </FocusKeepingToggle>
          <Button onClick={() => stop('Cancelling', () => api()['jobs.cancel']({ jobId }))} inactive={busy}>
            {t('send.cancel')}
          </Button>
        </div>
      )}
    </section>
  );
}
