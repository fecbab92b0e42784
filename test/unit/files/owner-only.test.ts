// Issue 25: folders and files the app keeps are its owner's alone. The helpers make them so at
// creation and tighten what exists; a file written into an owner-only folder is 0600, one
// written elsewhere keeps the umask's mode. POSIX only (on Windows the user profile protects).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modeForFileIn, ownerOnlyDir, ownerOnlyFile, writeWhole } from '../../../main/files/index.js';

const modeOf = (p: string): number => statSync(p).mode & 0o7777;

describe.runIf(process.platform !== 'win32')('owner-only folders and files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cb-owner-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a folder 0700, tightens an existing one, and leaves a sticky one alone', () => {
    expect(modeOf(ownerOnlyDir(join(dir, 'new', 'deep')))).toBe(0o700);
    const old = join(dir, 'old');
    mkdirSync(old);
    chmodSync(old, 0o755);
    expect(modeOf(ownerOnlyDir(old))).toBe(0o700);
    const sticky = join(dir, 'sticky');
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    expect(modeOf(ownerOnlyDir(sticky))).toBe(0o1777);
  });

  it('makes a file 0600 before use and tightens an existing one, keeping its bytes', () => {
    const file = join(dir, 'a.sqlite');
    expect(modeOf(ownerOnlyFile(file))).toBe(0o600);
    writeFileSync(file, 'kept');
    chmodSync(file, 0o644);
    ownerOnlyFile(file);
    expect(modeOf(file)).toBe(0o600);
    expect(statSync(file).size).toBe(4);
  });

  it('writes 0600 into an owner-only folder and leaves other folders to the umask', async () => {
    const mine = ownerOnlyDir(join(dir, 'mine'));
    const shared = join(dir, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o755);
    expect(modeForFileIn(join(mine, 'x.json'))).toBe(0o600);
    expect(modeForFileIn(join(shared, 'x.json'))).toBeUndefined();
    await writeWhole(join(mine, 'x.json'), '{}');
    expect(modeOf(join(mine, 'x.json'))).toBe(0o600);
  });
});
