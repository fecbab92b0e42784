// The files the app and the CLI own: where the data folder is (app-home.ts) and whole-file
// writes for the small files they replace (write-whole.ts).
export { appDir, appHome } from './app-home.js';
export { writeWhole, writeWholeSync, type WholeFileOptions } from './write-whole.js';
