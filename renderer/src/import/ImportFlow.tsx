// The import flow of issue 6: Open -> Target and Map -> Review -> Send -> Report. Its state
// and moves live in useImportFlow.ts; each step is its own component. Each new step moves
// focus to its heading (issue 16), and Ctrl+O opens a file from any step before Send.
import { useCallback, useRef } from 'react';
import type { Mapping } from '../../../shared/ipc/index.js';
import { DocumentsFolder } from './DocumentsFolder.js';
import { OpenStep } from './OpenStep.js';
import { MapStep } from './MapStep.js';
import { ReviewStep } from './ReviewStep.js';
import { SendStep } from './SendStep.js';
import { ReportStep } from './ReportStep.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { STEPS, type ImportRequest, type Step } from './flow-state.js';
import { useImportFlow } from './useImportFlow.js';

export type { ImportRequest } from './flow-state.js';

function Stepper({ step }: { step: Step }) {
  const current = STEPS.findIndex(([s]) => s === step);
  return (
    <ol className="stepper" aria-label="Import steps">
      {STEPS.map(([s, label], i) => (
        <li key={s} aria-current={s === step ? 'step' : undefined} className={i < current ? 'done' : ''}>
          {label}
        </li>
      ))}
    </ol>
  );
}

export function ImportFlow({ request }: { request: ImportRequest | null }) {
  const flow = useRef<HTMLDivElement>(null);
  const f = useImportFlow(request, flow);
  const { state, dispatch, busy } = f;
  const { step, preview, suggestion, mapping, session, jobId } = state;
  const toStep = (s: Step) => dispatch({ type: 'step', step: s });
  const onDone = useCallback(() => dispatch({ type: 'step', step: 'report' }), [dispatch]);
  const onMapping = useCallback((m: Mapping) => dispatch({ type: 'mapping', mapping: m }), [dispatch]);
  useShortcuts(flow, { 'Ctrl+O': !busy && step !== 'send' && f.open });

  return (
    <div className="import-flow" ref={flow}>
      <Stepper step={step} />
      <LiveRegion className="busy">{busy ? 'Working…' : state.opened}</LiveRegion>
      {step === 'open' && (
        <OpenStep
          preview={preview}
          busy={busy}
          onOpen={f.open}
          onInspect={(o) => preview && f.inspect(preview.file, o)}
          onContinue={() => f.suggest()}
        />
      )}
      {step === 'map' && suggestion && mapping && (
        <MapStep
          suggestion={suggestion}
          mapping={mapping}
          busy={busy}
          notice={state.notice}
          onTarget={(r, o) => f.suggest(r, o)}
          onChange={onMapping}
          onSave={f.saveMapping}
          onLoad={f.loadMapping}
          onReview={f.review}
          onBack={() => toStep('open')}
        />
      )}
      {step === 'map' && mapping?.resource === 'ChannelDocuments' && (
        <DocumentsFolder folder={state.documents?.path ?? null} busy={busy} onPick={f.pickFolder} />
      )}
      {step === 'review' && session && (
        <ReviewStep
          sessionId={session.id}
          headers={session.headers}
          onBack={() => {
            f.closeSession();
            toStep('map');
          }}
          onSend={f.send}
        />
      )}
      {step === 'send' && jobId && <SendStep jobId={jobId} onDone={onDone} />}
      {step === 'report' && jobId && (
        <ReportStep jobId={jobId} onRetry={() => toStep('send')} onNew={() => dispatch({ type: 'new' })} />
      )}
      {/* After the step, so a step's own alert comes first in reading order. */}
      <LiveRegion role="alert" className="error">
        {f.error}
      </LiveRegion>
    </div>
  );
}
