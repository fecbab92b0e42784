// The IPC door refuses foreign senders, unknown channels and bad payloads before any handler
// runs, and passes good calls through with their parsed payload.
import { describe, it, expect, vi } from 'vitest';
import { createDispatcher, trustOrigins, type HandlerTable } from '../../../main/ipc/dispatch.js';
import { IPC_ERROR_PREFIX } from '../../../shared/ipc/index.js';

const origin = 'app://commerce-bulk';

function table(overrides: Partial<HandlerTable> = {}): HandlerTable {
  const fail = async () => {
    throw new Error('not under test');
  };
  return new Proxy(overrides as HandlerTable, {
    get: (target, key) => (target as Record<string, unknown>)[key as string] ?? fail,
  });
}

function refusal(error: unknown) {
  const message = (error as Error).message;
  expect(message.startsWith(IPC_ERROR_PREFIX)).toBe(true);
  return JSON.parse(message.slice(IPC_ERROR_PREFIX.length)) as { code: string; message: string };
}

describe('IPC dispatcher', () => {
  it('passes a valid call from the app origin to its handler', async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const dispatch = createDispatcher(table({ 'connections.setActive': handler }), trustOrigins([origin]));
    await expect(dispatch('connections.setActive', { id: 'c1' }, { url: `${origin}/index.html` })).resolves.toEqual({
      ok: true,
    });
    expect(handler).toHaveBeenCalledWith({ id: 'c1' });
  });

  it('refuses a foreign sender without calling the handler', async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const dispatch = createDispatcher(table({ 'connections.setActive': handler }), trustOrigins([origin]));
    for (const url of [
      'https://evil.example/index.html',
      'file:///etc/passwd',
      'app://other/index.html',
      '',
      'not a url',
    ]) {
      const error = await dispatch('connections.setActive', { id: 'c1' }, { url }).catch((e: unknown) => e);
      expect(refusal(error).code).toBe('untrusted-sender');
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses bad payloads and names the field', async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const dispatch = createDispatcher(table({ 'connections.setActive': handler }), trustOrigins([origin]));
    const bad: unknown[] = [{}, { id: 5 }, { id: '' }, { id: 'x', extra: true }, 'string', [1, 2]];
    for (const payload of bad) {
      const error = await dispatch('connections.setActive', payload, { url: `${origin}/` }).catch((e: unknown) => e);
      const shape = refusal(error);
      expect(shape.code).toBe('invalid-payload');
      expect(shape.message).toContain('connections.setActive');
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses unknown and prototype channel names', async () => {
    const dispatch = createDispatcher(table(), trustOrigins([origin]));
    for (const name of ['shell.exec', '__proto__', 'constructor', 'toString']) {
      const error = await dispatch(name, {}, { url: `${origin}/` }).catch((e: unknown) => e);
      expect(refusal(error).code).toBe('unknown-channel');
    }
  });

  it('turns a handler failure into a message with its hint', async () => {
    const dispatch = createDispatcher(
      table({
        'app.info': async () => {
          throw Object.assign(new Error('Disk full'), { hint: 'Free some space.' });
        },
      }),
      trustOrigins([origin]),
    );
    const shape = refusal(await dispatch('app.info', {}, { url: `${origin}/` }).catch((e: unknown) => e));
    expect(shape).toMatchObject({ code: 'failed', message: 'Disk full', hint: 'Free some space.' });
  });
});
