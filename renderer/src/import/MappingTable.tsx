// Every column with its suggested field, confidence and samples; the field and the blank-cell
// policy changed by dropdown. A column feeds one field, or (wide layouts) is the value for
// one DC, attribute or custom field: "Value for one DistributionCenterID" takes a column into
// the unpivot, "(not imported)" leaves it out, and the DC it stands for is picked from the
// connection's DCs (or typed).
import type { ColumnSuggestion, Mapping, MappingColumn, TargetInfo } from '../../../shared/ipc/index.js';
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

function MappingRow({ s, entry, target, unpivotChoices, onField, onEntry }: RowProps) {
  const value = entry?.field ?? (entry?.unpivot ? UNPIVOT : '');
  // The confidence is auto-mapping's: shown only while the entry is still what it suggested.
  const suggested =
    entry && ((entry.field && entry.field === s.field) || (entry.unpivot && entry.unpivot.value === s.unpivot?.value));
  return (
    <tr>
      <th scope="row">{s.column || `(column ${s.index + 1})`}</th>
      <td className="samples">{s.samples.join(', ')}</td>
      <td>
        <select aria-label={`Field for ${s.column}`} value={value} onChange={(e) => onField(e.target.value)}>
          <option value="">(not imported)</option>
          {target.fields.map((f) => (
            <option key={f.name} value={f.name}>
              {f.name}
              {f.key ? ' (key)' : ''}
            </option>
          ))}
          {target.unpivotKey && <option value={UNPIVOT}>Value for one {target.unpivotKey}</option>}
        </select>
        {entry?.unpivot && (
          <ChoiceInput
            label={`${target.unpivotKey} for ${s.column}`}
            value={entry.unpivot.value}
            choices={unpivotChoices}
            onChange={(value) => onEntry({ ...entry, unpivot: { key: entry.unpivot!.key, value } })}
          />
        )}
        {s.warning && <div className="warning">{s.warning}</div>}
      </td>
      <td>
        {suggested ? (
          <span className={`confidence c${Math.round(s.confidence * 10)}`}>
            {Math.round(s.confidence * 100)}% · {s.via}
          </span>
        ) : (
          '–'
        )}
      </td>
      <td>
        <select
          aria-label={`Blank cells in ${s.column}`}
          value={entry?.blank ?? 'skip'}
          disabled={!entry}
          onChange={(e) => entry && onEntry({ ...entry, blank: e.target.value as 'skip' | 'clear' })}
        >
          <option value="skip">Skip the field</option>
          <option value="clear">Clear the value</option>
        </select>
      </td>
    </tr>
  );
}

export function MappingTable({ columns, mapping, target, known, onChange }: Props) {
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
          value: s.unpivot?.value ?? (unpivotChoices && target.unpivotKey === 'DistributionCenterID' ? '' : s.column),
        },
        blank,
      });
    else setEntry(s.column, { column: s.column, field: value, blank });
  };

  return (
    <table className="mapping" aria-label="Column mapping">
      <thead>
        <tr>
          <th scope="col">Column</th>
          <th scope="col">Sample values</th>
          <th scope="col">Field</th>
          <th scope="col">Confidence</th>
          <th scope="col">Blank cells</th>
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
