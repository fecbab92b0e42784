// Every column with its suggested field, confidence and samples; the field and the blank-cell
// policy changed by dropdown. A column feeds one field, or (wide layouts) is the value for
// one DC, attribute or custom field: "Value for one DistributionCenterID" takes a column into
// the unpivot, "(not imported)" leaves it out, and the DC it stands for is picked from the
// connection's DCs (or typed).
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ColumnSuggestion, Mapping, MappingColumn, TargetInfo } from '../../../shared/ipc/index.js';
import { fmtNumber, useEngineText } from '../i18n/index.js';
import { ChoiceInput } from './ChoiceInput.js';
import { choicesFor, type Choice, type Known } from './choices.js';

interface Props {
  columns: ColumnSuggestion[];
  mapping: Mapping;
  target: TargetInfo;
  known: Known;
  onChange(m: Mapping): void;
}

const UNPIVOT = '__unpivot__';

interface RowProps {
  s: ColumnSuggestion;
  entry: MappingColumn | undefined;
  target: TargetInfo;
  unpivotChoices: Choice[] | undefined;
  onField(value: string): void;
  onEntry(entry: MappingColumn): void;
}

/** How auto-mapping found a column's field, in words. */
function viaLabel(t: TFunction<'import'>, via: ColumnSuggestion['via']): string {
  const labels: Record<ColumnSuggestion['via'], string> = {
    exact: t('mapping.via.exact'),
    synonym: t('mapping.via.synonym'),
    unpivot: t('mapping.via.unpivot'),
    fuzzy: t('mapping.via.fuzzy'),
    none: t('mapping.via.none'),
  };
  return labels[via] ?? via;
}

function MappingRow({ s, entry, target, unpivotChoices, onField, onEntry }: RowProps) {
  const { t } = useTranslation('import');
  const words = useEngineText();
  const value = entry?.field ?? (entry?.unpivot ? UNPIVOT : '');
  // The confidence is auto-mapping's: shown only while the entry is still what it suggested.
  const suggested =
    entry && ((entry.field && entry.field === s.field) || (entry.unpivot && entry.unpivot.value === s.unpivot?.value));
  return (
    <tr>
      <th scope="row">{s.column || t('column.unnamed', { n: s.index + 1 })}</th>
      <td className="samples" data-user-content>
        {s.samples.join(', ')}
      </td>
      <td>
        <select
          aria-label={t('mapping.fieldFor', { column: s.column })}
          value={value}
          onChange={(e) => onField(e.target.value)}
        >
          <option value="">{t('mapping.notImported')}</option>
          {target.fields.map((f) => (
            <option key={f.name} value={f.name}>
              {f.name}
              {f.key ? ` ${t('mapping.key')}` : ''}
            </option>
          ))}
          {target.unpivotKey && <option value={UNPIVOT}>{t('mapping.unpivot', { key: target.unpivotKey })}</option>}
        </select>
        {entry?.unpivot && (
          <ChoiceInput
            label={t('mapping.unpivotFor', { key: target.unpivotKey, column: s.column })}
            value={entry.unpivot.value}
            choices={unpivotChoices}
            onChange={(value) => onEntry({ ...entry, unpivot: { key: entry.unpivot!.key, value } })}
          />
        )}
        {s.warning && <div className="warning">{words.message(s.warning)}</div>}
      </td>
      <td>
        {suggested ? (
          <span className={`confidence c${Math.round(s.confidence * 10)}`}>
            {fmtNumber(s.confidence, { style: 'percent', maximumFractionDigits: 0 })} · {viaLabel(t, s.via)}
          </span>
        ) : (
          '–'
        )}
      </td>
      <td>
        <select
          aria-label={t('mapping.blankIn', { column: s.column })}
          value={entry?.blank ?? 'skip'}
          disabled={!entry}
          onChange={(e) => entry && onEntry({ ...entry, blank: e.target.value as 'skip' | 'clear' })}
        >
          <option value="skip">{t('mapping.blankSkip')}</option>
          <option value="clear">{t('mapping.blankClear')}</option>
        </select>
      </td>
    </tr>
  );
}

export function MappingTable({ columns, mapping, target, known, onChange }: Props) {
  const { t } = useTranslation('import');
  const unpivotChoices = target.unpivotKey ? choicesFor(target, target.unpivotKey, known) : undefined;
  const entryOf = (column: string): MappingColumn | undefined => mapping.columns.find((c) => c.column === column);
  const setEntry = (column: string, entry: MappingColumn | null) => {
    const rest = mapping.columns.filter((c) => c.column !== column);
    onChange({ ...mapping, columns: entry ? [...rest, entry] : rest });
  };
  const setField = (s: ColumnSuggestion, value: string) => {
    const blank = entryOf(s.column)?.blank ?? 'skip';
    if (value === '') setEntry(s.column, null);
    else if (value === UNPIVOT)
      setEntry(s.column, {
        column: s.column,
        // A DC column whose DC is not known from its header starts with none chosen, not its header.
        unpivot: {
          key: target.unpivotKey!,
          value: s.unpivot?.value ?? (unpivotChoices && target.unpivotKey === target.dcField ? '' : s.column),
        },
        blank,
      });
    else setEntry(s.column, { column: s.column, field: value, blank });
  };

  return (
    <table className="mapping" aria-label={t('mapping.label')}>
      <thead>
        <tr>
          <th scope="col">{t('mapping.column')}</th>
          <th scope="col">{t('mapping.samples')}</th>
          <th scope="col">{t('mapping.field')}</th>
          <th scope="col">{t('mapping.confidence')}</th>
          <th scope="col">{t('mapping.blank')}</th>
        </tr>
      </thead>
      <tbody>
        {columns.map((s) => (
          <MappingRow
            key={s.index}
            s={s}
            entry={entryOf(s.column)}
            target={target}
            unpivotChoices={unpivotChoices?.choices}
            onField={(value) => setField(s, value)}
            onEntry={(entry) => setEntry(s.column, entry)}
          />
        ))}
      </tbody>
    </table>
  );
}
