// Ctrl-C: the first one asks the engine to stop after the batches in flight (exit 4 once it
// has); a second one exits at once, the journal still consistent (rows in flight are
// re-checked on resume).
export function interruptSignal(write: (s: string) => void): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSigint = (): void => {
    if (controller.signal.aborted) {
      write('Stopped.\n');
      process.exit(4);
    }
    write('\nStopping after the batches in flight (Ctrl-C again to stop now)...\n');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigint);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigint);
    },
  };
}
