// What validating one row draft comes to: valid fields to send, issues to report, or a skip.
import type { Message } from '../../../shared/i18n/index.js';
import type { RowIssue } from './issue-text.js';

export type DraftOutcome =
  | { kind: 'valid'; part: number; valueColumn: string | null; fields: Record<string, unknown>; sku?: string }
  | { kind: 'invalid'; part: number; valueColumn: string | null; issues: RowIssue[] }
  | {
      kind: 'skipped';
      part: number;
      valueColumn: string | null;
      message: Message;
      /** A blank value cell's child key (its DC or attribute), when the row names it. */
      childKey?: string;
    };
