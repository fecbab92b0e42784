// Constants: a value for every row, e.g. ProfileID. Value maps are ValueMapEditor's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('import');
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
      <legend>{t('constants.label')}</legend>
      <ul>
        {Object.entries(mapping.constants).map(([k, v]) => (
          <li key={k}>
            {k} = {String(v)}{' '}
            <button
              type="button"
              className="link"
              onClick={() => remove(k)}
              aria-label={t('constants.removeEntry', { field: k })}
            >
              {t('constants.remove')}
            </button>
          </li>
        ))}
      </ul>
      <label>
        {t('constants.field')}{' '}
        <select aria-label={t('constants.field')} value={field} onChange={(e) => setField(e.target.value)}>
          {target.fields.map((f) => (
            <option key={f.name}>{f.name}</option>
          ))}
        </select>
      </label>
      <label>
        {t('constants.value')}{' '}
        <input aria-label={t('constants.value')} value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="button" onClick={add}>
        {t('constants.add')}
      </button>
    </fieldset>
  );
}
