// The clear marker on the Map step (issue 32): a blank cell leaves the service's value as it
// is, and a cell holding exactly this text clears it. #CLEAR unless the mapping says otherwise;
// emptied, no cell clears. Saved with the mapping, and the review and the run use it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mapping } from '../../../shared/ipc/index.js';

const DEFAULT_MARKER = '#CLEAR';

interface Props {
  mapping: Mapping;
  onChange(m: Mapping): void;
}

export function ClearMarkerField({ mapping, onChange }: Props) {
  const { t } = useTranslation('import');
  const hint = useId();
  const marker = mapping.clear ?? DEFAULT_MARKER;
  return (
    <label className="clear-marker">
      {t('clear.label')}{' '}
      <input
        type="text"
        aria-label={t('clear.label')}
        aria-describedby={hint}
        value={marker}
        maxLength={100}
        size={10}
        onChange={(e) => onChange({ ...mapping, clear: e.target.value })}
      />{' '}
      <span id={hint} className="note">
        {marker.trim() ? t('clear.hint', { marker: marker.trim() }) : t('clear.none')}
      </span>
    </label>
  );
}
