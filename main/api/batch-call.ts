/**
 * One $batch call of a batch() run: the requests of a chunk that still need sending (after
 * read-backs and verify()), the call itself, and what its answer does to each request:
 * the outer status first (429 shrinks and requeues, 401 re-signs in, a timeout splits),
 * then each part by its own status.
 *
 * The call asks for the JSON batch format (Accept: application/json), and reads a
 * multipart/mixed answer just as well: the real service answered JSON-requested batches
 * in multipart until mid-2020 (service-behaviour.md), and readBatchResponse picks the
 * reader by the answer's Content-Type, never by what was asked.
 */
import { readBatchResponse, writeBatchRequest, type BatchResponsePart } from '../../shared/batch/index.js';
import type { BatchRun, ReadMany } from './batch-run.js';
import { deletedOnRetry, finalResult, parseBody, unknownOutcomeResult } from './core.js';
import { isBatchTimeout, isTransientStatus } from './retry-policy.js';
import { runVerify, sendOne } from './single-request.js';
import { RunStoppedError } from './stop.js';
import { TransportError, type HttpAnswer } from './transport.js';

interface SentCall {
  send: number[];
  contentIds: string[];
  answer: HttpAnswer;
  token: string;
}

/** A request the service refuses inside a batch, sent on its own (the caller's journal marks it in flight first). */
export async function runSolo(run: BatchRun, i: number): Promise<void> {
  if (run.signal?.aborted) return run.stop([i]);
  await run.onDispatch?.([i]);
  run.finish(i, await sendOne(run.core, run.reqs[i]!, run.reqs[i]!.path, run.signal));
}

/** Sends one chunk as one $batch call and settles (or requeues) each of its requests. */
export async function runChunk(run: BatchRun, chunk: number[], readMany: ReadMany): Promise<void> {
  const send = await stillToSend(run, chunk, readMany);
  if (!send.length) return;
  const sent = await callBatch(run, send);
  if (!sent || settledByOuterStatus(run, sent)) return;
  settleParts(run, sent);
}

/** The chunk minus requests settled by a read-back or verify(), or kept back by a stop. */
async function stillToSend(run: BatchRun, chunk: number[], readMany: ReadMany): Promise<number[]> {
  const send: number[] = [];
  for (const i of await run.checkApplied(chunk, readMany)) {
    if (run.signal?.aborted) {
      run.stop([i]);
      continue;
    }
    if (run.states[i]!.needsVerify) {
      const verified = await runVerify(run.reqs[i]!, run.states[i]!);
      if (verified) {
        run.finish(i, verified);
        continue;
      }
    }
    send.push(i);
  }
  return send;
}

/** The $batch call; undefined when no answer came back (its requests are then settled or requeued). */
async function callBatch(run: BatchRun, send: number[]): Promise<SentCall | undefined> {
  const { core, reqs, states } = run;
  let contentIds: string[] = [];
  try {
    const { answer, token } = await core.call('POST', '/v1/$batch', {
      signal: run.signal,
      cost: 1 + send.length,
      // The pacer may grant only the room left in the budget window: send that many, the rest goes next.
      minCost: 1 + Math.min(send.length, Math.max(1, Math.ceil(send.length / 4))),
      prepare: async (granted) => {
        const rest = send.splice(Math.max(1, granted - 1));
        if (rest.length) run.queue.now(rest);
        const written = writeBatchRequest(
          send.map((i) => {
            const r = reqs[i]!;
            return {
              method: r.method,
              url: core.url(r.path).toString(),
              ...(r.headers ? { headers: r.headers } : {}),
              ...(r.body !== undefined ? { body: r.body } : {}),
            };
          }),
          { firstContentId: 1 },
        );
        contentIds = written.contentIds;
        for (const i of send) states[i]!.attempts++;
        // Just before the body goes on the wire: the caller records these as in flight, and
        // the body goes once that record is durable (other calls are read meanwhile).
        await run.onDispatch?.([...send]);
        return { body: written.body, headers: { 'content-type': written.contentType, accept: 'application/json' } };
      },
    });
    return { send, contentIds, answer, token };
  } catch (err) {
    // Stopped before prepare(): none of `send` was built or sent.
    if (err instanceof RunStoppedError) {
      run.stop(send);
      return undefined;
    }
    if (!(err instanceof TransportError)) {
      if (contentIds.length) for (const i of send) states[i]!.attempts--; // built but never sent: no token
      run.queue.now(send);
      throw err;
    }
    if (err.kind === 'timeout' && send.length > 1) run.timedOut(send, false);
    else for (const i of send) run.transient(i, { kind: err.kind });
    return undefined;
  }
}

/** True when the outer status settled (or requeued) the whole call; false for a 200 to read part by part. */
function settledByOuterStatus(run: BatchRun, { send, answer, token }: SentCall): boolean {
  const { core, reqs, states } = run;
  const { status, text, headers } = answer;
  if (status === 200) return false;
  if (status === 429) {
    // Refused as a whole: nothing ran. Smaller batches from now on (half of this one), and this one again.
    core.throttled(headers, Math.max(...send.map((i) => states[i]!.throttles)) + 1, send.length);
    run.refused(send, 'throttle', status);
  } else if (status === 401) {
    core.opts.tokens.invalidate(token);
    core.emit({ type: 'reauth' });
    run.refused(send, 'reauth', status);
  } else if ((isBatchTimeout(status, text) || status === 413) && send.length > 1) {
    run.timedOut(send, true);
  } else if (isTransientStatus(status) || isBatchTimeout(status, text)) {
    const body = parseBody(text);
    for (const i of send) run.transient(i, { kind: 'status', status }, body);
  } else {
    // 400 on the whole batch: the batch itself was refused, nothing ran.
    for (const i of send) run.finish(i, finalResult(reqs[i]!, status, parseBody(text), states[i]!.attempts));
  }
  return true;
}

/** A 200 batch: each request by its own part's status. */
function settleParts(run: BatchRun, { send, contentIds, answer, token }: SentCall): void {
  const { core, reqs, states } = run;
  let parts: BatchResponsePart[];
  try {
    parts = readBatchResponse(answer.headers['content-type'] ?? '', answer.text);
  } catch {
    // Unreadable: as if the answer never came (the parts may have run).
    for (const i of send) run.transient(i, { kind: 'dropped' });
    return;
  }
  const byId = new Map(parts.map((p) => [p.id, p]));
  let partThrottled: Record<string, string> | undefined; // the headers of a 429 part (its Retry-After)
  let throttledParts = 0;
  let partReauth = false;
  let clean = true;
  send.forEach((i, k) => {
    const part = byId.get(contentIds[k]!);
    const st = states[i]!;
    if (!part) {
      clean = false;
      return run.transient(i, { kind: 'dropped' });
    }
    const d = run.decide(i, { kind: 'status', status: part.status });
    switch (d.action) {
      case 'done':
        return run.finish(i, finalResult(reqs[i]!, part.status, part.body, st.attempts));
      case 'done-deleted':
        return run.finish(i, deletedOnRetry(st.attempts));
      case 'reauth':
        partReauth = true;
        clean = false;
        st.reauths++;
        return run.queue.now([i]);
      case 'throttle':
        partThrottled = part.headers;
        throttledParts++;
        clean = false;
        st.throttles++;
        return run.queue.now([i]);
      case 'retry':
      case 'verify':
        clean = false;
        return run.transient(i, { kind: 'status', status: part.status }, part.body);
      case 'fail':
        if (d.unknownOutcome)
          return run.finish(
            i,
            unknownOutcomeResult(st.attempts, part.status, `the service answered HTTP ${part.status}`),
          );
        return isTransientStatus(part.status)
          ? run.transient(i, { kind: 'status', status: part.status }, part.body)
          : run.finish(i, finalResult(reqs[i]!, part.status, part.body, st.attempts));
    }
  });
  // An expired token gives a 401 in every part of a 200 batch: refresh once, resend those parts.
  if (partReauth) {
    core.opts.tokens.invalidate(token);
    core.emit({ type: 'reauth' });
  }
  if (partThrottled) core.throttled(partThrottled, 1, undefined, throttledParts);
  if (clean) core.sizer.onSuccess();
}
