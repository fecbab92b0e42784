// One value picked from a known list (the connection's DCs, an enum's values, the attribute
// names the products carry), or typed when it is not in the list or no list is known. The
// list is a native select, so keyboard and screen readers work as everywhere; "Other…"
// reveals a text box for a value the list does not have.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from './choices.js';

const OTHER = '__other__';

interface Props {
  /** The accessible name of the select (or of the text box when there is no list). */
  label: string;
  value: string;
  /** Absent or empty: a text box only. */
  choices?: Choice[] | undefined;
  /** An enum accepts only its values: no "Other…". */
  closed?: boolean;
  onChange(value: string): void;
}

export function ChoiceInput({ label, value, choices, closed = false, onChange }: Props) {
  const { t } = useTranslation('import');
  const [other, setOther] = useState(false);
  if (!choices?.length)
    return <input aria-label={label} className="narrow" value={value} onChange={(e) => onChange(e.target.value)} />;
  const known = choices.some((c) => c.value === value);
  const typing = !closed && (other || (!known && value !== ''));
  return (
    <span className="choice">
      <select
        aria-label={label}
        value={typing ? OTHER : value}
        onChange={(e) => {
          if (e.target.value === OTHER) {
            setOther(true);
            return;
          }
          setOther(false);
          onChange(e.target.value);
        }}
      >
        {!known && !typing && (
          <option value={value}>{value === '' ? t('choice.choose') : t('choice.notInList', { value })}</option>
        )}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
        {!closed && <option value={OTHER}>{t('choice.other')}</option>}
      </select>
      {typing && (
        <input
          aria-label={t('choice.typed', { label })}
          className="narrow"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </span>
  );
}
