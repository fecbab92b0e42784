// readBatchRequest on the parts of a 4.9 body: delimiters and boundaries, Content-ID, the
// request line, headers and body each fail naming their line; a relative or alias URL and
// Orders(ID)/Export are refused alone (a problem on the part, nothing thrown). The layouts and
// their blank lines: read-request-layout.test.ts.
import { describe, it, expect } from 'vitest';
import { readBatchRequest } from '../../../shared/batch/index.js';
import { crlf, expectBatchRejected, replaceLine, SPEC_CT, specLines } from '../../support/index.js';

describe('readBatchRequest: delimiters and boundaries', () => {
  it('missing --changeset-- before --batch--', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 20)),
      20,
      /found '--batch--' before the end delimiter '--changeset--'/,
    );
  });
  it('missing both end delimiters', () => {
    expectBatchRejected(crlf(specLines().slice(0, 19)), 19, /ends without the end delimiter '--changeset--'/);
  });
  it('a boundary the Content-Type header does not name', () => {
    expectBatchRejected(
      crlf(specLines()),
      1,
      /'--batch' is not a delimiter of this batch.*boundary 'cs'/,
      'multipart/mixed; boundary=cs',
    );
  });
  it('a misspelt delimiter between parts', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 10, '--changset')),
      10,
      /'--changset' is not a delimiter of this batch/,
    );
  });
  it('a Content-Type that is not multipart/mixed or has no boundary', () => {
    expectBatchRejected(crlf(specLines()), 0, /expected 'multipart\/mixed; boundary=changeset'/, 'application/json');
    expectBatchRejected(crlf(specLines()), 0, /names no boundary/, 'multipart/mixed');
  });
});

describe('readBatchRequest: Content-ID', () => {
  it('duplicate', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 13, 'Content-ID: 1')),
      13,
      /duplicate Content-ID 1 \(already used on line 6\)/,
    );
  });
  it('decreasing', () => {
    const lines = replaceLine(specLines(), 6, 'Content-ID: 5');
    expectBatchRejected(crlf(lines), 13, /Content-ID 2 is lower than Content-ID 5 on line 6/);
  });
  it('missing', () => {
    expectBatchRejected(crlf(replaceLine(specLines(), 13)), 10, /no Content-ID header/);
  });
  it('not an integer', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 13, 'Content-ID: two')),
      13,
      /Content-ID 'two' is not an integer/,
    );
  });
});

describe('readBatchRequest: request line, headers and body', () => {
  it.each([
    ['GET https://h/v1/DistributionCenters', /malformed request line/],
    ['get https://h/v1/DistributionCenters HTTP/1.1', /method must be GET, POST, PATCH, PUT or DELETE/],
    ['GET https://h/v1/Distribution Centers HTTP/1.1', /malformed request line/],
    ['GET https://h/v1/DistributionCenters HTTP/1.0', /end it with 'HTTP\/1.1'/],
  ])('malformed request line %s', (text, re) => {
    expectBatchRejected(crlf(replaceLine(specLines(), 8, text)), 8, re);
  });
  it('a JSON body that does not parse', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 18, '{"AvailableQuantity":7')),
      18,
      /JSON body \(Content-ID: 2\) does not parse/,
    );
  });
  it('a body without a Content-Type', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 16, 'Prefer: return=minimal')),
      18,
      /no Content-Type header; add 'Content-Type: application\/json'/,
    );
  });
  it('a request part without Content-Transfer-Encoding: binary', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 12, 'Content-Transfer-Encoding: base64')),
      12,
      /Content-Transfer-Encoding: binary' .*found 'base64'/,
    );
  });
  it('a part Content-Type other than application/http', () => {
    expectBatchRejected(
      crlf(replaceLine(specLines(), 11, 'Content-Type: text/plain')),
      11,
      /'text\/plain' is not allowed/,
    );
  });
});

describe('readBatchRequest: parts refused alone (problem set, nothing thrown)', () => {
  it('a relative URL', () => {
    const parts = readBatchRequest(SPEC_CT, crlf(replaceLine(specLines(), 15, 'PATCH /v1/DCQuantities HTTP/1.1')));
    expect(parts[0]!.problem).toBeUndefined();
    expect(parts[1]!.problem).toEqual({
      line: 15,
      message:
        "Line 15: request URL '/v1/DCQuantities' is relative; every request in a batch must use a full URL such as http://host/v1/DCQuantities",
    });
  });
  it('an alias URL, naming the real URI', () => {
    const parts = readBatchRequest(
      SPEC_CT,
      crlf(replaceLine(specLines(), 15, "PATCH https://h/v1/Products(12)/Attributes('Color') HTTP/1.1")),
    );
    expect(parts[1]!.problem!.line).toBe(15);
    expect(parts[1]!.problem!.message).toMatch(
      /^Line 15: PATCH \/v1\/Products\(12\)\/Attributes\('Color'\) is an alias/,
    );
    expect(parts[1]!.problem!.message).toContain("PATCH https://h/v1/AttributeValues(ProductID=12,Name='Color')");
  });
  it('Orders(ID)/Export', () => {
    const parts = readBatchRequest(
      SPEC_CT,
      crlf(replaceLine(specLines(), 8, 'GET https://h/v1/Orders(5)/Export HTTP/1.1')),
    );
    expect(parts[0]!.problem!.message).toMatch(/^Line 8: \/v1\/Orders\(5\)\/Export cannot be used in a batch/);
    expect(parts[1]!.problem).toBeUndefined();
  });
});
