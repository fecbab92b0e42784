// Reading OAuth parameters from a query string or form body: each at most once (RFC 6749
// section 3.1), strings only.

export type Params = Record<string, unknown>;

export class ParamError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

/** The parameter's value, undefined when absent or empty; throws ParamError when repeated. */
export function single(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (Array.isArray(value))
    throw new ParamError(name, `The parameter ${name} was given ${value.length} times; send it once.`);
  if (typeof value !== 'string') throw new ParamError(name, `The parameter ${name} must be text.`);
  return value;
}

/** Every value of a repeatable parameter (checkbox lists). */
export function many(params: Params, name: string): string[] {
  const value = params[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** Query and form body together; the body wins where both name a parameter. */
export function mergeParams(query: unknown, body: unknown): Params {
  const q = query && typeof query === 'object' ? (query as Params) : {};
  const b = body && typeof body === 'object' ? (body as Params) : {};
  return { ...q, ...b };
}

/** True for application/x-www-form-urlencoded, with or without a charset parameter. */
export function isFormBody(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}
