// The sandbox's clock: the wall clock plus an offset that only the admin endpoint moves
// (POST /admin/clock), so a test can let tokens lapse for non-use without waiting for days.
export interface SandboxClock {
  now(): number;
  /** Moves the clock forward (or back) by ms; answers the new time. */
  advance(ms: number): number;
}

export function sandboxClock(wall: () => number = Date.now): SandboxClock {
  let offsetMs = 0;
  return {
    now: () => wall() + offsetMs,
    advance(ms) {
      offsetMs += ms;
      return wall() + offsetMs;
    },
  };
}
