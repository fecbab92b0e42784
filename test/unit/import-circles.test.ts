// Proves the import-circle walk of scripts/code-shape/import-graph.ts on planted trees, then
// holds the real tree to it: main/, server/, shared/ and renderer/ import in one direction only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { circlesIn } from '../../scripts/code-shape/import-graph.js';
import { tempDir, removeDir } from '../support/temp-dir.js';

let root: string | undefined;
afterEach(() => removeDir(root));

/** A planted tree: file path (relative to the root) → its text. */
function plant(files: Record<string, string>): string {
  root = tempDir('cb-circles-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('the import-circle walk (planted trees)', () => {
  it('reports a ring of three files, one edge type-only, another through a folder index', () => {
    const tree = plant({
      'main/a.ts': "import { b } from './b/index.js';\nexport const a = b;\n",
      'main/b/index.ts': "export { b } from './b.js';\n",
      'main/b/b.ts': "import type { C } from '../c.js';\nexport const b: C = 1;\n",
      'main/c.ts': "export type C = number;\nexport const load = () => import('./a.js');\n",
      'main/outside.ts': "import { a } from './a.js';\nexport const x = a;\n",
    });
    expect(circlesIn(tree, ['main'])).toEqual([
      {
        files: ['main/a.ts', 'main/b/b.ts', 'main/b/index.ts', 'main/c.ts'],
        ring: ['main/a.ts', 'main/b/index.ts', 'main/b/b.ts', 'main/c.ts', 'main/a.ts'],
      },
    ]);
  });

  it('follows a type-only edge across folders and a .tsx file', () => {
    const tree = plant({
      'renderer/View.tsx': "import type { Props } from '../shared/props.js';\nexport const View = (p: Props) => p;\n",
      'shared/props.ts': "import type { View } from '../renderer/View.js';\nexport type Props = { v?: typeof View };\n",
    });
    expect(circlesIn(tree, ['shared', 'renderer']).map((circle) => circle.files)).toEqual([
      ['renderer/View.tsx', 'shared/props.ts'],
    ]);
  });

  it('reports none for a tree without a circle (shared leaves, packages ignored)', () => {
    const tree = plant({
      'main/a.ts':
        "import { b } from './b.js';\nimport { c } from './c.js';\nimport fs from 'node:fs';\nexport const a = [b, c, fs];\n",
      'main/b.ts': "import { c } from './c.js';\nexport const b = c;\n",
      'main/c.ts': "export const c = 1;\nexport const later = () => import('zod');\n",
    });
    expect(circlesIn(tree, ['main'])).toEqual([]);
  });
});

// Fails while the tree still has circles: its message lists each circle with one example ring.
describe('the real tree', () => {
  it('has no import circle in main/, server/, shared/ or renderer/', () => {
    const circles = circlesIn(process.cwd());
    // One line per circle (its size and one ring through it) keeps the failure readable.
    const listing = circles.map((c) => `${c.files.length} files, e.g. ${c.ring.join(' -> ')}`);
    expect(listing).toEqual([]);
  });
});
