// One error type for every malformed OData text (key segments, literals, query options,
// $filter). The sandbox turns it into a 400 whose message names the bad token; the
// client shows it to the user before anything is sent.

export interface ODataSyntaxErrorDetails {
  /** 0-based offset of the offending token in `source` (OData .NET counts the same way). */
  position?: number | undefined;
  /** The offending token as written, or 'end of input'. */
  token?: string | undefined;
  /** The text that was being read, e.g. the $filter value. */
  source?: string | undefined;
}

export class ODataSyntaxError extends Error {
  position?: number | undefined;
  token?: string | undefined;
  source?: string | undefined;

  constructor(message: string, details: ODataSyntaxErrorDetails = {}) {
    super(message);
    this.name = 'ODataSyntaxError';
    this.position = details.position;
    this.token = details.token;
    this.source = details.source;
  }
}

/**
 * Builds "Syntax error at position 7 in $filter 'Sku eq': expected a value after 'eq'."
 * `where` names the part being read ($filter, 'the key segment', ...).
 */
export function syntaxError(
  where: string,
  source: string,
  position: number,
  token: string | undefined,
  problem: string,
): ODataSyntaxError {
  const text = problem.endsWith('.') ? problem : `${problem}.`;
  return new ODataSyntaxError(`Syntax error at position ${position} in ${where} '${source}': ${text}`, {
    position,
    token,
    source,
  });
}
