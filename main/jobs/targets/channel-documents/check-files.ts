// The review's file checks (issue 13), before anything is sent: each row's File must exist
// inside the documents folder (confine-file.ts: its real path, links followed), be a PDF
// (start with %PDF-, as the service demands), stay within the service's size limit, and belong
// to one row only (one PDF named by two orders is an invoice sent for the wrong order). Each
// failure is the row's verdict, with the fix.
import { engineMessage, englishNumber, type Message } from '../../../../shared/i18n/index.js';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { MAX_DOCUMENT_BYTES } from '../../../../shared/resources/index.js';
import { notFoundMessage } from './confine-file.js';

export interface FileFacts {
  path: string;
  size: number;
  sha256: string;
}

export type FileCheck = { ok: true; facts: FileFacts } | { ok: false; message: Message };

const bytes = englishNumber;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Checks one File cell, whose real path (confineToFolder) lies inside the documents folder. */
export async function checkFile(folder: string, cell: string, path: string): Promise<FileCheck> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return { ok: false, message: notFoundMessage(folder, cell) };
  if (info.size > MAX_DOCUMENT_BYTES) {
    return {
      ok: false,
      message: engineMessage('doc.tooLarge', {
        cell,
        size: bytes(info.size),
        limit: bytes(MAX_DOCUMENT_BYTES),
        mb: MAX_DOCUMENT_BYTES / 1024 / 1024,
      }),
    };
  }
  const head = Buffer.alloc(5);
  const fh = await open(path, 'r');
  try {
    await fh.read(head, 0, 5, 0);
  } finally {
    await fh.close();
  }
  if (info.size < 5 || head.toString('latin1') !== '%PDF-') {
    return {
      ok: false,
      message: engineMessage('doc.notPdf', { cell }),
    };
  }
  return { ok: true, facts: { path, size: info.size, sha256: await sha256Of(path) } };
}

/**
 * Rows that name the same file: `row -> rows naming it`. Real paths are compared (links
 * followed), so 'a.pdf', './a.pdf' and a link to a.pdf are one file.
 */
export function sharedFiles(rows: { seq: number; rowNumber: number; realPath: string }[]): Map<number, number[]> {
  const byPath = new Map<string, { seq: number; rowNumber: number }[]>();
  // Windows and macOS file systems ignore case: 'A.pdf' and 'a.pdf' are one file there.
  const fold = process.platform === 'win32' || process.platform === 'darwin';
  for (const r of rows) {
    const key = fold ? r.realPath.toLowerCase() : r.realPath;
    byPath.set(key, [...(byPath.get(key) ?? []), r]);
  }
  const out = new Map<number, number[]>();
  for (const named of byPath.values()) {
    if (named.length < 2) continue;
    for (const r of named)
      out.set(
        r.seq,
        named.map((n) => n.rowNumber),
      );
  }
  return out;
}

export function namedTwiceMessage(cell: string, rowNumbers: number[]): Message {
  const list = `${rowNumbers.slice(0, -1).join(', ')} and ${rowNumbers[rowNumbers.length - 1]}`;
  return engineMessage('doc.sameFile', { cell, rows: list });
}
