// Whole-file writes for the small files the app and the CLI replace (write-whole.ts).
export { writeWhole, writeWholeSync, type WholeFileOptions } from './write-whole.js';
