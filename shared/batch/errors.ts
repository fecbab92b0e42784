/**
 * A $batch body whose framing is broken as a whole (service-spec.md 4.9: "a missing or extra
 * blank line makes the batch fail"). The sandbox answers these with 400 for the whole call;
 * problems that concern one request only are reported on that part instead (ParsedBatchPart.problem).
 */
export class BatchFormatError extends Error {
  /** 1-based line of the body where the problem was found; 0 when it is in the Content-Type header. */
  readonly line: number;

  constructor(line: number, detail: string) {
    super(line > 0 ? `Line ${line}: ${detail}` : `Content-Type header: ${detail}`);
    this.name = 'BatchFormatError';
    this.line = line;
  }
}
