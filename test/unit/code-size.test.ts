// Proves the size check of scripts/code-shape/sizes.ts on planted files, then holds the real
// tree to the limits: no source file over 300 lines, no function over 80 (components too).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countLines, measureFunctions, measureTree } from '../../scripts/code-shape/sizes.js';
import { removeDir, tempDir } from '../support/temp-dir.js';

/** A function spanning exactly `lines` lines: its header, body statements and closing brace. */
function functionOf(name: string, lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  total += ${i};`);
  return [`export function ${name}(total: number): number {`, ...body.slice(0, -1), '  return total;', '}'].join('\n');
}

/** A React component written as an arrow, `lines` lines long. */
function componentOf(name: string, lines: number): string {
  const rows = Array.from({ length: lines - 4 }, (_, i) => `    <li>{${i}}</li>`);
  return [`export const ${name} = () => (`, '  <ul>', ...rows, '  </ul>', ');'].join('\n');
}

let root: string | undefined;
afterEach(() => removeDir(root));

function plant(files: Record<string, string>): string {
  root = tempDir('cb-sizes-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('the size check (planted files)', () => {
  it('counts lines as an editor does', () => {
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines('')).toBe(0);
  });

  it('flags an 81-line function and a 301-line file, and passes an 80-line function and a 300-line file', () => {
    const padding = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n');
    const tree = plant({
      'main/long.ts': `${functionOf('tooLong', 81)}\n`,
      'main/fits.ts': `${functionOf('fits', 80)}\n`,
      'server/big.ts': `${padding(301)}\n`,
      'server/full.ts': `${padding(300)}\n`,
    });
    const report = measureTree(tree);
    expect(report.tooLongFunctions).toEqual([{ where: 'main/long.ts:1 tooLong', lines: 81 }]);
    expect(report.tooLongFiles).toEqual([{ where: 'server/big.ts', lines: 301 }]);
    expect(report.functions).toContainEqual({ where: 'main/fits.ts:1 fits', lines: 80 });
  });

  it('measures arrows, methods, constructors, accessors and React components', () => {
    const text = [
      componentOf('List', 85),
      'export class Box {',
      '  constructor(private readonly n: number) {',
      '    this.n = n;',
      '  }',
      '  get size(): number {',
      '    return this.n;',
      '  }',
      '  grow(): number {',
      '    const step = function (): number {',
      '      return 1;',
      '    };',
      '    return this.n + step();',
      '  }',
      '}',
    ].join('\n');
    const names = measureFunctions('planted.tsx', text).map((m) => [m.where, m.lines]);
    expect(names).toEqual([
      ['planted.tsx:1 List', 85],
      ['planted.tsx:87 Box constructor', 3],
      ['planted.tsx:90 get size', 3],
      ['planted.tsx:93 grow', 6],
      ['planted.tsx:94 step', 3],
    ]);
  });
});

// Fails while the tree holds files or functions over the limits; its message lists them.
describe('the real tree', () => {
  it('has no source file over 300 lines and no function over 80 in main/, server/, shared/, renderer/', () => {
    const report = measureTree(process.cwd());
    const listing = [...report.tooLongFiles, ...report.tooLongFunctions].map((m) => `${m.lines} ${m.where}`);
    expect(listing).toEqual([]);
  });
});
