// The table of who may import whom inside main/ (scripts/code-shape/module-rules.ts): the
// real tree keeps it, a planted import against it fails the check, and docs/architecture.md
// draws exactly the table's arrows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleViolations } from '../../../scripts/code-shape/module-graph.js';
import { allowedImports } from '../../../scripts/code-shape/module-rules.js';
import { markdownSection } from '../../../scripts/code-shape/doc-layout.js';

const root = path.resolve(__dirname, '../../..');

/** The arrows between main/ modules that the first mermaid chart of a section draws. */
function drawnArrows(section: string): Set<string> {
  const chart = /```mermaid\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const modules = new Map<string, string>();
  for (const node of chart.matchAll(/^\s*(\w+)\["([\w-]+)\/[^"]*"\]/gm)) {
    modules.set(node[1]!, node[2] === 'server' ? 'server' : `main/${node[2]}`);
  }
  const arrows = new Set<string>();
  for (const line of chart.matchAll(/^\s*(\w+)\s+-\.?->(?:\|[^|]*\|)?\s+(.+)$/gm)) {
    const from = modules.get(line[1]!);
    if (!from?.startsWith('main/')) continue;
    for (const id of line[2]!.split('&').map((word) => word.trim())) {
      const to = modules.get(id);
      if (to !== undefined) arrows.add(`${from} -> ${to}`);
    }
  }
  return arrows;
}

const tableArrows = (table: Readonly<Record<string, readonly string[]>>): Set<string> =>
  new Set(Object.entries(table).flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}`)));

describe('who may import whom inside main/', () => {
  const planted: string[] = [];
  afterEach(() => {
    for (const dir of planted.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the tree imports only what the table allows', () => {
    expect(moduleViolations(root, allowedImports)).toEqual([]);
  });

  it('a planted main/api -> main/jobs import fails the check, naming the file', () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'modules-'));
    planted.push(tree);
    fs.mkdirSync(path.join(tree, 'main/api'), { recursive: true });
    fs.mkdirSync(path.join(tree, 'main/jobs'), { recursive: true });
    fs.writeFileSync(path.join(tree, 'main/jobs/index.ts'), 'export const job = 1;\n');
    fs.writeFileSync(
      path.join(tree, 'main/api/index.ts'),
      "import { job } from '../jobs/index.js';\nexport const x = job;\n",
    );
    expect(moduleViolations(tree, allowedImports)).toEqual([
      { from: 'main/api', to: 'main/jobs', example: 'main/api/index.ts imports main/jobs/index.ts' },
    ]);
  });

  it('docs/architecture.md draws every arrow of the table and no other', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const section = markdownSection(doc, 'The folders and who may import whom');
    expect(section).not.toBeNull();
    expect([...drawnArrows(section!)].sort()).toEqual([...tableArrows(allowedImports)].sort());
  });

  it('the docs comparison notices an arrow the doc leaves out', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const section = markdownSection(doc, 'The folders and who may import whom')!;
    const trimmed = section.replace(/^(\s*api --> .*?) & net$/m, '$1');
    expect(trimmed).not.toBe(section);
    expect(drawnArrows(trimmed).has('main/api -> main/net')).toBe(false);
    expect(drawnArrows(section).has('main/api -> main/net')).toBe(true);
  });
});
