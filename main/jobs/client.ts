// The part of main/api's ApiClient the engines use (docs/internal-apis.md). Declared here
// structurally so the engines can be driven by any client with this shape.
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  idempotent?: boolean;
  /** For a request that is not idempotent: after a lost answer, decide by reading whether it was applied. */
  verify?: () => Promise<ApiResult | null>;
}
export interface ApiResult { ok: boolean; status: number; body?: unknown; message: string; attempts: number }
export interface JobClient {
  request(req: ApiRequest): Promise<ApiResult>;
  batch(reqs: ApiRequest[], onResult?: (i: number, r: ApiResult) => void): Promise<ApiResult[]>;
  list<T>(pathAndQuery: string, opts?: { count?: boolean }): AsyncIterable<T[]>;
}

export type Stage = 'read' | 'resolve' | 'preflight' | 'send' | 'report' | 'export';

/** Progress events for a UI or the CLI; the engine never prints. */
export interface Progress {
  stage: Stage;
  done: number;
  total?: number;
  ratePerSecond?: number;
  etaSeconds?: number;
  message?: string;
}
export type ProgressListener = (p: Progress) => void;

/** Thrown when the signal aborts between two units of work. */
export class JobInterrupted extends Error {
  constructor(readonly stage: Stage) {
    super(`Interrupted during ${stage}; the journal keeps every row's state, so 'resume' continues from here.`);
    this.name = 'JobInterrupted';
  }
}

export function checkAbort(signal: AbortSignal | undefined, stage: Stage): void {
  if (signal?.aborted) throw new JobInterrupted(stage);
}

/** A path relative to the service, from a nextLink that may be absolute. */
export function pathOf(link: string): string {
  if (link.startsWith('/')) return link;
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
}
