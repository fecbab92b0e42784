// Constants: a value for every row, e.g. ProfileID. Value maps are ValueMapEditor's.
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
  return (
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
  );
}
