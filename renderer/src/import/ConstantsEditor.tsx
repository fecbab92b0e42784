// Constants (a value for every row, e.g. ProfileID) and value maps for enum fields
// ('Warehouse' in the file means 'Warehouse' in the service, 'WH' too).
import { useState } from 'react';
import type { Mapping, TargetInfo } from '../../../shared/ipc/index.js';

export function ConstantsEditor({
  mapping,
  target,
  onChange,
}: {
  mapping: Mapping;
  target: TargetInfo;
  onChange(m: Mapping): void;
}) {
  const [field, setField] = useState(target.fields[0]?.name ?? '');
  const [value, setValue] = useState('');
  const enums = target.fields.filter((f) => f.enumValues);
  // Any field may have a value map (DC names to IDs, 'WH' to 'Warehouse'); enum fields first.
  const mappable = [...enums, ...target.fields.filter((f) => !f.enumValues)];
  const [enumField, setEnumField] = useState(mappable[0]?.name ?? '');
  const choices = mappable.find((f) => f.name === enumField)?.enumValues;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const add = () => {
    if (!field) return;
    const n = Number(value);
    const typed =
      target.fields.find((f) => f.name === field)?.type === 'int32' && value.trim() !== '' && Number.isInteger(n)
        ? n
        : value;
    onChange({ ...mapping, constants: { ...mapping.constants, [field]: typed } });
    setValue('');
  };
  const remove = (name: string) => {
    const { [name]: _gone, ...rest } = mapping.constants;
    onChange({ ...mapping, constants: rest });
  };
  const addMap = () => {
    if (!enumField || !from) return;
    onChange({
      ...mapping,
      valueMaps: { ...mapping.valueMaps, [enumField]: { ...mapping.valueMaps[enumField], [from]: to } },
    });
    setFrom('');
  };
  const removeMap = (f: string, a: string) => {
    const { [a]: _gone, ...rest } = mapping.valueMaps[f] ?? {};
    const { [f]: _field, ...others } = mapping.valueMaps;
    onChange({ ...mapping, valueMaps: Object.keys(rest).length ? { ...others, [f]: rest } : others });
  };
  return (
    <div className="extras">
      <fieldset>
        <legend>Constants</legend>
        <ul>
          {Object.entries(mapping.constants).map(([k, v]) => (
            <li key={k}>
              {k} = {String(v)}{' '}
              <button type="button" className="link" onClick={() => remove(k)} aria-label={`Remove constant ${k}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <label>
          Constant field{' '}
          <select aria-label="Constant field" value={field} onChange={(e) => setField(e.target.value)}>
            {target.fields.map((f) => (
              <option key={f.name}>{f.name}</option>
            ))}
          </select>
        </label>
        <label>
          Constant value <input aria-label="Constant value" value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
        <button type="button" onClick={add}>
          Add constant
        </button>
      </fieldset>
      {mappable.length > 0 && (
        <fieldset>
          <legend>Value maps</legend>
          <p className="hint">A cell holding the text on the left is read as the value on the right.</p>
          <ul aria-label="Value maps">
            {Object.entries(mapping.valueMaps).flatMap(([f, m]) =>
              Object.entries(m).map(([a, b]) => (
                <li key={`${f}${a}`}>
                  {f}: “{a}” → {b}{' '}
                  <button
                    type="button"
                    className="link"
                    onClick={() => removeMap(f, a)}
                    aria-label={`Remove value map ${f} ${a}`}
                  >
                    Remove
                  </button>
                </li>
              )),
            )}
          </ul>
          <label>
            Map values of{' '}
            <select aria-label="Enum field" value={enumField} onChange={(e) => setEnumField(e.target.value)}>
              {mappable.map((f) => (
                <option key={f.name}>{f.name}</option>
              ))}
            </select>
          </label>
          <label>
            Value in the file{' '}
            <input aria-label="Value in the file" value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            Means{' '}
            {choices ? (
              <select aria-label="Means" value={to} onChange={(e) => setTo(e.target.value)}>
                <option value="">(choose)</option>
                {choices.map((v) => (
                  <option key={v}>{v}</option>
                ))}
              </select>
            ) : (
              <input aria-label="Means" value={to} onChange={(e) => setTo(e.target.value)} />
            )}
          </label>
          <button type="button" onClick={addMap} disabled={!from || !to}>
            Add value map
          </button>
        </fieldset>
      )}
    </div>
  );
}
