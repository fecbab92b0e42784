// The pieces of the Export view: the list, filter and order controls, the column choice and
// the preview table. Each takes what it shows and says what changed; useExport holds state.
import type { ExportList } from '../../../shared/ipc/index.js';
import { fmt } from '../hooks.js';
import type { ExportPreview } from './useExport.js';

const GROUPS = [
  { kind: 'list', label: 'Lists' },
  { kind: 'catalogue', label: 'Whole catalogue' },
  { kind: 'template', label: 'Empty templates (to fill in and import)' },
] as const;

export function ListPicker(p: { lists: ExportList[]; listId: string; onChoose(id: string): void }) {
  return (
    <label>
      Export{' '}
      <select aria-label="List" value={p.listId} onChange={(e) => p.onChoose(e.target.value)}>
        {GROUPS.map((g) => (
          <optgroup key={g.kind} label={g.label}>
            {p.lists
              .filter((l) => l.kind === g.kind)
              .map((l) => (
                <option key={l.id} value={l.id}>
                  {l.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

export function FilterInput(p: { isList: boolean; filter: string; onChange(filter: string): void }) {
  return (
    <label className="grow">
      {p.isList ? 'Filter (OData)' : 'Filter products (OData)'}{' '}
      <input
        aria-label="Filter"
        value={p.filter}
        placeholder={p.isList ? "e.g. Type eq 'Warehouse'" : 'e.g. ProfileID eq 12000002'}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </label>
  );
}

export function OrderControls(p: {
  list: ExportList;
  orderBy: string;
  desc: boolean;
  onOrderBy(c: string): void;
  onDesc(d: boolean): void;
}) {
  return (
    <>
      <label>
        Order by{' '}
        <select aria-label="Order by" value={p.orderBy} onChange={(e) => p.onOrderBy(e.target.value)}>
          <option value="">(service order)</option>
          {p.list.orderable.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label className="radio">
        <input type="checkbox" checked={p.desc} onChange={(e) => p.onDesc(e.target.checked)} />
        Descending
      </label>
    </>
  );
}

export function ColumnChoice(p: { list: ExportList; columns: string[]; onChange(columns: string[]): void }) {
  const { list, columns, onChange } = p;
  const toggle = (c: string) => onChange(columns.includes(c) ? columns.filter((x) => x !== c) : [...columns, c]);
  return (
    <fieldset className="columns">
      <legend>Columns</legend>
      <button type="button" className="link" onClick={() => onChange(list.columns)}>
        Select all
      </button>{' '}
      <button type="button" className="link" onClick={() => onChange([])}>
        Select none
      </button>{' '}
      {list.columns.map((c) => (
        <label key={c} className="column-choice">
          <input type="checkbox" checked={columns.includes(c)} onChange={() => toggle(c)} />
          {c}
        </label>
      ))}
    </fieldset>
  );
}

export function PreviewTable({ preview }: { preview: ExportPreview }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Export preview, scrollable">
      <p>
        {preview.count !== null ? `${fmt(preview.count)} rows in all; ` : ''}first {preview.rows.length} shown.
      </p>
      <table aria-label="Export preview">
        <thead>
          <tr>
            {preview.columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r, i) => (
            <tr key={i}>
              {r.map((v, j) => (
                <td key={j}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
