// Value maps: a cell holding the text on the left is read as the value on the right ('Berlin'
// in a DC column means DC 1, 'WH' means 'Warehouse'). The ones auto-mapping made (a DC column
// naming its warehouses) are listed with the rest; each entry's value is changed in place
// (from the connection's DCs or an enum's values where known, else typed), removed, or added.
// Edits change the mapping itself: the review, the run and "Save mapping" all use it.
// Only the entries for values the file holds are listed (value-map-entries.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnSuggestion, Mapping, TargetInfo } from '../../../shared/ipc/index.js';
import { fmtNumber } from '../i18n/index.js';
import { ChoiceInput } from './ChoiceInput.js';
import { choicesFor, type Known } from './choices.js';
import { entriesInFile, entryKey, type ValueMapEntry } from './value-map-entries.js';

interface Props {
  mapping: Mapping;
  target: TargetInfo;
  known: Known;
  /** The file's columns with the values they hold, so only the entries this file uses are listed. */
  columns: readonly ColumnSuggestion[];
  onChange(m: Mapping): void;
}

/** The mapping with one value-map entry set (or removed, with null). */
function withValueMap(mapping: Mapping, f: string, text: string, value: string | null): Mapping {
  const { [f]: entries = {}, ...others } = mapping.valueMaps;
  // Cells are matched case-insensitively: one entry per text, whatever its case, changed in its place.
  const next: Record<string, string> = {};
  for (const [a, b] of Object.entries(entries)) {
    if (a.toLowerCase() !== text.toLowerCase()) next[a] = b;
    else if (value !== null) next[text] = value;
  }
  if (value !== null && !(text in next)) next[text] = value;
  return { ...mapping, valueMaps: Object.keys(next).length ? { ...others, [f]: next } : others };
}

interface TableProps {
  entries: ValueMapEntry[];
  target: TargetInfo;
  known: Known;
  onSet(f: string, text: string, value: string | null): void;
}

function ValueMapTable({ entries, target, known, onSet }: TableProps) {
  const { t } = useTranslation('import');
  return (
    <table aria-label={t('values.label')}>
      <thead>
        <tr>
          <th scope="col">{t('values.field')}</th>
          <th scope="col">{t('values.inFile')}</th>
          <th scope="col">{t('values.means')}</th>
          <th scope="col">
            <span className="sr-only">{t('values.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map(({ f, a, b }) => {
          const c = choicesFor(target, f, known);
          return (
            <tr key={`${f}\u0000${a}`}>
              <td>{f}</td>
              <th scope="row">{t('values.quoted', { text: a })}</th>
              <td>
                <ChoiceInput
                  label={t('values.meansFor', { field: f, text: a })}
                  value={b}
                  choices={c?.choices}
                  closed={c?.closed ?? false}
                  onChange={(v) => onSet(f, a, v)}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="link"
                  onClick={() => onSet(f, a, null)}
                  aria-label={t('values.removeEntry', { field: f, text: a })}
                >
                  {t('values.remove')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function ValueMapEditor({ mapping, target, known, columns, onChange }: Props) {
  const { t } = useTranslation('import');
  // Any field may have a value map (DC names to IDs, 'WH' to 'Warehouse'); enum fields first.
  const mappable = [...target.fields.filter((f) => f.enumValues), ...target.fields.filter((f) => !f.enumValues)];
  // Start on a field that has entries, else on one with a list to choose from (the DCs).
  const [field, setField] = useState(
    mappable.find((f) => f.name in mapping.valueMaps)?.name ??
      mappable.find((f) => choicesFor(target, f.name, known))?.name ??
      mappable[0]?.name ??
      '',
  );
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // Entries added here are listed even when the file's first rows do not hold their text.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const set = (f: string, text: string, value: string | null) => onChange(withValueMap(mapping, f, text, value));
  const add = () => {
    if (!field || !from.trim() || !to) return;
    set(field, from.trim(), to);
    setAdded(new Set(added).add(entryKey(field, from.trim())));
    setFrom('');
    setTo('');
  };
  const { shown: entries, hidden } = entriesInFile(mapping, columns, added);
  const adding = choicesFor(target, field, known);
  if (mappable.length === 0) return null;
  return (
    <fieldset className="value-maps">
      <legend>{t('values.label')}</legend>
      <p className="hint">{t('values.hint')}</p>
      {entries.length > 0 && <ValueMapTable entries={entries} target={target} known={known} onSet={set} />}
      {hidden > 0 && <p className="note">{t('values.notInFile', { count: hidden, n: fmtNumber(hidden) })}</p>}
      <div className="row-controls">
        <label>
          {t('values.mapValuesOf')}{' '}
          <select
            aria-label={t('values.fieldSelect')}
            value={field}
            onChange={(e) => {
              setField(e.target.value);
              setTo('');
            }}
          >
            {mappable.map((f) => (
              <option key={f.name}>{f.name}</option>
            ))}
          </select>
        </label>
        <label>
          {t('values.inFile')}{' '}
          <input aria-label={t('values.inFile')} value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <span className="choice-label">
          <span aria-hidden="true">{t('values.means')} </span>
          <ChoiceInput
            key={field}
            label={t('values.means')}
            value={to}
            choices={adding?.choices}
            closed={adding?.closed ?? false}
            onChange={setTo}
          />
        </span>
        <button type="button" onClick={add} disabled={!from.trim() || !to}>
          {t('values.add')}
        </button>
      </div>
    </fieldset>
  );
}
