// The client's own count of the quota it spent, by time (issue 42): the service allows 2,000
// requests a minute per profile and 500,000 an hour per IP, and sends no rate-limit headers,
// so the only meter a person can watch while sending is what this client put on the wire.
// One slot per second of the last hour (a ring): adding is O(1) and reading the two sums
// walks 3,600 slots, cheap at the Send screen's four updates a second.

/** Quota spent (a $batch costs 1 + its parts) in the last minute and the last hour. */
export interface QuotaUse {
  lastMinute: number;
  lastHour: number;
}

const SLOTS = 3600;

export class QuotaWindow {
  /** The second (ms / 1000, floored) each slot counts, and its quota. */
  private readonly seconds = new Float64Array(SLOTS).fill(-Infinity);
  private readonly costs = new Float64Array(SLOTS);

  add(cost: number, atMs: number): void {
    const second = Math.floor(atMs / 1000);
    const i = ((second % SLOTS) + SLOTS) % SLOTS;
    if (this.seconds[i] !== second) {
      this.seconds[i] = second;
      this.costs[i] = 0;
    }
    this.costs[i] = this.costs[i]! + cost;
  }

  /** What was spent in the 60 and the 3,600 seconds up to `atMs` (its own second included). */
  use(atMs: number): QuotaUse {
    const now = Math.floor(atMs / 1000);
    let lastMinute = 0,
      lastHour = 0;
    for (let i = 0; i < SLOTS; i++) {
      const age = now - this.seconds[i]!;
      if (age < 0 || age >= SLOTS) continue;
      lastHour += this.costs[i]!;
      if (age < 60) lastMinute += this.costs[i]!;
    }
    return { lastMinute, lastHour };
  }
}
