// Export: pick a list, the whole catalogue (every product, a column per attribute or DC) or
// an empty template; filter (conditions first, the raw OData behind Advanced), choose and order the columns, see the first page, save as XLSX
// or CSV with progress. Main writes every kind through the engine the CLI's export runs.
import { useTranslation } from 'react-i18next';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { Button } from '../a11y/Button.js';
import { ColumnOrder } from './ColumnOrder.js';
import { FilterBuilder } from './FilterBuilder.js';
import { ColumnChoice, FilterInput, ListPicker, OrderControls, PreviewTable } from './ExportParts.js';
import { useExport } from './useExport.js';

export function ExportView() {
  const { t } = useTranslation('export');
  const x = useExport();
  const { list, busy } = x;
  const isList = list?.kind === 'list';
  return (
    <section aria-labelledby="export-title" className="step">
      <h2 id="export-title" tabIndex={-1}>
        {t('title')}
      </h2>
      <div className="row-controls">
        <ListPicker lists={x.lists} listId={x.listId} onChoose={(id) => x.chooseList(id, x.lists)} />
        {isList && (
          <OrderControls list={list} orderBy={x.orderBy} desc={x.desc} onOrderBy={x.setOrderBy} onDesc={x.setDesc} />
        )}
      </div>
      {list?.kind === 'catalogue' && (
        <p className="muted">
          {list.columnsPer === 'distributionCenter' ? t('catalogueNote.dc') : t('catalogueNote.attribute')}
        </p>
      )}
      {list?.kind === 'template' && <p className="muted">{t('templateNote')}</p>}
      {list?.kind !== 'template' && (
        <>
          <FilterBuilder fields={list?.filterable ?? []} filter={x.filter} onChange={x.setFilter} />
          {/* The raw $filter the conditions make, for those who write OData (issue 42): behind Advanced. */}
          <details className="advanced-filter">
            <summary>{t('filter.advanced')}</summary>
            <FilterInput isList={isList} filter={x.filter} onChange={x.setFilter} />
          </details>
        </>
      )}
      {isList && <ColumnChoice list={list} columns={x.columns} onChange={x.setColumns} />}
      {isList && (
        <fieldset className="inline">
          <legend>{t('columnOrder.legend')}</legend>
          <ColumnOrder columns={x.columns} onChange={x.setColumns} />
        </fieldset>
      )}
      <div className="actions">
        <Button onClick={x.showPreview} inactive={busy || !x.listId}>
          {t('preview.button')}
        </Button>
        <label>
          {t('format.label')}{' '}
          <select
            aria-label={t('format.label')}
            value={x.format}
            onChange={(e) => x.setFormat(e.target.value as 'xlsx' | 'csv')}
          >
            <option value="xlsx">{t('format.xlsx')}</option>
            <option value="csv">{t('format.csv')}</option>
          </select>
        </label>
        <Button className="primary" inactive={busy || !x.listId} onClick={x.save}>
          {t('save')}
        </Button>
      </div>
      <LiveRegion label={t('progress.label')}>{x.progress}</LiveRegion>
      <LiveRegion role="alert" className="error">
        {x.error}
      </LiveRegion>
      {x.preview && <PreviewTable preview={x.preview} />}
    </section>
  );
}
