// The import flow of issue 6: Open -> Target and Map -> Review -> Send -> Report. Its state
// and moves live in useImportFlow.ts; each step is its own component. Each new step moves
// focus to its heading (issue 16), and Ctrl+O opens a file from any step before Send.
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Mapping, SheetPreview } from '../../../shared/ipc/index.js';
import { fmtNumber } from '../i18n/index.js';
import { OpenStep } from './OpenStep.js';
import { MapStep } from './MapStep.js';
import { ReviewStep } from './ReviewStep.js';
import { SendStep } from './SendStep.js';
import { ReportStep } from './ReportStep.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { STEPS, type ImportRequest, type MappingNotice, type Step } from './flow-state.js';
import { useImportFlow } from './useImportFlow.js';

export type { ImportRequest } from './flow-state.js';

function Stepper({ step }: { step: Step }) {
  const { t } = useTranslation('import');
  const label: Record<Step, string> = {
    open: t('step.open'),
    map: t('step.map'),
    review: t('step.review'),
    send: t('step.send'),
    report: t('step.report'),
  };
  const current = STEPS.indexOf(step);
  return (
    <ol className="stepper" aria-label={t('flow.steps')}>
      {STEPS.map((s, i) => (
        <li key={s} aria-current={s === step ? 'step' : undefined} className={i < current ? 'done' : ''}>
          {label[s]}
        </li>
      ))}
    </ol>
  );
}

/** What the live region says about the file just opened. */
function openedText(t: TFunction<'import'>, p: SheetPreview): string {
  const shown = Math.min(20, p.rows.length);
  const facts = {
    file: p.fileName,
    sheet: p.sheet,
    headerRow: p.headerRowNumber,
    columns: t('flow.columnCount', { count: p.headers.length, n: fmtNumber(p.headers.length) }),
    rows: t('flow.firstRows', { count: shown, n: fmtNumber(shown) }),
  };
  return p.sheets.length > 1 ? t('flow.openedSheet', facts) : t('flow.opened', facts);
}

function noticeText(t: TFunction<'import'>, notice: MappingNotice | null): string {
  if (!notice) return '';
  return notice.kind === 'saved' ? t('map.saved', { path: notice.path }) : t('map.loaded', { path: notice.path });
}

export function ImportFlow({ request }: { request: ImportRequest | null }) {
  const { t } = useTranslation('import');
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
      <LiveRegion className="busy">
        {busy ? t('flow.working') : state.opened ? openedText(t, state.opened) : ''}
      </LiveRegion>
      {step === 'open' && (
        <OpenStep
          preview={preview}
          busy={busy}
          onOpen={f.open}
          onFile={(token) => f.inspect(token)}
          onInspect={(o) => preview && f.inspect(preview.file, o)}
          onContinue={() => f.suggest()}
        />
      )}
      {step === 'map' && suggestion && mapping && (
        <MapStep
          suggestion={suggestion}
          mapping={mapping}
          busy={busy}
          notice={noticeText(t, state.notice)}
          documentsFolder={state.documents?.path ?? null}
          onPickFolder={f.pickFolder}
          onTarget={(r, o) => f.suggest(r, o)}
          onChange={onMapping}
          onSave={f.saveMapping}
          onLoad={f.loadMapping}
          onReview={f.review}
          onBack={() => toStep('open')}
        />
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
        <ReportStep
          jobId={jobId}
          onRetry={() => toStep('send')}
          onResent={(id) => dispatch({ type: 'sending', jobId: id })}
          onNew={() => dispatch({ type: 'new' })}
        />
      )}
      {/* After the step, so a step's own alert comes first in reading order. */}
      <LiveRegion role="alert" className="error">
        {f.error}
      </LiveRegion>
    </div>
  );
}
