/**
 * The number of requests per $batch, adapted to what the service tolerates:
 * - a 429 halves it (never below 10: smaller batches cost more quota per request);
 * - a batch that timed out is split in two, and batches stay at most that half from then
 *   on (a timeout is about the size of the work, which does not change during a run);
 * - after a run of clean batches it grows back by a quarter, up to the configured size.
 */
export const MIN_BATCH_AFTER_429 = 10;
const GROW_AFTER = 3;

export class BatchSizer {
  private size: number;
  private ceiling: number;
  private clean = 0;

  constructor(private readonly max: number) {
    this.size = max;
    this.ceiling = max;
  }

  get current(): number {
    return this.size;
  }

  on429(): void {
    this.size = Math.max(Math.min(MIN_BATCH_AFTER_429, this.max), Math.floor(this.size / 2));
    this.clean = 0;
  }

  /** A batch of `size` requests timed out: returns the sizes of the two halves to retry. */
  onTimeout(size: number): [number, number] {
    const first = Math.ceil(size / 2);
    this.ceiling = Math.max(1, Math.min(this.ceiling, first));
    this.size = Math.min(this.size, this.ceiling);
    this.clean = 0;
    return [first, size - first];
  }

  onSuccess(): void {
    if (++this.clean < GROW_AFTER) return;
    this.clean = 0;
    this.size = Math.min(this.ceiling, this.size + Math.max(1, Math.ceil(this.size / 4)));
  }
}

/**
 * A batch size not above `size` (and at most 10 % below it) whose cost (1 + size) fills the
 * budget window best. A window's budget of 600 fits five batches of 100 (cost 505) but six
 * of 99 (cost 600): without this, a sixth of the budget would wait for the next window.
 * Ties go to the larger size.
 */
export function fitBatchSize(size: number, budgetPerWindow: number): number {
  // Small batches lose little to rounding, and the pacer trims to the window's room anyway.
  if (size < 20 || budgetPerWindow <= size + 1) return Math.max(1, size);
  let best = size;
  let bestUsed = Math.floor(budgetPerWindow / (size + 1)) * (size + 1);
  for (let s = size - 1; s >= Math.ceil(size * 0.9); s--) {
    const used = Math.floor(budgetPerWindow / (s + 1)) * (s + 1);
    if (used > bestUsed) { best = s; bestUsed = used; }
  }
  return best;
}
