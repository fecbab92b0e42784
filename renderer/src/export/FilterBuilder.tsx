// The export filter built from field, operator and value: each condition is written as
// OData and added to the Filter box (with 'and') under Advanced, where it can still be
// edited. The filter in force is shown here too, so nobody has to open Advanced to see it.
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { condition } from './filter-condition.js';

const operators = (t: TFunction) => [
  { op: 'eq', label: t('op.eq') },
  { op: 'ne', label: t('op.ne') },
  { op: 'gt', label: t('op.gt') },
  { op: 'ge', label: t('op.ge') },
  { op: 'lt', label: t('op.lt') },
  { op: 'le', label: t('op.le') },
  { op: 'contains', label: t('op.contains') },
  { op: 'startswith', label: t('op.startswith') },
];

export function FilterBuilder({
  fields,
  filter,
  onChange,
}: {
  fields: string[];
  filter: string;
  onChange(filter: string): void;
}) {
  const { t } = useTranslation('export');
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
      <legend>{t('condition.legend')}</legend>
      <select aria-label={t('condition.field')} value={chosen} onChange={(e) => setField(e.target.value)}>
        {fields.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </select>
      <select aria-label={t('condition.operator')} value={op} onChange={(e) => setOp(e.target.value)}>
        {operators(t).map((o) => (
          <option key={o.op} value={o.op}>
            {o.label}
          </option>
        ))}
      </select>
      <input aria-label={t('condition.value')} value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="button" onClick={add} disabled={!chosen || value === ''}>
        {t('condition.add')}
      </button>
      <p className="filter-in-force" aria-live="polite">
        {filter.trim() ? (
          <>
            {t('condition.inForce')} <code>{filter.trim()}</code>{' '}
            <button type="button" className="link" onClick={() => onChange('')}>
              {t('condition.clear')}
            </button>
          </>
        ) : (
          t('condition.none')
        )}
      </p>
    </fieldset>
  );
}
