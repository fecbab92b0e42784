// Export: pick a list, filter, columns and order, see the first page, save as XLSX or CSV
// with progress.
import { useEffect, useState } from 'react';
import type { ExportList } from '../../../shared/ipc/index.js';
import { api, fmt, useAction, useEvent } from '../hooks.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { Button } from '../a11y/Button.js';
import { FilterBuilder } from './FilterBuilder.js';

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
  // Choosing a list starts its columns, order and preview afresh (in the event itself, not in
  // an effect that would render the old list's columns once more first).
  const chooseList = (id: string, from: ExportList[]) => {
    setListId(id);
    setColumns(from.find((l) => l.id === id)?.columns.slice(0, 8) ?? []);
    setOrderBy('');
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
  useEvent('export.progress', (p) =>
    setProgress(p.error ? `Stopped: ${p.error}` : `${fmt(p.rows)} rows written${p.done ? ' · done' : '…'}`),
  );

  const query = () => ({
    list: listId,
    ...(filter.trim() ? { filter } : {}),
    select: columns,
    ...(orderBy ? { orderby: [{ property: orderBy, desc }] } : {}),
  });
  const toggle = (c: string) => setColumns(columns.includes(c) ? columns.filter((x) => x !== c) : [...columns, c]);
  const move = (c: string, by: number) => {
    const i = columns.indexOf(c),
      j = i + by;
    if (j < 0 || j >= columns.length) return;
    const next = [...columns];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setColumns(next);
  };
  return (
    <section aria-labelledby="export-title" className="step">
      <h2 id="export-title" tabIndex={-1}>
        Export a list
      </h2>
      <div className="row-controls">
        <label>
          List{' '}
          <select aria-label="List" value={listId} onChange={(e) => chooseList(e.target.value, lists)}>
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <label className="grow">
          Filter (OData){' '}
          <input
            aria-label="Filter"
            value={filter}
            placeholder="e.g. Type eq 'Warehouse'"
            onChange={(e) => setFilter(e.target.value)}
          />
        </label>
        <label>
          Order by{' '}
          <select aria-label="Order by" value={orderBy} onChange={(e) => setOrderBy(e.target.value)}>
            <option value="">(service order)</option>
            {list?.orderable.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="radio">
          <input type="checkbox" checked={desc} onChange={(e) => setDesc(e.target.checked)} />
          Descending
        </label>
      </div>
      <FilterBuilder fields={list?.columns ?? []} filter={filter} onChange={setFilter} />
      <fieldset className="columns">
        <legend>Columns (in this order)</legend>
        <button type="button" className="link" onClick={() => setColumns(list?.columns ?? [])}>
          Select all
        </button>{' '}
        <button type="button" className="link" onClick={() => setColumns([])}>
          Select none
        </button>{' '}
        {list?.columns.map((c) => (
          <span key={c} className="column-choice">
            <label>
              <input type="checkbox" checked={columns.includes(c)} onChange={() => toggle(c)} />
              {c}
            </label>
            {columns.includes(c) && (
              <>
                <button type="button" className="link" aria-label={`Move ${c} earlier`} onClick={() => move(c, -1)}>
                  ←
                </button>
                <button type="button" className="link" aria-label={`Move ${c} later`} onClick={() => move(c, 1)}>
                  →
                </button>
              </>
            )}
          </span>
        ))}
      </fieldset>
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
              if (r.path) setProgress(`Saved ${fmt(r.rows)} rows to ${r.path}`);
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
