// The one way the data folder's small JSON files (a watched folder's state.json, the saved
// automations, plan states, pull records, the mapping memory, settings, the saved connections,
// the mail server and the proxy choice) are read and replaced. Read: checked against a zod schema. Broken-file policy, stated per store:
// - 'refuse' (the default, for state whose loss repeats work): a file that is not JSON or does
//   not match is refused with its path, what is wrong and how to fix it (correct it, or move it
//   away to start afresh): never silently reset, since a reset state forgets what was imported
//   and imports the same bytes again;
// - 'empty' (for a memory or a preference with a safe default: the mapping memory, the
//   language, the token-use dates): a damaged file reads as empty and is replaced at the next
//   write, so it never blocks an import or the app's start.
// A store whose refusal has its own error type and hint (the saved connections' AuthError,
// the network setting's NetworkError) gives `refusal`, which words the same facts its own way.
// Written: whole or not at
// all (write-whole.ts), for its owner alone (0600). Changed by several processes (the app, a
// scheduled `watch`): every change is a read-modify-write under the file's own lock file
// (lock-file.ts), waited for on timers, never with Atomics.wait, so the app's main thread
// never stops; a file with one writer by construction (state.json, written only by the holder
// of its folder's import lock) may be written directly with writeSync.
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { UserError } from '../../shared/errors/index.js';
import { waitForLock } from './lock-file.js';
import { OWNER_ONLY_FILE } from './owner-only.js';
import { writeWhole, writeWholeSync } from './write-whole.js';

/** How long a change waits for another process's change of the same file. */
const CHANGE_WAIT_MS = 30_000;
const CHANGE_POLL_MS = 10;

/** zod's issues as one line: "✖ Invalid input … → at current.file; …". */
export const issuesLine = (error: z.ZodError): string => z.prettifyError(error).replace(/\n+/g, '; ');

export interface JsonStoreOptions<T> {
  /** What the file holds, for messages: "The watch state". */
  what: string;
  /** The content when there is no file yet. */
  empty(): T;
  /** What moving a broken file away costs, said in the refusal (policy 'refuse'). */
  startAfresh?: string;
  /** What a damaged file reads as: refused (the default) or empty (see the top of this file). */
  broken?: 'refuse' | 'empty';
  /** The error a refused file throws, when the store words it itself; else a UserError naming the file. */
  refusal?(broken: BrokenFile): Error;
}

/** Why a file was refused: not readable, not JSON, or not the schema's shape (`issues`). */
export interface BrokenFile {
  file: string;
  kind: 'unreadable' | 'not-json' | 'invalid';
  /** What is wrong, in words: "it is not JSON (Unexpected token …)". */
  why: string;
  /** The bare cause: the read or parse error's message, or zod's issues as one line. */
  detail: string;
  issues?: z.ZodError;
}

export class JsonStore<S extends z.ZodType> {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly schema: S,
    private readonly o: JsonStoreOptions<z.output<S>>,
  ) {}

  /** The content, checked; none yet reads as empty. Throws a UserError naming the file and what is wrong. */
  read(): z.output<S> {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return this.o.empty();
      const detail = (err as Error).message;
      return this.broken({ kind: 'unreadable', why: `it cannot be read (${detail})`, detail });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      const detail = (err as Error).message;
      return this.broken({ kind: 'not-json', why: `it is not JSON (${detail})`, detail });
    }
    const parsed = this.schema.safeParse(json);
    if (!parsed.success) {
      const detail = issuesLine(parsed.error);
      return this.broken({ kind: 'invalid', why: detail, detail, issues: parsed.error });
    }
    return parsed.data;
  }

  private broken(problem: Omit<BrokenFile, 'file'>): z.output<S> {
    if (this.o.broken === 'empty') return this.o.empty();
    if (this.o.refusal) throw this.o.refusal({ file: this.file, ...problem });
    const why = problem.why;
    const afresh = this.o.startAfresh ? ` (${this.o.startAfresh})` : '';
    throw new UserError(
      { id: 'errors:store.unreadable', params: { what: this.o.what, file: this.file, reason: why } },
      { id: 'errors:store.unreadableHint', params: { afresh } },
    );
  }

  private text(value: z.output<S>): string {
    return `${JSON.stringify(value, null, 2)}\n`;
  }

  /** Replaces the file, whole or not at all: for a file whose one writer is the caller, or a preference where the last choice wins. */
  write(value: z.output<S>): Promise<void> {
    return writeWhole(this.file, this.text(value), { mode: OWNER_ONLY_FILE });
  }

  /** Replaces the file now: only for a file whose one writer is the caller (see the top of this file). */
  writeSync(value: z.output<S>): void {
    writeWholeSync(this.file, this.text(value), { mode: OWNER_ONLY_FILE });
  }

  /** Reads, changes and replaces the file under its lock, after every earlier change of this process. */
  update<R>(change: (value: z.output<S>) => R): Promise<R> {
    const next = this.queue.then(async () => {
      const lock = await waitForLock(`${this.file}.lock`, { pollMs: CHANGE_POLL_MS, timeoutMs: CHANGE_WAIT_MS });
      if (!lock)
        throw new UserError(
          { id: 'errors:store.locked', params: { file: this.file, seconds: CHANGE_WAIT_MS / 1000 } },
          { id: 'errors:store.lockedHint', params: { lock: `${this.file}.lock` } },
        );
      try {
        const value = this.read();
        const answer = change(value);
        await writeWhole(this.file, this.text(value), { mode: OWNER_ONLY_FILE });
        return answer;
      } finally {
        lock.release();
      }
    });
    this.queue = next.catch(() => undefined);
    return next;
  }
}
