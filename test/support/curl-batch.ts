// Sends a $batch body with curl (--data-binary @file, so the bytes go out exactly as typed)
// and reads the answer in either format with a deliberately small reader of its own: the
// conformance suites must not trust the shared/batch code they are meant to check.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Json } from './http.js';

const run = promisify(execFile);

export interface BatchAnswer {
  status: number;
  contentType: string;
  headers: string;
  text: string;
  json: Json;
}

export async function curlBatch(
  url: string,
  body: string,
  o: { token?: string; accept?: string; contentType?: string } = {},
): Promise<BatchAnswer> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-batch-'));
  try {
    const file = join(dir, 'batch.txt');
    writeFileSync(file, body, 'utf8');
    const args = [
      '-s',
      '-S',
      '-X',
      'POST',
      '--data-binary',
      `@${file}`,
      '-D',
      join(dir, 'headers'),
      '-o',
      join(dir, 'body'),
      '-w',
      '%{http_code}',
      '-H',
      `Content-Type: ${o.contentType ?? 'multipart/mixed; boundary=changeset'}`,
      '--max-time',
      '30',
    ];
    if (o.token) args.push('-H', `Authorization: Bearer ${o.token}`);
    if (o.accept) args.push('-H', `Accept: ${o.accept}`);
    args.push(`${url}/v1/$batch`);
    const { stdout } = await run('curl', args);
    const headers = readFileSync(join(dir, 'headers'), 'utf8');
    const text = readFileSync(join(dir, 'body'), 'utf8');
    const contentType = headers.match(/^content-type:\s*(.+?)\r?$/im)?.[1] ?? '';
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: Number(stdout.trim()), contentType, headers, text, json };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PartAnswer {
  status: number;
  contentId?: string | undefined;
  body: Json;
}

/** The parts of a multipart/mixed batch response, in order (nested changeset parts flattened). */
export function multipartParts(text: string): PartAnswer[] {
  const parts: PartAnswer[] = [];
  const re = /^HTTP\/1\.1 (\d{3})[^\r\n]*\r?\n/gm;
  const starts = [...text.matchAll(re)];
  starts.forEach((m, i) => {
    const before = text.slice(starts[i - 1] ? starts[i - 1]!.index! : 0, m.index);
    const contentId = [...before.matchAll(/^Content-ID:\s*(\S+)/gim)].pop()?.[1];
    const end = i + 1 < starts.length ? starts[i + 1]!.index! : text.length;
    const rest = text.slice(m.index! + m[0].length, end);
    const blank = rest.search(/\r?\n\r?\n/);
    const bodyText =
      blank < 0
        ? ''
        : rest
            .slice(blank)
            .trim()
            .split(/\r?\n--/)[0]!
            .trim();
    let body: unknown;
    try {
      body = bodyText ? JSON.parse(bodyText) : undefined;
    } catch {
      body = bodyText;
    }
    parts.push({ status: Number(m[1]), contentId, body });
  });
  return parts;
}

/** One 4.9 request part, CRLF line breaks, typed the way the spec lays it out. */
export function part(id: number | string, method: string, url: string, body?: unknown): string {
  let s = `--changeset\r\nContent-Type: application/http\r\nContent-Transfer-Encoding: binary\r\nContent-ID: ${id}\r\n\r\n${method} ${url} HTTP/1.1\r\n`;
  if (body !== undefined) s += `Content-Type: application/json\r\n\r\n${JSON.stringify(body)}\r\n`;
  return `${s}\r\n`;
}

export function wrap(parts: string[]): string {
  return `--batch\r\nContent-Type: multipart/mixed; boundary=changeset\r\n${parts.join('')}--changeset--\r\n--batch--\r\n`;
}
