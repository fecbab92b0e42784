/** The $batch data shapes of docs/internal-apis.md "shared/batch". */

export type BatchMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface BatchRequest {
  method: BatchMethod;
  /** Absolute URL: 4.9 requires full URLs in every request of a batch. */
  url: string;
  headers?: Record<string, string>;
  /** JSON-serialised when present (Content-Type: application/json is written for it). */
  body?: unknown;
}

export interface ParsedBatchPart {
  contentId: string;
  method: string;
  url: string;
  /** Inner HTTP headers of the request, names lower-case. */
  headers: Record<string, string>;
  /** The body text exactly as sent, without the blank line 4.9 puts after it. */
  body?: string;
  /** 1-based line of the request line. */
  line: number;
  /** The nested changeset's boundary when the request sits inside one. */
  changeset?: string | undefined;
  /** Set when this part alone must be refused (relative URL, alias URL, Orders(ID)/Export). */
  problem?: { line: number; message: string };
}

export interface BatchResponsePart {
  /** Echo of the request's Content-ID (JSON format 'id'); position 1..n when a multipart response has none. */
  id: string;
  status: number;
  /** Names lower-case when read. */
  headers: Record<string, string>;
  /** Parsed JSON when the part's content-type is JSON, else the text; absent for an empty body. */
  body?: unknown;
  /** Parts with the same value form one changeset (written as a nested multipart / JSON atomicityGroup). */
  changeset?: string | undefined;
}
