// What the sandbox answers when a request fails outside a handler's own checks: Fastify's
// parser errors (media type, size, JSON) and anything a handler throws that is not a
// ServiceError. app.ts's error handler and the in-process $batch parts (part-call.ts) answer
// with the same function, so a part fails exactly as the request sent alone would.
import { ServiceError, invalidField } from '../http/errors.js';
import { MAX_PDF_BYTES } from './channel-documents.js';

/** A batch of 100 parts with 32,000-character values stays well under this. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

function frameworkError(err: { code?: string; statusCode?: number; message: string }): ServiceError {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ServiceError(
        415,
        `The request entity's media type is not supported for this resource: ${err.message} Send application/json (application/pdf for a channel document, multipart/mixed for $batch).`,
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ServiceError(
        413,
        `The request body is too large (limits: ${MAX_PDF_BYTES} bytes for a PDF, ${MAX_BODY_BYTES} bytes otherwise). Send a smaller file or fewer requests per batch.`,
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidField('body', 'the body is empty; send a JSON object.');
    default:
      if (err.statusCode === 400 || err instanceof SyntaxError)
        return invalidField('body', `the body is not valid JSON: ${err.message}`);
      return new ServiceError(500, 'An error has occurred.');
  }
}

/** The error a request to `url` with `contentType` fails with, for `err` thrown on its way. */
export function unexpectedError(err: unknown, url: string, contentType: string | string[] | undefined): ServiceError {
  // A $batch sent as JSON fails in the JSON parser before its route runs: say what the
  // route wants instead of reporting the JSON.
  const batchMisTyped =
    /\/v1\/\$batch(\?|$)/i.test(url) &&
    !String(contentType ?? '')
      .toLowerCase()
      .startsWith('multipart/mixed');
  const e = batchMisTyped
    ? new ServiceError(
        415,
        `The request entity's media type '${String(contentType ?? 'none')}' is not supported for $batch; send Content-Type: multipart/mixed; boundary=changeset.`,
      )
    : frameworkError(err instanceof Error ? err : new Error(String(err)));
  if (e.status === 500) console.error('sandbox: unexpected error', err);
  return e;
}
