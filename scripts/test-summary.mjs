// Prints one plain closing line, "tests: N passed, N failed, N skipped", from vitest's JSON
// report, so a CI reader that does not know vitest's own summary can still count the run.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`test-summary: cannot read ${file}: ${error.message}`);
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// A file that fails before any test runs (an import error) counts as one failure.
const brokenFiles = (report.testResults ?? []).filter(
  (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
).length;
const failed = (report.numFailedTests ?? 0) + brokenFiles;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
