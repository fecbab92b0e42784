/** A small bound on how long a test may wait for something time-based. */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
