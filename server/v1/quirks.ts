// Quirks on demand (issue 10): behaviours the real service has been seen to show
// (service-behaviour.md "Seen in published clients" and "What integrators struggle with")
// that the sandbox leaves off by default, so the client's tests can switch each one on and
// prove the client survives it. Everything quirk-specific lives here; $batch and the
// listing call the few hooks below (their names and help: server/quirk-catalog.ts), so the rest of the sandbox stays unaware of them.
import type { BatchResponsePart, ParsedBatchPart } from '../../shared/batch/index.js';
import { odataBody } from '../http/errors.js';
import type { SandboxState } from './context.js';
import { JSON_TYPE, type Reply } from '../http/send.js';
import type { QuirkName } from '../quirk-catalog.js';
import { seeded } from '../http/limits.js';

export function quirkOn(state: SandboxState, name: QuirkName): boolean {
  return state.options.quirks.includes(name);
}

/** Seeded from faultSeed when given (apart from the faults' own sequence), so a quirk run can be repeated. */
function generator(seed: number | undefined): () => number {
  return seed === undefined ? Math.random : seeded(seed ^ 0x5bd1e995);
}

const randoms = new WeakMap<SandboxState, () => number>();
function random(state: SandboxState): number {
  let r = randoms.get(state);
  if (!r) randoms.set(state, (r = generator(state.options.faultSeed)));
  return r();
}

const NOT_ACCEPTABLE =
  'A supported MIME type could not be found that matches the acceptable MIME types for the request.';

/** batch-429: the whole call refused before any part runs, or null to run it. */
export function quirkBatchRefusal(state: SandboxState, parts: number): Reply | null {
  if (!quirkOn(state, 'batch-429') || parts <= state.options.quirkBatchMax) return null;
  const headers: Record<string, string> = { 'content-type': JSON_TYPE };
  if (state.options.retryAfter) headers['retry-after'] = '1';
  return {
    status: 429,
    body: odataBody(`Too many requests: a batch of ${parts} requests costs ${parts + 1}; slow down.`),
    headers,
  };
}

/**
 * 406-parts: whether a part is answered 406 without running ('skip'), runs and has a success
 * hidden behind a 406 ('hide'), or runs as usual ('run').
 */
export function quirkPartPlan(state: SandboxState): 'run' | 'hide' | 'skip' {
  if (!quirkOn(state, '406-parts') || random(state) >= state.options.quirk406Rate) return 'run';
  return random(state) < state.options.quirk406Applied ? 'hide' : 'skip';
}

/** The 406 the 406-parts quirk answers for a part. */
export function quirk406(part: ParsedBatchPart): BatchResponsePart {
  return {
    id: part.contentId,
    status: 406,
    headers: { 'content-type': JSON_TYPE, 'odata-version': '4.0' },
    body: odataBody(NOT_ACCEPTABLE),
    changeset: part.changeset,
  };
}

/** multipart-answers: the format a $batch is answered in. */
export function quirkBatchFormat(state: SandboxState, asked: 'json' | 'multipart'): 'json' | 'multipart' {
  return quirkOn(state, 'multipart-answers') ? 'multipart' : asked;
}
