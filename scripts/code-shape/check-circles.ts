// `npm run check:circles`: lists the import circles of main/, server/, shared/ and renderer/
// and exits 1 if there is any. The walk itself is in import-graph.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circlesIn } from './import-graph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const circles = circlesIn(root);
if (circles.length === 0) {
  console.log('check:circles: no import circles in main/, server/, shared/, renderer/.');
} else {
  console.log(`check:circles: ${circles.length} import circle(s); break each (move the shared part down a layer):`);
  for (const circle of circles) {
    console.log(`\n${circle.files.length} files, e.g. ${circle.ring.join(' -> ')}`);
    for (const file of circle.files) console.log(`  ${file}`);
  }
  process.exitCode = 1;
}
