// The Export view's state: the lists main offers, the chosen list's filter, columns and
// order, and the calls for a preview and a saved file. ExportView.tsx only lays it out.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportList } from '../../../shared/ipc/index.js';
import { api, useAction, useEvent } from '../hooks.js';
import { progressText, savedText } from './export-text.js';

export interface ExportPreview {
  columns: string[];
  rows: string[][];
  count: number | null;
}

export function useExport() {
  const { t } = useTranslation('export');
  const [lists, setLists] = useState<ExportList[]>([]);
  const [listId, setListId] = useState('');
  const [filter, setFilter] = useState('');
  const [columns, setColumns] = useState<string[]>([]);
  const [orderBy, setOrderBy] = useState('');
  const [desc, setDesc] = useState(false);
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [preview, setPreview] = useState<ExportPreview | null>(null);
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
  useEvent('export.progress', (p) => setProgress(progressText(t, p)));

  // Only a list has columns and an order to choose; the catalogue is filtered by product.
  const query = () => ({
    list: listId,
    ...(filter.trim() && list?.kind !== 'template' ? { filter } : {}),
    ...(isList ? { select: columns } : {}),
    ...(isList && orderBy ? { orderby: [{ property: orderBy, desc }] } : {}),
  });
  const showPreview = () => void run(async () => setPreview(await api()['export.preview']({ ...query(), top: 50 })));
  const save = () =>
    void run(async () => {
      const r = await api()['export.save']({ ...query(), format });
      if (r.path) setProgress(savedText(t, list?.kind === 'template', { path: r.path, rows: r.rows }));
    });
  return {
    lists,
    listId,
    list,
    chooseList,
    filter,
    setFilter,
    columns,
    setColumns,
    orderBy,
    setOrderBy,
    desc,
    setDesc,
    format,
    setFormat,
    preview,
    progress,
    busy,
    error,
    showPreview,
    save,
  };
}
