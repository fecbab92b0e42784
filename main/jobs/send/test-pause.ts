// A kill test's hold on one exact point of a send (issue 44): between a $batch's durable mark
// and its body going on the wire, which no outside timing can hit. Acts only when both
// VITEST (set by the test runner in its workers, inherited by the CLI a test starts) and
// COMMERCE_BULK_TEST_SEND_PAUSE are set: a user does not set both by accident, and without
// them this is one cached lookup per $batch.
// COMMERCE_BULK_TEST_SEND_PAUSE=marked:<n>: once the n-th $batch of the process is marked
// 'sent' and on disk, says "test pause: marked <n>: <its rows' seqs>" on stderr and waits for
// ever (the test kills the process there; its body never goes). =sending:<n>: says the same
// with "sending" and lets it go, so a test can kill the process while it is on the wire.
let plan: { point: 'marked' | 'sending'; batch: number } | null | undefined;
let dispatched = 0;

function planned(): typeof plan {
  if (plan !== undefined) return plan;
  const m = /^(marked|sending):(\d+)$/.exec(process.env.COMMERCE_BULK_TEST_SEND_PAUSE ?? '');
  plan = process.env.VITEST && m ? { point: m[1] as 'marked' | 'sending', batch: Number(m[2]) } : null;
  return plan;
}

/** Called once a $batch's mark is on disk, before its body is sent; `seqs`: its rows. */
export async function pauseAfterMark(seqs: () => number[]): Promise<void> {
  const p = planned();
  if (!p || ++dispatched !== p.batch) return;
  process.stderr.write(`test pause: ${p.point} ${p.batch}: ${seqs().join(',')}\n`);
  if (p.point === 'sending') return;
  // Never resolves; the timer keeps the process alive (the rest of the send may end) until the kill.
  await new Promise<void>(() => setInterval(() => undefined, 60_000));
}
