// The import flow's moves as hooks over its reducer (flow-state.ts): opening a file (from the
// Open step, Ctrl+O or a request from outside) and the calls that carry a mapping on to
// review and send. ImportFlow.tsx only lays the steps out.
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import type { Operation, Resource } from '../../../shared/ipc/index.js';
import { api, useAction } from '../hooks.js';
import {
  flowReducer,
  initialFlow,
  mapsFiles,
  type FlowAction,
  type FlowState,
  type ImportRequest,
  type Step,
} from './flow-state.js';

type Run = ReturnType<typeof useAction>['run'];

/** Each new step moves focus to its heading (issue 16), but not on the first render. */
function useStepFocus(flow: RefObject<HTMLDivElement | null>, step: Step, focusTick: number): void {
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    flow.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [flow, step, focusTick]);
}

/** Opening a sheet: inspect it, and act once on each request from outside. */
function useOpening(state: FlowState, dispatch: Dispatch<FlowAction>, run: Run, request: ImportRequest | null) {
  const { session } = state;
  const closeSession = useCallback(() => {
    if (session) void api()['review.close']({ sessionId: session.id });
    dispatch({ type: 'sessionClosed' });
  }, [session, dispatch]);

  const inspect = useCallback(
    (file: string, o: { sheet?: string; headerRow?: number } = {}) =>
      void run(async () => {
        const preview = await api()['files.inspect']({ file, ...o });
        closeSession();
        const focus = !document.activeElement || document.activeElement === document.body;
        dispatch({ type: 'opened', preview, focus });
      }),
    [run, closeSession, dispatch],
  );

  // A job's step is state that follows the prop, so it is set while rendering (React's
  // "adjusting state when a prop changes"), not one render late in an effect.
  if (request !== state.handled) dispatch({ type: 'request', request });
  // Reading a file is a call to main, so an effect; an effect event, so that a later change
  // of `inspect` (a new session) does not read the same request's file again.
  const onFileRequest = useEffectEvent((r: ImportRequest) => {
    if (r.files) {
      // Folders are the PDFs of a ChannelDocuments sheet; the first file is the sheet.
      const folder = r.files.find((f) => f.kind === 'folder');
      const sheet = r.files.find((f) => f.kind === 'file');
      if (folder) dispatch({ type: 'documents', documents: folder });
      if (sheet) inspect(sheet.token);
    } else if (r.file) {
      inspect(r.file.token);
    }
  });
  useEffect(() => {
    if (request?.files || request?.file) onFileRequest(request);
  }, [request]);

  const open = () =>
    void run(async () => {
      const r = await api()['files.pick']({ purpose: 'spreadsheet' });
      if (r.file) inspect(r.file.token);
    });
  return { closeSession, inspect, open };
}

/** From a sheet to a mapping, a review session and a job. */
function useMappingMoves(state: FlowState, dispatch: Dispatch<FlowAction>, run: Run, closeSession: () => void) {
  const { preview, mapping, documents, session } = state;
  const suggest = (resource?: Resource, operation?: Operation) =>
    void run(async () => {
      const suggestion = await api()['mapping.suggest']({
        file: preview!.file,
        sheet: preview!.sheet,
        headerRow: preview!.headerRowNumber,
        ...(resource ? { resource } : {}),
        ...(operation ? { operation } : {}),
      });
      dispatch({ type: 'suggested', suggestion });
    });
  const review = () =>
    void run(async () => {
      closeSession();
      const r = await api()['review.open']({
        file: preview!.file,
        sheet: preview!.sheet,
        headerRow: preview!.headerRowNumber,
        mapping: mapping!,
        ...(documents && mapsFiles(state) ? { documents: documents.token } : {}),
      });
      dispatch({ type: 'reviewing', session: { id: r.sessionId, headers: r.headers } });
    });
  const send = () =>
    void run(async () => {
      const r = await api()['jobs.start']({ sessionId: session!.id });
      dispatch({ type: 'sending', jobId: r.jobId });
    });
  return { suggest, review, send };
}

/** Saving and loading a mapping file, and picking the folder of PDFs. */
function useFileMoves(mapping: FlowState['mapping'], dispatch: Dispatch<FlowAction>, run: Run) {
  const saveMapping = () =>
    void run(async () => {
      const r = await api()['mapping.save']({ mapping: mapping! });
      if (r.path) dispatch({ type: 'notice', notice: { kind: 'saved', path: r.path } });
    });
  const loadMapping = () =>
    void run(async () => {
      const r = await api()['mapping.load']({});
      if (!r.mapping) return;
      dispatch({ type: 'mapping', mapping: r.mapping, notice: { kind: 'loaded', path: r.path ?? '' } });
    });
  const pickFolder = () =>
    void run(async () => {
      const r = await api()['files.pickFolder']({});
      if (r.file) dispatch({ type: 'documents', documents: r.file });
    });
  return { saveMapping, loadMapping, pickFolder };
}

/** The flow's state and moves; `flow` is its root element, whose heading takes focus. */
export function useImportFlow(request: ImportRequest | null, flow: RefObject<HTMLDivElement | null>) {
  const [state, dispatch] = useReducer(flowReducer, initialFlow);
  const { busy, error, run } = useAction();
  useStepFocus(flow, state.step, state.focusTick);
  const opening = useOpening(state, dispatch, run, request);
  const moves = useMappingMoves(state, dispatch, run, opening.closeSession);
  const files = useFileMoves(state.mapping, dispatch, run);
  return { state, dispatch, busy, error, ...opening, ...moves, ...files };
}
