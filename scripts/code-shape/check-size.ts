// `npm run check:size`: prints the ten largest source files and functions of main/, server/,
// shared/ and renderer/, and exits 1 listing every one over the limits of sizes.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { maxFileLines, maxFunctionLines, measureTree, type Measured } from './sizes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const report = measureTree(root);
const show = (items: Measured[]): void => {
  for (const item of items) console.log(`  ${String(item.lines).padStart(5)}  ${item.where}`);
};

console.log('Largest files (lines):');
show(report.files.slice(0, 10));
console.log('Largest functions (lines):');
show(report.functions.slice(0, 10));

if (report.tooLongFiles.length > 0) {
  console.log(`\n${report.tooLongFiles.length} file(s) over ${maxFileLines} lines:`);
  show(report.tooLongFiles);
}
if (report.tooLongFunctions.length > 0) {
  console.log(`\n${report.tooLongFunctions.length} function(s) over ${maxFunctionLines} lines:`);
  show(report.tooLongFunctions);
}
if (report.tooLongFiles.length > 0 || report.tooLongFunctions.length > 0) {
  console.log('\ncheck:size: split them (one job per file, one step per function).');
  process.exitCode = 1;
} else {
  console.log(`\ncheck:size: every file within ${maxFileLines} lines, every function within ${maxFunctionLines}.`);
}
