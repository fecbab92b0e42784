// Export: pick a list, the whole catalogue (every product, a column per attribute or DC) or
// an empty template; filter, choose and order the columns, see the first page, save as XLSX
// or CSV with progress. Main writes every kind through the engine the CLI's export runs.
import { LiveRegion } from '../a11y/LiveRegion.js';
import { Button } from '../a11y/Button.js';
import { ColumnOrder } from './ColumnOrder.js';
import { FilterBuilder } from './FilterBuilder.js';
import { ColumnChoice, FilterInput, ListPicker, OrderControls, PreviewTable } from './ExportParts.js';
import { useExport } from './useExport.js';

export function ExportView() {
  const x = useExport();
  const { list, busy } = x;
  const isList = list?.kind === 'list';
  return (
    <section aria-labelledby="export-title" className="step">
      <h2 id="export-title" tabIndex={-1}>
        Export
      </h2>
      <div className="row-controls">
        <ListPicker lists={x.lists} listId={x.listId} onChoose={(id) => x.chooseList(id, x.lists)} />
        {list?.kind !== 'template' && <FilterInput isList={isList} filter={x.filter} onChange={x.setFilter} />}
        {isList && (
          <OrderControls list={list} orderBy={x.orderBy} desc={x.desc} onOrderBy={x.setOrderBy} onDesc={x.setDesc} />
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
        <FilterBuilder fields={list?.filterable ?? []} filter={x.filter} onChange={x.setFilter} />
      )}
      {isList && <ColumnChoice list={list} columns={x.columns} onChange={x.setColumns} />}
      {isList && (
        <fieldset className="inline">
          <legend>Column order (the file's columns, left to right)</legend>
          <ColumnOrder columns={x.columns} onChange={x.setColumns} />
        </fieldset>
      )}
      <div className="actions">
        <Button onClick={x.showPreview} inactive={busy || !x.listId}>
          Preview
        </Button>
        <label>
          Format{' '}
          <select aria-label="Format" value={x.format} onChange={(e) => x.setFormat(e.target.value as 'xlsx' | 'csv')}>
            <option value="xlsx">XLSX</option>
            <option value="csv">CSV</option>
          </select>
        </label>
        <Button className="primary" inactive={busy || !x.listId} onClick={x.save}>
          Save…
        </Button>
      </div>
      <LiveRegion label="Export progress">{x.progress}</LiveRegion>
      <LiveRegion role="alert" className="error">
        {x.error}
      </LiveRegion>
      {x.preview && <PreviewTable preview={x.preview} />}
    </section>
  );
}
