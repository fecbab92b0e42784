/**
 * The number of requests per $batch, adapted to what the service tolerates:
 * - a 429 halves it (never below 10: smaller batches cost more quota per request); a $batch
 *   refused 429 as a whole sets it to half of that batch (several refused at once halve it once);
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

  /**
   * A 429. With the size of the $batch that was refused as a whole: at most half of that one,
   * so five batches refused at once shrink it once, not five times. Without: half the current size.
   */
  on429(refusedBatch?: number): void {
    const floor = Math.min(MIN_BATCH_AFTER_429, this.max);
    this.size =
      refusedBatch === undefined
        ? Math.max(floor, Math.floor(this.size / 2))
        : Math.min(this.size, Math.max(floor, Math.floor(refusedBatch / 2)));
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
    if (used > bestUsed) {
      best = s;
      bestUsed = used;
    }
  }
  return best;
}
