// The import flow's state as one reducer (issue 24): each action is one move of the flow
// (a file opened, a mapping suggested, a review opened...), so the fields that change
// together change in one place instead of a dozen setters called in the right order.
import type { FileRef, Mapping, SheetPreview } from '../../../shared/ipc/index.js';
import type { Suggestion } from './MapStep.js';

export type Step = 'open' | 'map' | 'review' | 'send' | 'report';
export const STEPS: Step[] = ['open', 'map', 'review', 'send', 'report'];

/** A mapping file just saved or loaded: said in words by the screen, in its current language. */
export interface MappingNotice {
  kind: 'saved' | 'loaded';
  path: string;
}

export interface ImportRequest {
  file?: FileRef;
  /** Everything dropped at once: a sheet and the folder of its PDFs (ChannelDocuments). */
  files?: FileRef[];
  jobId?: string;
  report?: boolean;
  n: number;
}

export interface ReviewSession {
  id: string;
  headers: string[];
}

export interface FlowState {
  step: Step;
  preview: SheetPreview | null;
  suggestion: Suggestion | null;
  mapping: Mapping | null;
  notice: MappingNotice | null;
  session: ReviewSession | null;
  jobId: string | null;
  /** The file just opened, which the live region announces (until the mapping is suggested). */
  opened: SheetPreview | null;
  /** The folder of PDFs for a ChannelDocuments sheet (main's grant for it). */
  documents: FileRef | null;
  /** Bumped when a file opened while focus was nowhere (Ctrl+O, a drop): its heading takes focus. */
  focusTick: number;
  /** The last request from outside acted on, so each is acted on once. */
  handled: ImportRequest | null;
}

export type FlowAction =
  | { type: 'request'; request: ImportRequest | null }
  | { type: 'opened'; preview: SheetPreview; focus: boolean }
  | { type: 'suggested'; suggestion: Suggestion }
  | { type: 'mapping'; mapping: Mapping; notice?: MappingNotice }
  | { type: 'notice'; notice: MappingNotice }
  | { type: 'documents'; documents: FileRef }
  | { type: 'sessionClosed' }
  | { type: 'reviewing'; session: ReviewSession }
  | { type: 'sending'; jobId: string }
  | { type: 'step'; step: Step }
  | { type: 'new' };

export const initialFlow: FlowState = {
  step: 'open',
  preview: null,
  suggestion: null,
  mapping: null,
  notice: null,
  session: null,
  jobId: null,
  opened: null,
  documents: null,
  focusTick: 0,
  handled: null,
};

/** A new request from outside: a job picked in History jumps to its Send or Report step. */
function handleRequest(state: FlowState, request: ImportRequest | null): FlowState {
  const next = { ...state, handled: request };
  // A sheet dropped alone forgets the folder of an earlier ChannelDocuments sheet.
  if (request?.file && !request.files) next.documents = null;
  if (request?.jobId) {
    next.jobId = request.jobId;
    next.step = request.report ? 'report' : 'send';
  }
  return next;
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'request':
      return handleRequest(state, action.request);
    case 'opened':
      return {
        ...state,
        session: null,
        preview: action.preview,
        suggestion: null,
        step: 'open',
        focusTick: action.focus ? state.focusTick + 1 : state.focusTick,
        opened: action.preview,
      };
    case 'suggested':
      return {
        ...state,
        suggestion: action.suggestion,
        mapping: action.suggestion.mapping,
        notice: null,
        opened: null,
        step: 'map',
      };
    case 'mapping':
      return { ...state, mapping: action.mapping, notice: action.notice ?? state.notice };
    case 'notice':
      return { ...state, notice: action.notice };
    case 'documents':
      return { ...state, documents: action.documents };
    case 'sessionClosed':
      return { ...state, session: null };
    case 'reviewing':
      return { ...state, session: action.session, step: 'review' };
    case 'sending':
      return { ...state, session: null, jobId: action.jobId, step: 'send' };
    case 'step':
      return { ...state, step: action.step };
    case 'new':
      return { ...state, preview: null, suggestion: null, jobId: null, step: 'open' };
  }
}

/** The mapped resource's cells name files (VAT documents): the flow asks for their folder (a fact main sends). */
export function mapsFiles(state: Pick<FlowState, 'suggestion' | 'mapping'>): boolean {
  const resource = state.mapping?.resource;
  return state.suggestion?.targets.find((t) => t.resource === resource)?.readsFiles === true;
}
