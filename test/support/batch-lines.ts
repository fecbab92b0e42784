/** $batch request bodies as numbered lines, so each test can say which line an error must name. */
import { expect } from 'vitest';
import { BatchFormatError, readBatchRequest } from '../../shared/batch/index.js';

/** The 4.9 layout with a GET (Content-ID 1) and a PATCH with a body (Content-ID 2); index i is line i+1. */
export function specLines(): string[] {
  return [
    '--batch', // 1
    'Content-Type: multipart/mixed; boundary=changeset', // 2
    '--changeset', // 3
    'Content-Type: application/http', // 4
    'Content-Transfer-Encoding: binary', // 5
    'Content-ID: 1', // 6
    '', // 7
    'GET https://h/v1/DistributionCenters HTTP/1.1', // 8
    '', // 9
    '--changeset', // 10
    'Content-Type: application/http', // 11
    'Content-Transfer-Encoding: binary', // 12
    'Content-ID: 2', // 13
    '', // 14
    'PATCH https://h/v1/DCQuantities(ProductID=12,DistributionCenterID=5) HTTP/1.1', // 15
    'Content-Type: application/json', // 16
    '', // 17
    '{"AvailableQuantity":7}', // 18
    '', // 19
    '--changeset--', // 20
    '--batch--', // 21
  ];
}

export const SPEC_CT = 'multipart/mixed; boundary=changeset';

export function crlf(lines: string[]): string {
  return lines.join('\r\n') + '\r\n';
}

/** Copy of lines with line number `no` (1-based) replaced by the given lines (none deletes it). */
export function replaceLine(lines: string[], no: number, ...by: string[]): string[] {
  const copy = [...lines];
  copy.splice(no - 1, 1, ...by);
  return copy;
}

/** Copy of lines with the given lines inserted after line number `no`. */
export function insertAfter(lines: string[], no: number, ...add: string[]): string[] {
  const copy = [...lines];
  copy.splice(no, 0, ...add);
  return copy;
}

/** Reads `body` and expects a BatchFormatError on `line` whose message matches `text`. */
export function expectBatchRejected(body: string, line: number, text: RegExp, contentType = SPEC_CT): BatchFormatError {
  let caught: unknown;
  try {
    readBatchRequest(contentType, body);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(BatchFormatError);
  const err = caught as BatchFormatError;
  expect(err.line).toBe(line);
  expect(err.message).toMatch(new RegExp(`^${line > 0 ? `Line ${line}: ` : 'Content-Type header: '}`));
  expect(err.message).toMatch(text);
  return err;
}

/**
 * A $batch body typed by hand, line by line, as 4.9 lays it out (items 1-5, CRLF everywhere):
 * a changeset of a GET, a POST, a PATCH and a GET of one DC quantity on the service at `url`.
 */
export function handTypedBatch(url: string, dc: number, pid: number, profile: number): string {
  return (
    '--batch\r\n' +
    'Content-Type: multipart/mixed; boundary=changeset\r\n' +
    '--changeset\r\n' +
    'Content-Type: application/http\r\n' +
    'Content-Transfer-Encoding: binary\r\n' +
    'Content-ID: 1\r\n' +
    '\r\n' +
    `GET ${url}/v1/DistributionCenters(${dc}) HTTP/1.1\r\n` +
    '\r\n' +
    '--changeset\r\n' +
    'Content-Type: application/http\r\n' +
    'Content-Transfer-Encoding: binary\r\n' +
    'Content-ID: 2\r\n' +
    '\r\n' +
    `POST ${url}/v1/DCQuantities HTTP/1.1\r\n` +
    'Content-Type: application/json\r\n' +
    '\r\n' +
    `{"ProductID":${pid},"ProfileID":${profile},"DistributionCenterID":${dc},"AvailableQuantity":12}\r\n` +
    '\r\n' +
    '--changeset\r\n' +
    'Content-Type: application/http\r\n' +
    'Content-Transfer-Encoding: binary\r\n' +
    'Content-ID: 3\r\n' +
    '\r\n' +
    `PATCH ${url}/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${pid}) HTTP/1.1\r\n` +
    'Content-Type: application/json\r\n' +
    '\r\n' +
    '{"AvailableQuantity":13}\r\n' +
    '\r\n' +
    '--changeset\r\n' +
    'Content-Type: application/http\r\n' +
    'Content-Transfer-Encoding: binary\r\n' +
    'Content-ID: 4\r\n' +
    '\r\n' +
    `GET ${url}/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${pid}) HTTP/1.1\r\n` +
    '\r\n' +
    '--changeset--\r\n' +
    '--batch--\r\n'
  );
}
