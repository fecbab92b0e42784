import { describe, it, expect } from 'vitest';
import {
  BatchFormatError,
  readBatchResponse,
  writeBatchResponse,
  type BatchResponsePart,
} from '../../../shared/batch/index.js';

const JSON_CT = 'application/json; odata.metadata=minimal; odata.streaming=true';
const parts: BatchResponsePart[] = [
  { id: '1', status: 200, headers: { 'Content-Type': JSON_CT, 'OData-Version': '4.0' }, body: { ID: 5, Name: 'Main' } },
  { id: '2', status: 201, headers: { 'Content-Type': JSON_CT }, body: { Name: 'Color' }, changeset: 'c1' },
  { id: '3', status: 204, headers: {}, changeset: 'c1' },
];

describe('writeBatchResponse', () => {
  it('writes the JSON batch format of service-behaviour.md', () => {
    const out = writeBatchResponse(
      [parts[0]!, { ...parts[2]!, changeset: undefined, body: { ignored: true } }],
      'json',
    );
    expect(out.contentType).toMatch(/^application\/json/);
    expect(out.body).toBe(
      '{"responses":[{"id":"1","status":200,"headers":{"content-type":"application/json; odata.metadata=minimal; odata.streaming=true","odata-version":"4.0"},"body":{"ID":5,"Name":"Main"}},' +
        '{"id":"3","status":204,"headers":{}}]}',
    );
  });

  it('writes the multipart format with a nested changesetresponse that echoes Content-ID', () => {
    let n = 0;
    const out = writeBatchResponse(parts, 'multipart', { guid: () => `g${++n}` });
    expect(out.contentType).toBe('multipart/mixed; boundary=batchresponse_g1');
    expect(out.body).toBe(
      [
        '--batchresponse_g1',
        'Content-Type: application/http',
        'Content-Transfer-Encoding: binary',
        '',
        'HTTP/1.1 200 OK',
        `Content-Type: ${JSON_CT}`,
        'OData-Version: 4.0',
        '',
        '{"ID":5,"Name":"Main"}',
        '--batchresponse_g1',
        'Content-Type: multipart/mixed; boundary=changesetresponse_g2',
        '',
        '--changesetresponse_g2',
        'Content-Type: application/http',
        'Content-Transfer-Encoding: binary',
        'Content-ID: 2',
        '',
        'HTTP/1.1 201 Created',
        `Content-Type: ${JSON_CT}`,
        '',
        '{"Name":"Color"}',
        '--changesetresponse_g2',
        'Content-Type: application/http',
        'Content-Transfer-Encoding: binary',
        'Content-ID: 3',
        '',
        'HTTP/1.1 204 No Content',
        '',
        '',
        '--changesetresponse_g2--',
        '--batchresponse_g1--',
        '',
      ].join('\r\n'),
    );
  });

  it('makes a fresh random boundary each time by default', () => {
    const a = writeBatchResponse([parts[0]!], 'multipart').contentType;
    const b = writeBatchResponse([parts[0]!], 'multipart').contentType;
    expect(a).toMatch(
      /^multipart\/mixed; boundary=batchresponse_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(a).not.toBe(b);
  });
});

describe('readBatchResponse', () => {
  it('reads a multipart response written by hand with LF only, no Content-ID and a text error body', () => {
    const body = [
      '--batchresponse_x',
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      '',
      'HTTP/1.1 401 Unauthorized',
      'Content-Type: application/json; charset=utf-8',
      '',
      '{"error":{"code":"","message":"Authorization has been denied for this request."}}',
      '--batchresponse_x',
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      '',
      'HTTP/1.1 500 Internal Server Error',
      'Content-Type: text/html',
      '',
      '<html>oops</html>',
      '--batchresponse_x--',
    ].join('\n');
    expect(readBatchResponse('multipart/mixed; boundary=batchresponse_x', body)).toEqual([
      {
        id: '1',
        status: 401,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: { error: { code: '', message: 'Authorization has been denied for this request.' } },
      },
      { id: '2', status: 500, headers: { 'content-type': 'text/html' }, body: '<html>oops</html>' },
    ]);
  });

  it('reads the JSON format, atomicityGroup as changeset', () => {
    const body = '{"responses":[{"id":"7","atomicityGroup":"g","status":204,"headers":{"OData-Version":"4.0"}}]}';
    expect(readBatchResponse('application/json', body)).toEqual([
      { id: '7', status: 204, headers: { 'odata-version': '4.0' }, changeset: 'g' },
    ]);
  });

  it('says what is wrong with a truncated multipart response or a non-batch reply', () => {
    const truncated = '--b\r\nContent-Type: application/http\r\n\r\nHTTP/1.1 200 OK\r\n\r\n';
    expect(() => readBatchResponse('multipart/mixed; boundary=b', truncated)).toThrow(
      /Line 5: the batch response ends without its end delimiter '--b--'/,
    );
    expect(() => readBatchResponse('text/html', '<html/>')).toThrow(BatchFormatError);
    expect(() => readBatchResponse('application/json', '{"value":[]}')).toThrow(/no "responses" array/);
    expect(() =>
      readBatchResponse('multipart/mixed; boundary=b', '--b\r\nContent-Type: application/http\r\n\r\nnope\r\n--b--'),
    ).toThrow(/Line 4: expected a status line/);
  });
});
