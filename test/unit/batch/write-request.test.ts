import { describe, it, expect } from 'vitest';
import { writeBatchRequest } from '../../../shared/batch/index.js';

// service-spec.md 4.9, item by item, for a GET and a PATCH with a body. The blank lines are
// where 4.9 marks them: after the part headers; after the request headers (before the JSON
// body); after the JSON body. Lines end in CRLF.
const SPEC_LAYOUT = [
  '--batch', // 1. start of batch
  'Content-Type: multipart/mixed; boundary=changeset', // 2.
  '--changeset', // 3. first request
  'Content-Type: application/http',
  'Content-Transfer-Encoding: binary',
  'Content-ID: 1',
  '',
  'GET https://api.example.com/v1/DistributionCenters(5) HTTP/1.1',
  '',
  '--changeset', // 3. second request, with a body
  'Content-Type: application/http',
  'Content-Transfer-Encoding: binary',
  'Content-ID: 2',
  '',
  'PATCH https://api.example.com/v1/DCQuantities(ProductID=12,DistributionCenterID=5) HTTP/1.1',
  'Content-Type: application/json',
  '',
  '{"AvailableQuantity":7}',
  '',
  '--changeset--', // 4. end of changeset
  '--batch--', // 5. end of batch
  '',
].join('\r\n');

describe('writeBatchRequest', () => {
  it('writes the layout of service-spec.md 4.9 byte for byte', () => {
    const out = writeBatchRequest([
      { method: 'GET', url: 'https://api.example.com/v1/DistributionCenters(5)' },
      {
        method: 'PATCH',
        url: 'https://api.example.com/v1/DCQuantities(ProductID=12,DistributionCenterID=5)',
        body: { AvailableQuantity: 7 },
      },
    ]);
    expect(out.body).toBe(SPEC_LAYOUT);
    expect(out.contentType).toBe('multipart/mixed; boundary=changeset');
    expect(out.contentIds).toEqual(['1', '2']);
    expect(out.body).not.toMatch(/[^\r]\n/); // CRLF only, no bare LF
  });

  it('writes a POST with extra headers after the Content-Type, and honours the options', () => {
    const out = writeBatchRequest(
      [
        {
          method: 'POST',
          url: 'https://h/v1/AttributeValues',
          headers: { Prefer: 'return=minimal', 'content-type': 'text/plain' },
          body: { Name: 'Color' },
        },
      ],
      { boundary: 'cs_1', batchBoundary: 'b_1', firstContentId: 41 },
    );
    expect(out.contentType).toBe('multipart/mixed; boundary=cs_1');
    expect(out.contentIds).toEqual(['41']);
    expect(out.body).toBe(
      [
        '--b_1',
        'Content-Type: multipart/mixed; boundary=cs_1',
        '--cs_1',
        'Content-Type: application/http',
        'Content-Transfer-Encoding: binary',
        'Content-ID: 41',
        '',
        'POST https://h/v1/AttributeValues HTTP/1.1',
        'Content-Type: application/json',
        'Prefer: return=minimal',
        '',
        '{"Name":"Color"}',
        '',
        '--cs_1--',
        '--b_1--',
        '',
      ].join('\r\n'),
    );
  });

  it('refuses what cannot be written on the request line or as a boundary', () => {
    expect(() => writeBatchRequest([{ method: 'GET', url: "https://h/v1/X(Name='a b')" }])).toThrow(/percent-encode/);
    expect(() => writeBatchRequest([{ method: 'GET', url: 'https://h/v1/X' }], { boundary: 'a b' })).toThrow(
      /plain word/,
    );
    expect(() => writeBatchRequest([{ method: 'GET', url: 'https://h/v1/X', headers: { A: 'x\r\nB: y' } }])).toThrow(
      /line breaks/,
    );
    expect(() => writeBatchRequest([])).toThrow(/at least one request/);
  });
});
