// Issue 15: find and replace within a review column, and "apply this fix to all rows like
// it" (a whole-cell match); the export filter written from field, operator and value.
import { describe, expect, it } from 'vitest';
import { replacedText } from '../../../main/review/index.js';
import { condition, odataLiteral } from '../../../renderer/src/export/filter-condition.js';

describe('replacedText', () => {
  it('part: every occurrence inside the cell', () => {
    expect(replacedText('7 Stk', ' Stk', '', 'part')).toBe('7');
    expect(replacedText('a-b-c', '-', '', 'part')).toBe('abc');
    expect(replacedText('12', ' Stk', '', 'part')).toBe('12');
  });
  it('whole: only cells equal to the old value (surrounding spaces aside)', () => {
    expect(replacedText('Berlin', 'Berlin', '1', 'whole')).toBe('1');
    expect(replacedText(' Berlin ', 'Berlin', '1', 'whole')).toBe('1');
    expect(replacedText('Berlin Mitte', 'Berlin', '1', 'whole')).toBe('Berlin Mitte');
  });
});

describe('filter conditions', () => {
  it('writes OData from field, operator and value', () => {
    expect(condition('ID', 'gt', '1')).toBe('ID gt 1');
    expect(condition('Country', 'eq', 'DE')).toBe("Country eq 'DE'");
    expect(condition('Name', 'contains', "O'Brien")).toBe("contains(Name,'O''Brien')");
    expect(condition('Code', 'startswith', 'CH-')).toBe("startswith(Code,'CH-')");
    expect(odataLiteral('true')).toBe('true');
    expect(odataLiteral('0000001')).toBe("'0000001'"); // leading zeros: text, as SKUs are
  });
});
