export {
  describeIssues,
  isBlankRow,
  keyText,
  validateDraft,
  type DraftOutcome,
  type RowIssue,
} from './validate-row.js';
