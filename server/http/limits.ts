// The service's limits (service-behaviour.md "Rate limits"): a request budget per profile
// per window (a $batch costs 1 + its parts, each part counted as it runs), a cap on
// concurrent requests per application (a batch holds one slot), and fault injection.
import type { ResolvedOptions } from '../options.js';

export type Fault = 'error500json' | 'error500text' | 'status406' | 'dropBefore' | 'dropAfter';

/** Share of each fault kind among faulted direct calls; parts cannot drop a connection. */
const DIRECT_MIX: [Fault, number][] = [
  ['error500json', 0.3],
  ['error500text', 0.2],
  ['status406', 0.15],
  ['dropBefore', 0.2],
  ['dropAfter', 0.15],
];
const PART_MIX: [Fault, number][] = [
  ['error500json', 0.45],
  ['error500text', 0.25],
  ['status406', 0.3],
];

/** mulberry32: a small seeded generator so a fault (or quirk) run can be repeated. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RateVerdict {
  ok: boolean;
  retryAfterSeconds: number;
  profileId?: number;
}

export class Limits {
  private readonly windows = new Map<number, { start: number; count: number }>();
  private readonly inflight = new Map<string, number>();
  private readonly random: () => number;
  readonly requestsByProfile = new Map<number, number>();

  constructor(
    private readonly options: ResolvedOptions,
    private readonly now: () => number,
  ) {
    this.random = options.faultSeed === undefined ? Math.random : seeded(options.faultSeed);
  }

  /** Counts one request against every profile the token covers; refuses when any is spent. */
  takeRate(profileIds: number[]): RateVerdict {
    const limit = this.options.rateLimit;
    const windowMs = this.options.rateWindow * 1000;
    const now = this.now();
    for (const id of profileIds) {
      let w = this.windows.get(id);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        this.windows.set(id, w);
      }
      if (limit > 0 && w.count >= limit) {
        return {
          ok: false,
          profileId: id,
          retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)),
        };
      }
    }
    for (const id of profileIds) {
      this.windows.get(id)!.count++;
      this.requestsByProfile.set(id, (this.requestsByProfile.get(id) ?? 0) + 1);
    }
    return { ok: true, retryAfterSeconds: 0 };
  }

  /** Takes a concurrency slot for the application; false when all are in use. */
  enter(clientId: string): boolean {
    const n = this.inflight.get(clientId) ?? 0;
    if (this.options.maxConcurrency > 0 && n >= this.options.maxConcurrency) return false;
    this.inflight.set(clientId, n + 1);
    return true;
  }

  leave(clientId: string): void {
    const n = (this.inflight.get(clientId) ?? 1) - 1;
    if (n <= 0) this.inflight.delete(clientId);
    else this.inflight.set(clientId, n);
  }

  /** Decides, before anything is applied, whether this request fails and how. */
  fault(part: boolean): Fault | null {
    if (this.options.faultRate <= 0 || this.random() >= this.options.faultRate) return null;
    const mix = part ? PART_MIX : DIRECT_MIX;
    let r = this.random();
    for (const [kind, share] of mix) {
      if (r < share) return kind;
      r -= share;
    }
    return mix[mix.length - 1]![0];
  }

  resetCounters(): void {
    this.requestsByProfile.clear();
  }
}
