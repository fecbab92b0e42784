// `npm run check:modules`: every import between main/ modules must be one that
// module-rules.ts allows. Exits 1 naming each other import and a file that makes it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
