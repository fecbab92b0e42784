// What the client saw of the service while it ran, for the people watching a run and for its
// Summary sheet (issue 32): how long the service has gone without answering (an outage is said
// while the run waits, instead of an ETA that silently grows), and what the run really spent
// (calls, quota, retries, 429s) beside what its plan said it would. Every call of the client
// goes through ClientCore.call, which tells this watch when a call starts and how it ended.

/** What the client really sent, counted as the service charges it (a $batch costs 1 + its parts). */
export interface ClientTraffic {
  /** HTTP calls put on the wire (each attempt of each call). */
  calls: number;
  /** Quota spent: 1 a call, plus 1 a part of a $batch. */
  quota: number;
  /** $batch calls put on the wire. */
  batches: number;
  /** Requests sent again after a transient failure (a 5xx, a 406, no answer, a timed-out batch). */
  retries: number;
  /** Answers 429 Too Many Requests (a whole call or a part of a $batch). */
  throttled: number;
}

export function noTraffic(): ClientTraffic {
  return { calls: 0, quota: 0, batches: 0, retries: 0, throttled: 0 };
}

import { QuotaWindow } from './quota-window.js';

/** Statuses a gateway answers for a service that is not there: as silent as no answer at all. */
const GATEWAY_SILENCE = new Set([502, 503, 504]);

export class ServiceWatch {
  readonly traffic: ClientTraffic = noTraffic();
  /** The same quota by time, for the Send screen's meter of the service's limits (issue 42). */
  readonly window = new QuotaWindow();
  private lastAnswer: number;
  /** The start of the first call after the last answer that ended without one. */
  private unansweredSince: number | undefined;
  private readonly inFlight = new Map<number, number>();
  private nextCall = 0;

  constructor(private readonly now: () => number) {
    this.lastAnswer = now();
  }

  /** A call goes on the wire; returns its ticket for answered()/unanswered(). */
  begin(cost: number, batch: boolean): number {
    const ticket = this.nextCall++;
    this.inFlight.set(ticket, this.now());
    this.traffic.calls++;
    this.traffic.quota += cost;
    this.window.add(cost, this.now());
    if (batch) this.traffic.batches++;
    return ticket;
  }

  answered(ticket: number, status: number): void {
    const started = this.inFlight.get(ticket);
    this.inFlight.delete(ticket);
    if (GATEWAY_SILENCE.has(status)) return this.silent(started);
    this.lastAnswer = this.now();
    this.unansweredSince = undefined;
  }

  /** The call ended with no answer (the connection failed or timed out). */
  unanswered(ticket: number): void {
    const started = this.inFlight.get(ticket);
    this.inFlight.delete(ticket);
    this.silent(started);
  }

  private silent(started: number | undefined): void {
    const since = started ?? this.now();
    this.unansweredSince = Math.min(this.unansweredSince ?? since, since);
  }

  /**
   * How long the service has not answered: since the earliest call after its last answer that
   * failed or is still waiting; 0 while it answers (or nothing is asked of it).
   */
  silentMs(): number {
    const starts = [...this.inFlight.values()];
    if (this.unansweredSince !== undefined) starts.push(this.unansweredSince);
    if (!starts.length) return 0;
    const since = Math.max(Math.min(...starts), this.lastAnswer);
    return Math.max(0, this.now() - since);
  }
}
