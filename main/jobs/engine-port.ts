// The engine's ports: the part of main/api's ApiClient the engines use (JobClient, with
// main/api's own request and result types: verify, stopped and the stop signal mean the same
// on both sides), the progress events it reports and the interruption a stop signal causes.
// Named apart from main/api/client.ts, the client itself. Tests may drive the engines with
// any object of JobClient's shape.
import type { ApiRequest, ApiResult, BatchOptions, CallOptions, ClientTraffic, QuotaUse } from '../api/index.js';

export type { ApiRequest, ApiResult, ClientTraffic, QuotaUse };

export interface JobClient {
  request(req: ApiRequest, opts?: CallOptions): Promise<ApiResult>;
  batch(reqs: ApiRequest[], onResult?: (i: number, r: ApiResult) => void, opts?: BatchOptions): Promise<ApiResult[]>;
  list<T>(pathAndQuery: string, opts?: { count?: boolean } & CallOptions): AsyncIterable<T[]>;
  /** Requests per minute per profile the client keeps to (--budget); the plan estimates with it. */
  readonly budgetPerMinute?: number;
  /** How long the service has gone without answering: a run says so past a threshold (outage-notices.ts). */
  silentMs?(): number;
  /** What the client really sent so far: a run records its share on the Summary sheet. */
  traffic?(): ClientTraffic;
  /** The quota the client spent in the last minute and hour: the Send screen's meter (issue 42). */
  quotaUse?(): QuotaUse;
}

export type Stage = 'read' | 'resolve' | 'preflight' | 'send' | 'report' | 'export';

/** Progress events for a UI or the CLI; the engine never prints. */
export interface Progress {
  stage: Stage;
  done: number;
  total?: number | undefined;
  ratePerSecond?: number | undefined;
  etaSeconds?: number | undefined;
  message?: string | undefined;
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
