// The $filter syntax tree shared by the parser, the formatter and the evaluator.
import type { LiteralKind, LiteralValue } from './literal.js';

export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export const COMPARE_OPS: readonly CompareOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];

export type FunctionName =
  | 'contains'
  | 'startswith'
  | 'endswith'
  | 'tolower'
  | 'toupper'
  | 'year'
  | 'month'
  | 'day'
  | 'hour'
  | 'minute'
  | 'second'
  | 'floor';
/** Each function of service-behaviour.md with its argument count. */
export const FUNCTION_ARITY: Readonly<Record<FunctionName, number>> = {
  contains: 2,
  startswith: 2,
  endswith: 2,
  tolower: 1,
  toupper: 1,
  year: 1,
  month: 1,
  day: 1,
  hour: 1,
  minute: 1,
  second: 1,
  floor: 1,
};

export type FilterNode =
  /** date/datetime values are the ISO text as written. */
  | { type: 'literal'; kind: LiteralKind; value: LiteralValue }
  /** Sku, Product/Sku, or d/AvailableQuantity inside a lambda whose variable is d. Names as written. */
  | { type: 'property'; path: string[] }
  | { type: 'compare'; op: CompareOp; left: FilterNode; right: FilterNode }
  | { type: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { type: 'not'; operand: FilterNode }
  /** Function names are kept lower-case. */
  | { type: 'call'; name: FunctionName; args: FilterNode[] }
  /** Tags/any(t: t eq 'x'); `Tags/any()` has neither variable nor predicate. */
  | { type: 'lambda'; op: 'any' | 'all'; collection: string[]; variable?: string; predicate?: FilterNode };
