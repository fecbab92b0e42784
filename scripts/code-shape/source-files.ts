// Lists the TypeScript source files of the app's four folders. The import-circle walk and
// the size check both read the same files, so they share this one list.
import fs from 'node:fs';
import path from 'node:path';

/** The folders whose code the shape checks cover; test/ and scripts/ are left out. */
export const sourceFolders = ['main', 'server', 'shared', 'renderer'] as const;

const skippedFolders = new Set(['node_modules', 'dist', 'out']);
const sourceFile = /\.(ts|tsx|mts|cts)$/;

/** Every .ts/.tsx/.mts/.cts file (declaration files excluded) under `folders` of `root`, sorted. */
export function listSourceFiles(root: string, folders: readonly string[] = sourceFolders): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(full);
      } else if (entry.isFile() && sourceFile.test(entry.name) && !/\.d\.[mc]?ts$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (fs.existsSync(dir)) walk(dir);
  }
  return files.sort();
}

/** `file` relative to `root`, with forward slashes on every platform. */
export function relativePath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
