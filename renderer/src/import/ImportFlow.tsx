// The import flow of issue 6: Open -> Target and Map -> Review -> Send -> Report. Holds the
// flow's state; each step is its own component. Each new step moves focus to its heading
// (issue 16), and Ctrl+O opens a file from any step before Send.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Mapping, Operation, Resource, SheetPreview } from '../../../shared/ipc/index.js';
import { api, useAction } from '../hooks.js';
import { DocumentsFolder } from './DocumentsFolder.js';
import { OpenStep } from './OpenStep.js';
import { MapStep, type Suggestion } from './MapStep.js';
import { ReviewStep } from './ReviewStep.js';
import { SendStep } from './SendStep.js';
import { ReportStep } from './ReportStep.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';

type Step = 'open' | 'map' | 'review' | 'send' | 'report';
const STEPS: [Step, string][] = [
  ['open', 'Open'],
  ['map', 'Map'],
  ['review', 'Review'],
  ['send', 'Send'],
  ['report', 'Report'],
];

export interface ImportRequest {
  path?: string;
  /** Everything dropped at once: a sheet and the folder of its PDFs (ChannelDocuments). */
  paths?: string[];
  jobId?: string;
  report?: boolean;
  n: number;
}

export function ImportFlow({ request }: { request: ImportRequest | null }) {
  const [step, setStep] = useState<Step>('open');
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [notice, setNotice] = useState('');
  const [session, setSession] = useState<{ id: string; headers: string[] } | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [opened, setOpened] = useState('');
  const [documents, setDocuments] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const flow = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  // Bumped when a file opened while focus was nowhere (Ctrl+O, a drop): its heading takes focus.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    flow.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step, focusTick]);

  const closeSession = useCallback(() => {
    if (session) void api()['review.close']({ sessionId: session.id });
    setSession(null);
  }, [session]);

  const inspect = useCallback(
    (path: string, o: { sheet?: string; headerRow?: number } = {}) =>
      void run(async () => {
        const p = await api()['files.inspect']({ path, ...o });
        closeSession();
        setPreview(p);
        setSuggestion(null);
        setStep('open');
        if (!document.activeElement || document.activeElement === document.body) setFocusTick((t) => t + 1);
        setOpened(
          `Opened ${p.fileName}${p.sheets.length > 1 ? `, sheet ${p.sheet}` : ''}: header row ${p.headerRowNumber}, ${p.headers.length} columns, first ${Math.min(20, p.rows.length)} rows shown.`,
        );
      }),
    [run, closeSession],
  );

  // Each new request (a file opened from outside, a job picked in History) is acted on once.
  // A job's step is state that follows the prop, so it is set while rendering (React's
  // "adjusting state when a prop changes"), not one render late in an effect.
  const [handled, setHandled] = useState<ImportRequest | null>(null);
  if (request !== handled) {
    setHandled(request);
    // A sheet dropped alone forgets the folder of an earlier ChannelDocuments sheet.
    if (request?.path && !request.paths) setDocuments(null);
    if (request?.jobId) {
      setJobId(request.jobId);
      setStep(request.report ? 'report' : 'send');
    }
  }
  // Reading a file is a call to main, so an effect; an effect event, so that a later change
  // of `inspect` (a new session) does not read the same request's file again.
  const onFileRequest = useEffectEvent((r: ImportRequest) => {
    if (r.paths) {
      // Folders are the PDFs of a ChannelDocuments sheet; the first file is the sheet.
      const paths = r.paths;
      void run(async () => {
        const kinds = await Promise.all(paths.map((path) => api()['files.kind']({ path })));
        const folder = paths.find((_, i) => kinds[i]!.kind === 'folder');
        const sheet = paths.find((_, i) => kinds[i]!.kind === 'file');
        if (folder) setDocuments(folder);
        if (sheet) inspect(sheet);
      });
    } else if (r.path) {
      inspect(r.path);
    }
  });
  useEffect(() => {
    if (request?.paths || request?.path) onFileRequest(request);
  }, [request]);

  const suggest = (resource?: Resource, operation?: Operation) =>
    void run(async () => {
      const s = await api()['mapping.suggest']({
        path: preview!.path,
        sheet: preview!.sheet,
        headerRow: preview!.headerRowNumber,
        ...(resource ? { resource } : {}),
        ...(operation ? { operation } : {}),
      });
      setSuggestion(s);
      setMapping(s.mapping);
      setNotice('');
      setOpened('');
      setStep('map');
    });
  const review = () =>
    void run(async () => {
      closeSession();
      const r = await api()['review.open']({
        path: preview!.path,
        sheet: preview!.sheet,
        headerRow: preview!.headerRowNumber,
        mapping: mapping!,
        ...(documents && mapping!.resource === 'ChannelDocuments' ? { documents } : {}),
      });
      setSession({ id: r.sessionId, headers: r.headers });
      setStep('review');
    });
  const send = () =>
    void run(async () => {
      const r = await api()['jobs.start']({ sessionId: session!.id });
      setSession(null);
      setJobId(r.jobId);
      setStep('send');
    });
  const saveMapping = () =>
    void run(async () => {
      const r = await api()['mapping.save']({ mapping: mapping! });
      if (r.path) setNotice(`Mapping saved to ${r.path}`);
    });
  const loadMapping = () =>
    void run(async () => {
      const r = await api()['mapping.load']({});
      if (!r.mapping) return;
      setMapping(r.mapping);
      setNotice(`Mapping loaded from ${r.path}`);
    });
  const pickFolder = () =>
    void run(async () => {
      const r = await api()['files.pickFolder']({});
      if (r.path) setDocuments(r.path);
    });
  const onDone = useCallback(() => setStep('report'), []);
  const onNew = () => {
    setPreview(null);
    setSuggestion(null);
    setJobId(null);
    setStep('open');
  };

  const open = () =>
    void run(async () => {
      const r = await api()['files.pick']({ purpose: 'spreadsheet' });
      if (r.path) inspect(r.path);
    });
  useShortcuts(flow, { 'Ctrl+O': !busy && step !== 'send' && open });

  const current = STEPS.findIndex(([s]) => s === step);
  return (
    <div className="import-flow" ref={flow}>
      <ol className="stepper" aria-label="Import steps">
        {STEPS.map(([s, label], i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={i < current ? 'done' : ''}>
            {label}
          </li>
        ))}
      </ol>
      <LiveRegion className="busy">{busy ? 'Working…' : opened}</LiveRegion>
      {step === 'open' && (
        <OpenStep
          preview={preview}
          busy={busy}
          onOpen={open}
          onInspect={(o) => preview && inspect(preview.path, o)}
          onContinue={() => suggest()}
        />
      )}
      {step === 'map' && suggestion && mapping && (
        <MapStep
          suggestion={suggestion}
          mapping={mapping}
          busy={busy}
          notice={notice}
          onTarget={(r, o) => suggest(r, o)}
          onChange={setMapping}
          onSave={saveMapping}
          onLoad={loadMapping}
          onReview={review}
          onBack={() => setStep('open')}
        />
      )}
      {step === 'map' && mapping?.resource === 'ChannelDocuments' && (
        <DocumentsFolder folder={documents} busy={busy} onPick={pickFolder} />
      )}
      {step === 'review' && session && (
        <ReviewStep
          sessionId={session.id}
          headers={session.headers}
          onBack={() => {
            closeSession();
            setStep('map');
          }}
          onSend={send}
        />
      )}
      {step === 'send' && jobId && <SendStep jobId={jobId} onDone={onDone} />}
      {step === 'report' && jobId && <ReportStep jobId={jobId} onRetry={() => setStep('send')} onNew={onNew} />}
      {/* After the step, so a step's own alert comes first in reading order. */}
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
    </div>
  );
}
