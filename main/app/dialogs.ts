// The OS dialogs the handlers ask for through AppContext deps.
import { BrowserWindow, dialog } from 'electron';
import type { FileFilter } from '../ipc/deps.js';

const SPREADSHEETS: FileFilter[] = [{ name: 'Spreadsheets', extensions: ['csv', 'xlsx', 'txt', 'tsv'] }];
const MAPPINGS: FileFilter[] = [{ name: 'Mapping', extensions: ['json'] }];

export async function pickFile(purpose: 'spreadsheet' | 'mapping'): Promise<string | null> {
  const win = BrowserWindow.getFocusedWindow();
  const options = { properties: ['openFile' as const], filters: purpose === 'mapping' ? MAPPINGS : SPREADSHEETS };
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
  const options = { defaultPath: defaultName, filters };
  const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
  return result.canceled ? null : (result.filePath ?? null);
}
