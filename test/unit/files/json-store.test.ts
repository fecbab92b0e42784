// main/files' JsonStore, the one way the data folder's JSON files are read and written: each
// broken-file policy on a real damaged file, and the whole-file, owner-only write.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonStore } from '../../../main/files/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-json-store-');
afterAll(() => removeDir(dir));

const Counter = z.object({ n: z.number().int() });
const store = (name: string, broken?: 'refuse' | 'empty') =>
  new JsonStore(join(dir, name), Counter, {
    what: 'The counter',
    empty: () => ({ n: 0 }),
    startAfresh: 'counting starts at 0',
    ...(broken ? { broken } : {}),
  });

describe('JsonStore', () => {
  it('reads a missing file as empty and writes whole, for its owner alone', async () => {
    const s = store('a.json');
    expect(s.read()).toEqual({ n: 0 });
    await s.write({ n: 3 });
    expect(readFileSync(s.file, 'utf8')).toBe('{\n  "n": 3\n}\n');
    expect(statSync(s.file).mode & 0o777).toBe(0o600);
    s.writeSync({ n: 4 });
    expect(s.read()).toEqual({ n: 4 });
  });

  it('refuses a damaged file by default, naming it, what is wrong and what starting afresh costs', () => {
    const s = store('refused.json');
    writeFileSync(s.file, '{"n": "three"}');
    expect(() => s.read()).toThrow(`The counter in ${s.file} cannot be read:`);
    try {
      s.read();
    } catch (err) {
      expect((err as { hint?: string }).hint).toBe(
        'Correct the file by hand, or move it away to start afresh (counting starts at 0).',
      );
    }
    writeFileSync(s.file, '{"n": 1');
    expect(() => s.read()).toThrow(/it is not JSON/);
    // Refused, never reset.
    expect(readFileSync(s.file, 'utf8')).toBe('{"n": 1');
  });

  it("reads a damaged file as empty under the 'empty' policy, and the next write replaces it", async () => {
    const s = store('memory.json', 'empty');
    writeFileSync(s.file, 'not json at all');
    expect(s.read()).toEqual({ n: 0 });
    writeFileSync(s.file, '{"n": -0.5}');
    expect(s.read()).toEqual({ n: 0 });
    await s.update((v) => {
      v.n += 1;
    });
    expect(JSON.parse(readFileSync(s.file, 'utf8'))).toEqual({ n: 1 });
  });

  it("words a refusal its own way through `refusal`, with the kind, the cause and zod's issues", () => {
    class CounterError extends Error {}
    const seen: string[] = [];
    const s = new JsonStore(join(dir, 'own-error.json'), Counter, {
      what: 'The counter',
      empty: () => ({ n: 0 }),
      refusal: (b) => {
        seen.push(`${b.kind}|${b.detail}|${b.issues?.issues[0]?.path.join('.') ?? '-'}`);
        return new CounterError(`${b.file}: ${b.why}`);
      },
    });
    writeFileSync(s.file, '{"n": "three"}');
    expect(() => s.read()).toThrow(CounterError);
    writeFileSync(s.file, '{"n": 1');
    expect(() => s.read()).toThrow(`${s.file}: it is not JSON (`);
    expect(seen[0]).toMatch(/^invalid\|✖ .*→ at n\|n$/);
    expect(seen[1]).toMatch(/^not-json\|.+\|-$/);
    expect(readFileSync(s.file, 'utf8')).toBe('{"n": 1');
  });
});
