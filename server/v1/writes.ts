// Shared rules of every write: a JSON object body checked by the catalogue, the ProfileID
// rule (required when the token covers several profiles, never a profile it does not
// cover), and weak ETags with If-Match (412 on mismatch). The per-key mutation counter is
// server/storage/mutation-counts.ts.
import { problemText, validateBody, type EntityDef, type FieldProblem } from '../../shared/resources/index.js';
import { ServiceError, invalid, invalidField } from '../http/errors.js';
import type { RequestCtx } from './context.js';

export function objectBody(ctx: RequestCtx): Record<string, unknown> {
  const type = String(ctx.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== '' && !type.endsWith('/json') && !type.endsWith('+json')) {
    throw new ServiceError(
      415,
      `The request entity's media type '${type}' is not supported for this resource. Send Content-Type: application/json.`,
    );
  }
  const b = ctx.body;
  if (b === null || b === undefined || typeof b !== 'object' || Array.isArray(b)) {
    throw invalidField('body', 'a JSON object is required; send Content-Type: application/json and a {...} body.');
  }
  return b as Record<string, unknown>;
}

export function checkBody(entity: EntityDef, body: Record<string, unknown>, mode: 'create' | 'patch' | 'put'): void {
  const problems = validateBody(entity, body, mode);
  // The catalogue's messages may start with the field name; the innererror line already does.
  if (problems.length) invalidThrow(problems.map((p) => ({ field: p.field, message: problemLine(p.field, p) })));
}

export function stripField(field: string, message: string): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

/** A field problem as one innererror line, in English: what is wrong, then how to fix it. */
export function problemLine(field: string, p: FieldProblem): string {
  const { message, fix } = problemText(p);
  return `${stripField(field, message)} ${fix}`;
}

function invalidThrow(issues: { field: string; message: string }[]): never {
  throw invalid(issues);
}

/** The profile a create applies to: the body's ProfileID, or the token's only profile. */
export function profileFor(ctx: RequestCtx, given: unknown): number {
  const covered = ctx.grant.profileIds;
  if (given === undefined || given === null) {
    if (covered.length === 1) return covered[0]!;
    throw invalidField(
      'ProfileID',
      `is required because the access token covers ${covered.length} profiles (${covered.join(', ')}); name the one to write to.`,
    );
  }
  if (typeof given !== 'number' || !covered.includes(given)) {
    throw invalidField(
      'ProfileID',
      `the access token does not cover profile ${JSON.stringify(given)}; use one of ${covered.join(', ')}.`,
    );
  }
  return given;
}

export function etagOf(version: number): string {
  return `W/"${version}"`;
}

/** If-Match: '*' or a list of ETags, compared weakly (W/"3" matches "3"). */
export function checkIfMatch(ctx: RequestCtx, version: number): void {
  const header = ctx.headers['if-match'];
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === undefined || text.trim() === '' || text.trim() === '*') return;
  const current = String(version);
  const tags = text.split(',').map((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, ''));
  if (!tags.includes(current)) {
    throw new ServiceError(
      412,
      `The If-Match header ${text} does not match the current ETag ${etagOf(version)}: the entity changed since it was read. Read it again and retry.`,
    );
  }
}
