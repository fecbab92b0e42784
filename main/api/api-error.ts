import { UserError, type ErrorMessage, type ErrorText } from '../../shared/errors/index.js';
import { redact } from '../auth/index.js';
import { redactShown } from '../../shared/security/index.js';

/** A failed call, read from any error shape the service uses (service-behaviour.md "Error bodies"). */
export class ApiError extends UserError {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: ErrorText,
    hint: ErrorText,
    readonly detail?: string,
  ) {
    // The service's own words (a string) or our message as data, a secret masked in either.
    super(typeof message === 'string' ? redact(message) : (redactShown(message) as ErrorMessage), hint);
  }
}

/**
 * The human message of an error body: OData `{"error":{"message","innererror"}}` (with
 * the validation details of innererror.message), `{"Message":...}`, plain text or empty.
 * The body may arrive as text or already parsed (a JSON batch part).
 */
export function errorMessageOf(status: number, body: unknown): { message: string; detail?: string } {
  let value = body;
  if (typeof value === 'string') {
    const t = value.trim();
    if (t.startsWith('{')) {
      try {
        value = JSON.parse(t);
      } catch {
        /* plain text */
      }
    }
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const err = o.error;
    if (err && typeof err === 'object') {
      const e = err as Record<string, unknown>;
      const inner = e.innererror as Record<string, unknown> | undefined;
      const innerMsg = typeof inner?.message === 'string' ? inner.message.trim() : undefined;
      const msg = typeof e.message === 'string' && e.message ? e.message : (innerMsg ?? `HTTP ${status}`);
      // "The request is invalid." says nothing: the field-by-field reasons are in innererror.
      const detail =
        innerMsg && innerMsg !== msg ? innerMsg.replace(/\r?\n/g, ' ').replace(/\s+/g, ' ').trim() : undefined;
      return detail ? { message: `${msg} ${detail}`, detail } : { message: msg };
    }
    if (typeof err === 'string') {
      const d = o.error_description;
      return { message: typeof d === 'string' ? `${err}: ${d}` : err };
    }
    if (typeof o.Message === 'string') {
      const md = o.MessageDetail;
      return typeof md === 'string' ? { message: `${o.Message} ${md}`, detail: md } : { message: o.Message };
    }
    if (typeof o.message === 'string') return { message: o.message };
  }
  if (typeof value === 'string' && value.trim()) {
    // Plain text (a proxy's HTML page included): keep it short and on one line.
    const text = value
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return { message: text.length > 300 ? `${text.slice(0, 300)}…` : text || `HTTP ${status}` };
  }
  return { message: `HTTP ${status} ${reasonPhrase(status)}`.trim() };
}

const HINTS: Readonly<Record<number, string>> = {
  0: 'noAnswer',
  401: 'signIn',
  403: 'forbidden',
  404: 'notFound',
  406: 'notAcceptable',
  408: 'timeout',
  413: 'tooLarge',
  414: 'urlTooLong',
  415: 'contentType',
  429: 'tooMany',
  400: 'badValues',
};

/**
 * What the user can do about a status, as data (an `errors` id): the CLI and the result
 * workbooks say it in English, the app in the user's language.
 */
export function hintFor(status: number): ErrorMessage {
  const key = HINTS[status] ?? (status >= 500 ? 'serviceFailed' : 'other');
  return { id: `errors:api.hint.${key}` };
}

export function reasonPhrase(status: number): string {
  const phrases: Record<number, string> = {
    200: 'OK',
    201: 'Created',
    204: 'No Content',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    406: 'Not Acceptable',
    408: 'Request Timeout',
    413: 'Payload Too Large',
    414: 'URI Too Long',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  };
  return phrases[status] ?? '';
}

/** Builds the ApiError for a failed status and body. */
export function toApiError(status: number, body: unknown): ApiError {
  const { message, detail } = errorMessageOf(status, body);
  return new ApiError(status, message, hintFor(status), detail);
}
