// The export filter built from field, operator and value: each condition is written as
// OData and added to the Filter box (with 'and'), where it is shown and can still be edited.
import { useState } from 'react';
import { condition } from './filter-condition.js';

const OPERATORS = [
  { op: 'eq', label: 'equals' },
  { op: 'ne', label: 'is not' },
  { op: 'gt', label: 'greater than' },
  { op: 'ge', label: 'at least' },
  { op: 'lt', label: 'less than' },
  { op: 'le', label: 'at most' },
  { op: 'contains', label: 'contains' },
  { op: 'startswith', label: 'starts with' },
] as const;

export function FilterBuilder({
  fields,
  filter,
  onChange,
}: {
  fields: string[];
  filter: string;
  onChange(filter: string): void;
}) {
  const [field, setField] = useState('');
  const [op, setOp] = useState('eq');
  const [value, setValue] = useState('');
  const chosen = field || fields[0] || '';
  const add = () => {
    if (!chosen || value === '') return;
    const c = condition(chosen, op, value);
    onChange(filter.trim() ? `${filter.trim()} and ${c}` : c);
    setValue('');
  };
  return (
    <fieldset className="inline filter-builder">
      <legend>Add a condition</legend>
      <select aria-label="Condition field" value={chosen} onChange={(e) => setField(e.target.value)}>
        {fields.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </select>
      <select aria-label="Condition operator" value={op} onChange={(e) => setOp(e.target.value)}>
        {OPERATORS.map((o) => (
          <option key={o.op} value={o.op}>
            {o.label}
          </option>
        ))}
      </select>
      <input aria-label="Condition value" value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="button" onClick={add} disabled={!chosen || value === ''}>
        Add condition
      </button>
    </fieldset>
  );
}
