// readBatchRequest's two layouts (service-spec.md 4.9 and the standard OData one with a nested
// changeset) and the blank lines they demand: each missing or extra blank line fails naming
// its line. Delimiters, Content-ID, request lines, bodies and parts refused alone:
// read-request-parts.test.ts.
import { describe, it, expect } from 'vitest';
import { readBatchRequest } from '../../../shared/batch/index.js';
import { crlf, expectBatchRejected, insertAfter, replaceLine, SPEC_CT, specLines } from '../../support/index.js';

describe('readBatchRequest: the 4.9 layout', () => {
  it('reads the spec layout: preamble, two top-level requests, epilogue', () => {
    const parts = readBatchRequest(SPEC_CT, crlf(specLines()));
    expect(parts).toEqual([
      { contentId: '1', method: 'GET', url: 'https://h/v1/DistributionCenters', headers: {}, line: 8 },
      {
        contentId: '2',
        method: 'PATCH',
        url: 'https://h/v1/DCQuantities(ProductID=12,DistributionCenterID=5)',
        headers: { 'content-type': 'application/json' },
        body: '{"AvailableQuantity":7}',
        line: 15,
      },
    ]);
  });

  it('reads bare LF line breaks like CRLF, and a mix of both', () => {
    const expected = readBatchRequest(SPEC_CT, crlf(specLines()));
    expect(readBatchRequest(SPEC_CT, specLines().join('\n') + '\n')).toEqual(expected);
    const mixed = specLines()
      .map((l, i) => l + (i % 2 ? '\n' : '\r\n'))
      .join('');
    expect(readBatchRequest(SPEC_CT, mixed)).toEqual(expected);
  });

  it('accepts a blank line in the preamble, which lies outside every part', () => {
    expect(readBatchRequest(SPEC_CT, crlf(insertAfter(specLines(), 2, '')))).toHaveLength(2);
  });

  it('rejects a part after an early end delimiter instead of dropping it', () => {
    expectBatchRejected(
      crlf(insertAfter(specLines(), 9, '--changeset--')),
      11,
      /'--changeset' comes after the end delimiter '--changeset--' on line 10/,
    );
  });

  it('accepts a quoted boundary parameter and a Content-Type in any case', () => {
    expect(readBatchRequest('Multipart/Mixed; Boundary="changeset"', crlf(specLines()))).toHaveLength(2);
  });
});

describe('readBatchRequest: the standard OData layout with a nested changeset', () => {
  const lines = [
    '--batch', // 1
    'Content-Type: application/http', // 2
    'Content-Transfer-Encoding: binary', // 3
    'Content-ID: 1', // 4
    '', // 5
    'GET https://h/v1/Products?$filter=Sku%20eq%20%27A%27 HTTP/1.1', // 6
    'Accept: application/json', // 7
    '', // 8
    '--batch', // 9
    'Content-Type: multipart/mixed; boundary=changeset_77', // 10
    '', // 11
    '--changeset_77', // 12
    'Content-Type: application/http', // 13
    'Content-Transfer-Encoding: binary', // 14
    'Content-ID: 2', // 15
    '', // 16
    'POST https://h/v1/AttributeValues HTTP/1.1', // 17
    'Content-Type: application/json', // 18
    '', // 19
    '{"ProductID":12,"Name":"Color","Value":"Red"}', // 20
    '', // 21
    '--changeset_77', // 22
    'Content-Type: application/http', // 23
    'Content-Transfer-Encoding: binary', // 24
    'Content-ID: 3', // 25
    '', // 26
    'DELETE https://h/v1/AttributeValues(ProductID=12,Name=%27Size%27) HTTP/1.1', // 27
    '', // 28
    '--changeset_77--', // 29
    '', // 30
    '--batch--', // 31
  ];

  it('reads top-level requests and changeset requests, marking the latter', () => {
    const parts = readBatchRequest('multipart/mixed; boundary=batch', crlf(lines));
    expect(parts.map((p) => [p.contentId, p.method, p.changeset, p.line])).toEqual([
      ['1', 'GET', undefined, 6],
      ['2', 'POST', 'changeset_77', 17],
      ['3', 'DELETE', 'changeset_77', 27],
    ]);
    expect(parts[0]!.headers).toEqual({ accept: 'application/json' });
    expect(JSON.parse(parts[1]!.body!)).toEqual({ ProductID: 12, Name: 'Color', Value: 'Red' });
  });

  it('rejects a changeset that is not closed before the outer delimiter', () => {
    expectBatchRejected(
      crlf(replaceLine(lines, 29)),
      30,
      /changeset 'changeset_77' opened at line 10 is not closed/,
      'multipart/mixed; boundary=batch',
    );
  });

  it('rejects the 4.9 body under boundary=batch: no blank line after the part headers', () => {
    expectBatchRejected(
      crlf(specLines()),
      3,
      /expected a blank line after the part headers/,
      'multipart/mixed; boundary=batch',
    );
  });
});

describe('readBatchRequest: missing blank lines', () => {
  it('between the part headers and the request line', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 14)),
      14,
      /expected a blank line after the part headers \(Content-ID: 2\) before the request line/,
    );
  });
  it('between the request headers and the JSON body', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 17)),
      17,
      /found '\{"AvailableQuantity":7\}'.*blank line between the request headers and the JSON body/,
    );
  });
  it('between a JSON body and the closing delimiter', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 19)),
      19,
      /expected a blank line after the JSON body \(Content-ID: 2\), before '--changeset--'/,
    );
  });
  it('between a JSON body and the delimiter of the next part', () => {
    const lines = replaceLine(
      specLines(),
      19,
      '--changeset',
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      'Content-ID: 3',
      '',
      'GET https://h/v1/Profiles HTTP/1.1',
      '',
    );
    expect(readBatchRequest(SPEC_CT, crlf(insertAfter(lines, 18, '')))).toHaveLength(3);
    expectBatchRejected(
      crlf(lines),
      19,
      /expected a blank line after the JSON body \(Content-ID: 2\), before '--changeset'/,
    );
  });
  it('after the request line of a GET', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 9)),
      9,
      /expected a blank line after the request line \(Content-ID: 1\) before '--changeset'/,
    );
  });
});

describe('readBatchRequest: extra blank lines', () => {
  it('two blank lines before the request line', () => {
    expectBatchRejected(
      crlf(insertAfter(specLines(), 14, '')),
      15,
      /extra blank line before the request line \(Content-ID: 2\)/,
    );
  });
  it('a blank line between the request line and its headers', () => {
    expectBatchRejected(
      crlf(insertAfter(specLines(), 15, '')),
      16,
      /extra blank line after the request line \(Content-ID: 2\).*'Content-Type: application\/json' on line 17/,
    );
  });
  it('two blank lines between the request headers and the body', () => {
    expectBatchRejected(
      crlf(insertAfter(specLines(), 17, '')),
      18,
      /extra blank line between the request headers and the body/,
    );
  });
  it('two blank lines after the body', () => {
    expectBatchRejected(
      crlf(insertAfter(specLines(), 19, '')),
      20,
      /extra blank line after the body \(Content-ID: 2\)/,
    );
  });
  it('two blank lines after a GET', () => {
    expectBatchRejected(
      crlf(insertAfter(specLines(), 9, '')),
      10,
      /extra blank line after the GET request \(Content-ID: 1\)/,
    );
  });
  it('a blank line right after a delimiter', () => {
    expectBatchRejected(
      crlf(insertAfter(specLines(), 10, '')),
      11,
      /extra blank line right after the delimiter on line 10/,
    );
  });
});
