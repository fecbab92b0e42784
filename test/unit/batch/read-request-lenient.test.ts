// readBatchRequest's lenient option: the real service's OData reader (service-behaviour.md
// "Seen in published clients") skips empty lines before a request line, splits the request
// line at its first and last space, and lets a body run into the next delimiter. Without the
// option the same bodies fail naming the line (service-spec.md 4.9), as before.
import { describe, expect, it } from 'vitest';
import { BatchFormatError, readBatchRequest, writeBatchResponse } from '../../../shared/batch/index.js';
import { crlf, SPEC_CT, specLines } from '../../support/index.js';

/** The spec layout with all three habits of the production client. */
function production(): string[] {
  const lines = specLines();
  lines.splice(18, 1); // line 19: the blank line after the JSON body
  lines[7] = "GET https://h/v1/Products?$filter=Sku eq 'A B'&$select=ID HTTP/1.1";
  lines.splice(14, 0, ''); // an extra blank line before the PATCH request line
  lines.splice(7, 0, ''); // and before the GET request line
  return lines;
}

describe('readBatchRequest(..., { lenient: true })', () => {
  it('reads the production layout with the URL and body exactly as sent', () => {
    expect(readBatchRequest(SPEC_CT, crlf(production()), { lenient: true })).toEqual([
      {
        contentId: '1',
        method: 'GET',
        url: "https://h/v1/Products?$filter=Sku eq 'A B'&$select=ID",
        headers: {},
        line: 9,
      },
      {
        contentId: '2',
        method: 'PATCH',
        url: 'https://h/v1/DCQuantities(ProductID=12,DistributionCenterID=5)',
        headers: { 'content-type': 'application/json' },
        body: '{"AvailableQuantity":7}',
        line: 17,
      },
    ]);
  });

  it('still refuses a request line without a method, URL and version', () => {
    const lines = specLines();
    lines[7] = 'GET HTTP/1.1';
    expect(() => readBatchRequest(SPEC_CT, crlf(lines), { lenient: true })).toThrow(BatchFormatError);
  });

  it('without the option the first habit fails naming line 8', () => {
    expect(() => readBatchRequest(SPEC_CT, crlf(production()))).toThrow(
      'Line 8: extra blank line before the request line (Content-ID: 1); exactly one blank line separates the part headers from the request line.',
    );
  });
});

describe('writeBatchResponse(..., { contentIdOnEveryPart: true })', () => {
  it('echoes Content-ID on a top-level multipart part', () => {
    const parts = [{ id: '4', status: 204, headers: { 'OData-Version': '4.0' } }];
    const echo = writeBatchResponse(parts, 'multipart', { guid: () => 'g', contentIdOnEveryPart: true });
    expect(echo.body).toBe(
      '--batchresponse_g\r\nContent-Type: application/http\r\nContent-Transfer-Encoding: binary\r\nContent-ID: 4\r\n\r\nHTTP/1.1 204 No Content\r\nOData-Version: 4.0\r\n\r\n\r\n--batchresponse_g--\r\n',
    );
    expect(writeBatchResponse(parts, 'multipart', { guid: () => 'g' }).body).not.toContain('Content-ID');
  });
});
