// Export: pick a list, the whole catalogue (every product, a column per attribute or DC) or
// an empty template; filter, choose and order the columns, see the first page, save as XLSX
// or CSV with progress. Main writes every kind through the engine the CLI's export runs.
import { useEffect, useState } from 'react';
import type { ExportList } from '../../../shared/ipc/index.js';
import { api, fmt, useAction, useEvent } from '../hooks.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { Button } from '../a11y/Button.js';
import { ColumnOrder } from './ColumnOrder.js';
import { FilterBuilder } from './FilterBuilder.js';

const GROUPS = [
  { kind: 'list', label: 'Lists' },
  { kind: 'catalogue', label: 'Whole catalogue' },
  { kind: 'template', label: 'Empty templates (to fill in and import)' },
] as const;

export function ExportView() {
  const [lists, setLists] = useState<ExportList[]>([]);
  const [listId, setListId] = useState('');
  const [filter, setFilter] = useState('');
  const [columns, setColumns] = useState<string[]>([]);
  const [orderBy, setOrderBy] = useState('');
  const [desc, setDesc] = useState(false);
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [preview, setPreview] = useState<{ columns: string[]; rows: string[][]; count: number | null } | null>(null);
  const [progress, setProgress] = useState('');
  const { busy, error, run } = useAction();
  // Choosing a list starts its columns, order, filter and preview afresh (in the event itself, not in
  // an effect that would render the old list's columns once more first).
  const chooseList = (id: string, from: ExportList[]) => {
    setListId(id);
    setColumns(from.find((l) => l.id === id)?.columns.slice(0, 8) ?? []);
    setOrderBy('');
    setFilter(''); // another list has other fields
    setPreview(null);
  };
  useEffect(() => {
    // Through run, so a failure (no connection, say) shows in the view's error line.
    void run(async () => {
      const r = await api()['export.lists']({});
      setLists(r.lists);
      chooseList(r.lists[0]?.id ?? '', r.lists);
    });
  }, [run]);
  const list = lists.find((l) => l.id === listId);
  const isList = list?.kind === 'list';
  useEvent('export.progress', (p) =>
    setProgress(p.error ? `Stopped: ${p.error}` : `${fmt(p.rows)} rows written${p.done ? ' · done' : '…'}`),
  );

  // Only a list has columns and an order to choose; the catalogue is filtered by product.
  const query = () => ({
    list: listId,
    ...(filter.trim() && list?.kind !== 'template' ? { filter } : {}),
    ...(isList ? { select: columns } : {}),
    ...(isList && orderBy ? { orderby: [{ property: orderBy, desc }] } : {}),
  });
  const toggle = (c: string) => setColumns(columns.includes(c) ? columns.filter((x) => x !== c) : [...columns, c]);
  return (
    <section aria-labelledby="export-title" className="step">
      <h2 id="export-title" tabIndex={-1}>
        Export
      </h2>
      <div className="row-controls">
        <label>
          Export{' '}
          <select aria-label="List" value={listId} onChange={(e) => chooseList(e.target.value, lists)}>
            {GROUPS.map((g) => (
              <optgroup key={g.kind} label={g.label}>
                {lists
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
        {list?.kind !== 'template' && (
          <label className="grow">
            {isList ? 'Filter (OData)' : 'Filter products (OData)'}{' '}
            <input
              aria-label="Filter"
              value={filter}
              placeholder={isList ? "e.g. Type eq 'Warehouse'" : 'e.g. ProfileID eq 12000002'}
              onChange={(e) => setFilter(e.target.value)}
            />
          </label>
        )}
        {isList && (
          <>
            <label>
              Order by{' '}
              <select aria-label="Order by" value={orderBy} onChange={(e) => setOrderBy(e.target.value)}>
                <option value="">(service order)</option>
                {list.orderable.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label className="radio">
              <input type="checkbox" checked={desc} onChange={(e) => setDesc(e.target.checked)} />
              Descending
            </label>
          </>
        )}
      </div>
      {list?.kind === 'catalogue' && (
        <p className="muted">
          One row per product, every product (one with no value has empty cells), and a column per{' '}
          {list.id === 'DCQuantities' ? 'distribution center' : 'attribute name'}: the file imports back as it is.
        </p>
      )}
      {list?.kind === 'template' && (
        <p className="muted">An empty sheet with the headers an import recognises, to fill in and import.</p>
      )}
      {list?.kind !== 'template' && (
        <FilterBuilder fields={list?.filterable ?? []} filter={filter} onChange={setFilter} />
      )}
      {isList && (
        <fieldset className="columns">
          <legend>Columns</legend>
          <button type="button" className="link" onClick={() => setColumns(list.columns)}>
            Select all
          </button>{' '}
          <button type="button" className="link" onClick={() => setColumns([])}>
            Select none
          </button>{' '}
          {list.columns.map((c) => (
            <label key={c} className="column-choice">
              <input type="checkbox" checked={columns.includes(c)} onChange={() => toggle(c)} />
              {c}
            </label>
          ))}
        </fieldset>
      )}
      {isList && (
        <fieldset className="inline">
          <legend>Column order (the file's columns, left to right)</legend>
          <ColumnOrder columns={columns} onChange={setColumns} />
        </fieldset>
      )}
      <div className="actions">
        <Button
          onClick={() => void run(async () => setPreview(await api()['export.preview']({ ...query(), top: 50 })))}
          inactive={busy || !listId}
        >
          Preview
        </Button>
        <label>
          Format{' '}
          <select aria-label="Format" value={format} onChange={(e) => setFormat(e.target.value as 'xlsx' | 'csv')}>
            <option value="xlsx">XLSX</option>
            <option value="csv">CSV</option>
          </select>
        </label>
        <Button
          className="primary"
          inactive={busy || !listId}
          onClick={() =>
            void run(async () => {
              const r = await api()['export.save']({ ...query(), format });
              if (r.path)
                setProgress(
                  list?.kind === 'template'
                    ? `Saved an empty template to ${r.path}`
                    : `Saved ${fmt(r.rows)} rows to ${r.path}`,
                );
            })
          }
        >
          Save…
        </Button>
      </div>
      <LiveRegion label="Export progress">{progress}</LiveRegion>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
      {preview && (
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
      )}
    </section>
  );
}
