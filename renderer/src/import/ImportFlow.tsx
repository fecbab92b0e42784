// The import flow of issue 6: Open -> Target and Map -> Review -> Send -> Report. Holds the
// flow's state; each step is its own component.
import { useCallback, useEffect, useState } from 'react';
import type { Mapping, Operation, Resource, SheetPreview } from '../../../shared/ipc/index.js';
import { api, useAction } from '../hooks.js';
import { OpenStep } from './OpenStep.js';
import { MapStep, type Suggestion } from './MapStep.js';
import { ReviewStep } from './ReviewStep.js';
import { SendStep } from './SendStep.js';
import { ReportStep } from './ReportStep.js';

type Step = 'open' | 'map' | 'review' | 'send' | 'report';
const STEPS: [Step, string][] = [['open', 'Open'], ['map', 'Map'], ['review', 'Review'], ['send', 'Send'], ['report', 'Report']];

export interface ImportRequest { path?: string; jobId?: string; report?: boolean; n: number }

export function ImportFlow({ request }: { request: ImportRequest | null }) {
  const [step, setStep] = useState<Step>('open');
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [notice, setNotice] = useState('');
  const [session, setSession] = useState<{ id: string; headers: string[] } | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  const closeSession = useCallback(() => {
    if (session) void api()['review.close']({ sessionId: session.id });
    setSession(null);
  }, [session]);

  const inspect = useCallback((path: string, o: { sheet?: string; headerRow?: number } = {}) => void run(async () => {
    const p = await api()['files.inspect']({ path, ...o });
    closeSession();
    setPreview(p);
    setSuggestion(null);
    setStep('open');
  }), [run, closeSession]);

  useEffect(() => {
    if (!request) return;
    if (request.path) inspect(request.path);
    if (request.jobId) {
      setJobId(request.jobId);
      setStep(request.report ? 'report' : 'send');
    }
  }, [request]);

  const suggest = (resource?: Resource, operation?: Operation) => void run(async () => {
    const s = await api()['mapping.suggest']({ path: preview!.path, sheet: preview!.sheet, headerRow: preview!.headerRowNumber,
      ...(resource ? { resource } : {}), ...(operation ? { operation } : {}) });
    setSuggestion(s);
    setMapping(s.mapping);
    setNotice('');
    setStep('map');
  });
  const review = () => void run(async () => {
    closeSession();
    const r = await api()['review.open']({ path: preview!.path, sheet: preview!.sheet, headerRow: preview!.headerRowNumber, mapping: mapping! });
    setSession({ id: r.sessionId, headers: r.headers });
    setStep('review');
  });
  const send = () => void run(async () => {
    const r = await api()['jobs.start']({ sessionId: session!.id });
    setSession(null);
    setJobId(r.jobId);
    setStep('send');
  });
  const saveMapping = () => void run(async () => { const r = await api()['mapping.save']({ mapping: mapping! }); if (r.path) setNotice(`Mapping saved to ${r.path}`); });
  const loadMapping = () => void run(async () => {
    const r = await api()['mapping.load']({});
    if (!r.mapping) return;
    setMapping(r.mapping);
    setNotice(`Mapping loaded from ${r.path}`);
  });
  const onDone = useCallback(() => setStep('report'), []);
  const onNew = () => { setPreview(null); setSuggestion(null); setJobId(null); setStep('open'); };

  const current = STEPS.findIndex(([s]) => s === step);
  return (
    <div className="import-flow">
      <ol className="stepper" aria-label="Import steps">
        {STEPS.map(([s, label], i) => <li key={s} aria-current={s === step ? 'step' : undefined} className={i < current ? 'done' : ''}>{label}</li>)}
      </ol>
      {error && <p role="alert" className="error">{error}</p>}
      {busy && <p role="status" className="busy">Working…</p>}
      {step === 'open' && <OpenStep preview={preview} busy={busy} onOpen={() => void run(async () => { const r = await api()['files.pick']({ purpose: 'spreadsheet' }); if (r.path) inspect(r.path); })}
        onInspect={(o) => preview && inspect(preview.path, o)} onContinue={() => suggest()} />}
      {step === 'map' && suggestion && mapping && (
        <MapStep suggestion={suggestion} mapping={mapping} busy={busy} notice={notice} onTarget={(r, o) => suggest(r, o)} onChange={setMapping}
          onSave={saveMapping} onLoad={loadMapping} onReview={review} onBack={() => setStep('open')} />
      )}
      {step === 'review' && session && <ReviewStep sessionId={session.id} headers={session.headers} onBack={() => { closeSession(); setStep('map'); }} onSend={send} />}
      {step === 'send' && jobId && <SendStep jobId={jobId} onDone={onDone} />}
      {step === 'report' && jobId && <ReportStep jobId={jobId} onRetry={() => setStep('send')} onNew={onNew} />}
    </div>
  );
}
