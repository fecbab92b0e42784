// The error bodies of the real service (ASP.NET Web API + OData 7), see service-behaviour.md:
// OData routes answer {"error":{"code":"","message":...}}, model validation adds an
// innererror whose message lists "<field> : <problem>\r\n" lines, unknown routes answer
// Web API's {"Message":"No HTTP resource was found ..."}.

/** An error a /v1 handler throws; the dispatcher turns it into the service's body. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly inner?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** 400 "The request is invalid." with one innererror line per field problem. */
export function invalid(issues: FieldIssue[]): ServiceError {
  const inner = issues.map((i) => `${i.field} : ${i.message}\r\n`).join('');
  return new ServiceError(400, 'The request is invalid.', inner);
}

export function invalidField(field: string, message: string): ServiceError {
  return invalid([{ field, message }]);
}

export function notFound(message: string): ServiceError {
  return new ServiceError(404, message);
}

export const DENIED_MESSAGE = 'Authorization has been denied for this request.';

export function denied(): ServiceError {
  return new ServiceError(401, DENIED_MESSAGE);
}

export function odataBody(message: string, inner?: string): { error: Record<string, unknown> } {
  const error: Record<string, unknown> = { code: '', message };
  if (inner !== undefined) error.innererror = { message: inner, type: '', stacktrace: '' };
  return { error };
}

export function noRouteBody(uri: string): { Message: string } {
  return { Message: `No HTTP resource was found that matches the request URI '${uri}'.` };
}
