// The log file users can send: one line per entry, secrets masked, rotated by size with a
// bounded number of old files, and what the app prints as errors captured too.
import { describe, it, expect, afterEach } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { captureConsole, formatLogLine, logsDir, openAppLog } from '../../../main/logs/index.js';
import { registerSecret, forgetSecret } from '../../../main/auth/index.js';
import { removeDir, tempDir } from '../../support/temp-dir.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) removeDir(d);
});

describe('app log', () => {
  it('writes dated lines with secrets redacted', async () => {
    const dir = tempDir('cb-log-');
    dirs.push(dir);
    const secret = 'sk-live-0123456789';
    registerSecret(secret);
    const log = openAppLog(dir, { now: () => new Date('2026-01-02T03:04:05.000Z') });
    log.error(`Token refresh failed for ${secret}\nat line two`);
    log.warn('GET https://shop.example/api?access_token=qwerty123 failed: ECONNRESET');
    log.info('Update check (automatic): this version is the newest.');
    await log.close();
    forgetSecret(secret);
    const text = readFileSync(log.file, 'utf8');
    expect(log.file.startsWith(logsDir(dir))).toBe(true);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('qwerty123');
    expect(text.trimEnd().split('\n')).toEqual([
      '2026-01-02T03:04:05.000Z ERROR Token refresh failed for [redacted] ⏎ at line two',
      '2026-01-02T03:04:05.000Z WARN  GET https://shop.example/api?access_token=[redacted] failed: ECONNRESET',
      '2026-01-02T03:04:05.000Z INFO  Update check (automatic): this version is the newest.',
    ]);
  });

  it('rotates by size and keeps a bounded number of old files', async () => {
    const dir = tempDir('cb-log-');
    dirs.push(dir);
    const log = openAppLog(dir, { size: '1K', keep: 2 });
    for (let i = 0; i < 80; i++) {
      log.info(`line ${i} ${'x'.repeat(100)}`);
      // Rotation happens between writes; let the stream turn over.
      await new Promise((r) => setImmediate(r));
    }
    await log.close();
    const files = readdirSync(logsDir(dir)).filter((f) => f.startsWith('commerce-bulk.log'));
    expect(files).toContain('commerce-bulk.log');
    expect(files.length).toBeGreaterThan(1);
    expect(files.length).toBeLessThanOrEqual(3);
  });

  it('captures console errors and warnings into the log, still printing them', async () => {
    const dir = tempDir('cb-log-');
    dirs.push(dir);
    const log = openAppLog(dir);
    const printed: unknown[][] = [];
    const target = { error: (...a: unknown[]) => printed.push(a), warn: (...a: unknown[]) => printed.push(a) };
    const undo = captureConsole(log, target);
    target.error('The app page did not load.', new Error('Bearer abcdefghijkl'));
    undo();
    await log.close();
    expect(printed).toHaveLength(1);
    const text = readFileSync(log.file, 'utf8');
    expect(text).toContain('ERROR The app page did not load. Error: Bearer [redacted]');
  });

  it('formats one line per entry', () => {
    expect(formatLogLine('WARN', 'a\r\nb', new Date(0))).toBe('1970-01-01T00:00:00.000Z WARN  a ⏎ b\n');
  });
});
