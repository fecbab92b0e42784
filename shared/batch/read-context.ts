/**
 * The cursor the strict $batch request reader walks: the body's lines, the stack of open
 * boundaries (outer batch, then a nested changeset), and the Content-IDs seen so far.
 */
import { BatchFormatError } from './errors.js';
import { delimiterKind, looksLikeDelimiter, quote, type Line } from './multipart.js';
import type { ParsedBatchPart } from './types.js';

export class ReadContext {
  i = 0;
  readonly stack: { boundary: string; line: number }[] = [];
  readonly parts: ParsedBatchPart[] = [];
  readonly contentIds = new Map<number, number>(); // Content-ID -> line it was declared on
  lastContentId: { value: number; line: number } | undefined;

  /** Read the way the real service's OData reader does (see ReadBatchRequestOptions). */
  constructor(
    readonly lines: readonly Line[],
    readonly lenient = false,
  ) {}

  atEnd(): boolean {
    return this.i >= this.lines.length;
  }

  current(): Line {
    return this.lines[this.i]!;
  }

  get boundary(): string {
    return this.stack[this.stack.length - 1]!.boundary;
  }

  /** Throws when the body ends before the innermost open multipart is closed. */
  requireMore(): void {
    if (!this.atEnd()) return;
    const last = this.lines[this.lines.length - 1];
    throw new BatchFormatError(
      last?.no ?? 1,
      `the body ends without the end delimiter '--${this.boundary}--'; close the last part with a line '--${this.boundary}--'.`,
    );
  }

  /**
   * True when the line is a delimiter of the innermost boundary (the current part ends there).
   * Throws for a delimiter of an enclosing boundary (unclosed changeset) or of a boundary no
   * one declared (a typo, or a missing end delimiter before '--batch--').
   */
  isPartEnd(line: Line): boolean {
    if (delimiterKind(line, this.boundary) !== null) return true;
    const top = this.stack[this.stack.length - 1]!;
    for (const outer of this.stack.slice(0, -1)) {
      if (delimiterKind(line, outer.boundary) !== null) {
        throw new BatchFormatError(
          line.no,
          `found ${quote(line.text)} but the changeset '${top.boundary}' opened at line ${top.line} is not closed; add a line '--${top.boundary}--' before it.`,
        );
      }
    }
    if (looksLikeDelimiter(line)) {
      const named = `the boundary in use here is '${top.boundary}' (parts start with '--${top.boundary}')`;
      throw new BatchFormatError(
        line.no,
        line.text.trimEnd().endsWith('--')
          ? `found ${quote(line.text)} before the end delimiter '--${top.boundary}--'; ${named}, so add a line '--${top.boundary}--' before it.`
          : `${quote(line.text)} is not a delimiter of this batch: ${named}. Use the boundary word of the Content-Type header throughout the body.`,
      );
    }
    return false;
  }
}

/** ' (Content-ID: 2)' for messages, or '' when the part has none yet. */
export function idNote(contentId: string | undefined): string {
  return contentId === undefined ? '' : ` (Content-ID: ${contentId})`;
}
