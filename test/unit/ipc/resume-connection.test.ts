// jobs.resume / jobs.retryFailed carry an optional `connectionId` (the user's pick when the
// run's own connection was removed): the dispatcher passes a string id through and refuses
// anything else; a removed connection comes back with the hint the renderer recognises.
import { describe, it, expect, vi } from 'vitest';
import { createDispatcher, trustOrigins, type HandlerTable } from '../../../main/ipc/dispatch.js';
import { clientForJournal } from '../../../main/ipc/handlers/job-client.js';
import type { AppContext } from '../../../main/ipc/context.js';
import type { Journal } from '../../../main/journal/index.js';
import { CONNECTION_GONE_HINT, IPC_ERROR_PREFIX } from '../../../shared/ipc/index.js';

const origin = 'app://commerce-bulk';
const sender = { url: `${origin}/index.html` };

function table(overrides: Partial<HandlerTable>): HandlerTable {
  const fail = async () => {
    throw new Error('not under test');
  };
  return new Proxy(overrides as HandlerTable, {
    get: (target, key) => (target as Record<string, unknown>)[key as string] ?? fail,
  });
}

function shapeOf(error: unknown): { code: string; message: string; hint?: string; reason?: string } {
  const message = (error as Error).message;
  expect(message.startsWith(IPC_ERROR_PREFIX)).toBe(true);
  return JSON.parse(message.slice(IPC_ERROR_PREFIX.length)) as {
    code: string;
    message: string;
    hint?: string;
    reason?: string;
  };
}

describe('jobs.resume / jobs.retryFailed connectionId', () => {
  it('passes a string connectionId through, and still accepts a call without one', async () => {
    const resume = vi.fn(async () => ({ ok: true as const }));
    const retry = vi.fn(async (req: { jobId: string }) => ({ jobId: req.jobId }));
    const dispatch = createDispatcher(
      table({ 'jobs.resume': resume, 'jobs.retryFailed': retry }),
      trustOrigins([origin]),
    );
    await expect(
      dispatch('jobs.resume', { jobId: '20260101-120000-a1b2c3', connectionId: 'c2' }, sender),
    ).resolves.toEqual({ ok: true });
    expect(resume).toHaveBeenLastCalledWith({ jobId: '20260101-120000-a1b2c3', connectionId: 'c2' });
    await expect(dispatch('jobs.resume', { jobId: '20260101-120000-a1b2c3' }, sender)).resolves.toEqual({ ok: true });
    expect(resume).toHaveBeenLastCalledWith({ jobId: '20260101-120000-a1b2c3' });
    await expect(
      dispatch('jobs.retryFailed', { jobId: '20260101-120000-a1b2c3', connectionId: 'c2' }, sender),
    ).resolves.toEqual({
      jobId: '20260101-120000-a1b2c3',
    });
    expect(retry).toHaveBeenLastCalledWith({ jobId: '20260101-120000-a1b2c3', connectionId: 'c2' });
  });

  it('refuses a connectionId that is not a non-empty string, naming the field', async () => {
    const resume = vi.fn(async () => ({ ok: true as const }));
    const retry = vi.fn(async (req: { jobId: string }) => ({ jobId: req.jobId }));
    const dispatch = createDispatcher(
      table({ 'jobs.resume': resume, 'jobs.retryFailed': retry }),
      trustOrigins([origin]),
    );
    for (const channel of ['jobs.resume', 'jobs.retryFailed']) {
      for (const connectionId of [5, null, '', { id: 'c2' }, ['c2'], 'x'.repeat(201)]) {
        const shape = shapeOf(
          await dispatch(channel, { jobId: '20260101-120000-a1b2c3', connectionId }, sender).catch((e: unknown) => e),
        );
        expect(shape.code).toBe('invalid-payload');
        expect(shape.message).toContain(channel);
        expect(shape.message).toContain('connectionId');
      }
    }
    expect(resume).not.toHaveBeenCalled();
    expect(retry).not.toHaveBeenCalled();
  });

  it('a run whose connection was removed fails with the reason the renderer offers a pick on', async () => {
    const journal = {
      data: { id: '20260101-120000-a1b2c3' },
      connection: { ref: { kind: 'saved', id: 'gone', name: 'Old live' }, baseUrl: 'https://old.example' },
      setConnection: vi.fn(),
    } as unknown as Journal;
    const other = { id: 'c2', name: 'Sandbox', baseUrl: 'http://127.0.0.1:1', kind: 'sandbox' };
    const ctx = {
      connections: { list: () => ({ activeId: 'c2', connections: [other] }), client: vi.fn() },
    } as unknown as AppContext;
    const dispatch = createDispatcher(
      table({
        'jobs.resume': async (req) => {
          clientForJournal(ctx, journal, req.connectionId);
          return { ok: true as const };
        },
      }),
      trustOrigins([origin]),
    );
    const shape = shapeOf(
      await dispatch('jobs.resume', { jobId: '20260101-120000-a1b2c3' }, sender).catch((e: unknown) => e),
    );
    expect(shape.code).toBe('failed');
    expect(shape.hint).toBe(CONNECTION_GONE_HINT);
    // The renderer offers a pick on this code, never on the hint's English.
    expect(shape.reason).toBe('connection-gone');
    expect(shape.message).toContain('Old live');
    expect(shape.message).toContain('c2');
    // A pick that does not exist is refused without the hint (it is not "gone", it is wrong).
    const wrong = shapeOf(
      await dispatch('jobs.resume', { jobId: '20260101-120000-a1b2c3', connectionId: 'nope' }, sender).catch(
        (e: unknown) => e,
      ),
    );
    expect(wrong.hint).toBeUndefined();
    expect(wrong.reason).toBeUndefined();
    expect(journal.setConnection).not.toHaveBeenCalled();
  });
});
