// `npm run check:modules`: every import between main/ modules must be one that
// module-rules.ts allows, and inside main/jobs no arrow may run back up its floors
// (jobs-floors.ts). Exits 1 naming each other import and a file that makes it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobsArrows } from './jobs-floors.js';
import { moduleViolations } from './module-graph.js';
import { allowedImports } from './module-rules.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const violations = moduleViolations(root, allowedImports);
if (violations.length === 0) {
  console.log('check:modules: every import between main/ modules is one module-rules.ts allows.');
} else {
  console.log(
    `check:modules: ${violations.length} import(s) between main/ modules that module-rules.ts does not allow:`,
  );
  for (const v of violations) console.log(`  ${v.from} -> ${v.to}  (e.g. ${v.example})`);
  console.log(
    'Move the code to a module that may import it, or add the arrow to module-rules.ts and docs/architecture.md.',
  );
  process.exitCode = 1;
}

const arrows = jobsArrows(root);
const wrong = arrows.filter((arrow) => arrow.direction !== 'down');
console.log(`check:modules: ${arrows.length} arrows between the rooms of main/jobs, ${wrong.length} back up:`);
for (const a of arrows) {
  const mark = a.direction === 'down' ? '  ' : a.direction === 'up' ? 'UP' : '??';
  console.log(`  ${mark} ${a.from} -> ${a.to}  (${a.imports} import${a.imports === 1 ? '' : 's'})`);
}
if (wrong.length > 0) {
  for (const a of wrong) {
    const why = a.direction === 'up' ? 'runs back up' : 'names a room on no floor';
    console.log(`${a.from} -> ${a.to} ${why} (e.g. ${a.example}).`);
  }
  console.log(
    'Move the shared part down to the floor both can import, or place a new room in JOBS_FLOORS (scripts/code-shape/jobs-floors.ts).',
  );
  process.exitCode = 1;
}
