// The OS dialogs the handlers ask for through AppContext deps. The filters' names are said in
// the app's language (issue 30): the handlers name a filter in English, and a known file
// type's name is replaced here by its translation.
import { BrowserWindow, dialog } from 'electron';
import type { FileFilter } from '../ipc/deps.js';
import { mainText } from '../i18n/index.js';

/** The `main` key naming a filter of one file type; other filters keep the handler's name. */
const FILTER_KEYS: Record<string, string> = { xlsx: 'filter.excel', csv: 'filter.csv', json: 'filter.mapping' };

function translated(filters: FileFilter[]): FileFilter[] {
  return filters.map((f) => {
    const key = f.extensions.length === 1 ? FILTER_KEYS[f.extensions[0] ?? ''] : undefined;
    return key ? { ...f, name: mainText(key) } : f;
  });
}

function openFilters(purpose: 'spreadsheet' | 'mapping'): FileFilter[] {
  return purpose === 'mapping'
    ? [{ name: mainText('filter.mapping'), extensions: ['json'] }]
    : [{ name: mainText('filter.spreadsheets'), extensions: ['csv', 'xlsx', 'txt', 'tsv'] }];
}

export async function pickFile(purpose: 'spreadsheet' | 'mapping'): Promise<string | null> {
  const win = BrowserWindow.getFocusedWindow();
  const options = { properties: ['openFile' as const], filters: openFilters(purpose) };
  const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
  return result.canceled ? null : (result.filePaths[0] ?? null);
}

export async function pickFolder(): Promise<string | null> {
  const win = BrowserWindow.getFocusedWindow();
  const options = { properties: ['openDirectory' as const] };
  const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
  return result.canceled ? null : (result.filePaths[0] ?? null);
}

export async function saveAs(defaultName: string, filters: FileFilter[]): Promise<string | null> {
  const win = BrowserWindow.getFocusedWindow();
  const options = { defaultPath: defaultName, filters: translated(filters) };
  const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
  return result.canceled ? null : (result.filePath ?? null);
}
