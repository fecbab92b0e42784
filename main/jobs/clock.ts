// The engine's clock for elapsed times (stage timings, the ingest's turns of the event loop):
// monotonic milliseconds from process.hrtime. Not the global `performance`, whose first use
// loads node:perf_hooks: 1.2 MB of a 10-row import's memory on Node 24 (issue 44).

/** Milliseconds from an arbitrary origin; only differences mean anything. */
export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;
