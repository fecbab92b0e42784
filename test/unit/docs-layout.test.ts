// Holds the docs' map of the code to the tree: every folder README.md's "Layout" names exists,
// and every folder of main/ and server/ is named there. Without README's section it reads the
// root-relative paths of docs/module-contracts.md and the text picture of docs/architecture.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fencedLines, readmeLayoutPaths, rootRelativePaths, treeFolders } from '../../scripts/code-shape/doc-layout.js';

function documentedPaths(): string[] {
  const fromReadme = readmeLayoutPaths(readFileSync('README.md', 'utf8'));
  if (fromReadme !== null) return fromReadme;
  const contracts = readFileSync('docs/module-contracts.md', 'utf8');
  const picture = fencedLines(readFileSync('docs/architecture.md', 'utf8')).join('\n');
  return [...new Set([...rootRelativePaths(contracts), ...rootRelativePaths(picture)])].sort();
}

describe('reading a layout tree', () => {
  it('nests folders by indent, reads sub-folders on a line and paths in prose', () => {
    const tree = [
      'main/       the main process',
      '  jobs/       engines: see server/index.ts',
      '    plan/       planning',
      '  connections/ the model, spread',
      '              over two lines/ of text',
      'test/       support/ (helpers) unit/ e2e/',
      'docs/       architecture.md',
    ];
    expect(treeFolders(tree)).toEqual([
      'main/',
      'main/jobs/',
      'main/jobs/plan/',
      'main/connections/',
      'test/',
      'test/support/',
      'test/unit/',
      'test/e2e/',
      'docs/',
    ]);
    expect(rootRelativePaths('enforced by `test/unit/layering.test.ts`; main/ starts server/index.ts.')).toEqual([
      'test/unit/layering.test.ts',
      'main/',
      'server/index.ts',
    ]);
    const readme = `# X\n\n## Layout\n\n\`\`\`\n${tree.join('\n')}\n\`\`\`\n\n## Next\n\nmain/other/\n`;
    expect(readmeLayoutPaths(readme)).not.toContain('main/other/');
    expect(readmeLayoutPaths('# X\n')).toBeNull();
  });
});

// Both fail while the docs and the tree disagree; the message lists the paths.
describe('the real docs', () => {
  it('name only folders and files that exist', () => {
    const named = documentedPaths();
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('name every top-level folder of main/ and server/', () => {
    const named = new Set(documentedPaths().map((path) => (path.endsWith('/') ? path : `${path}/`)));
    const folders = ['main', 'server'].flatMap((top) =>
      readdirSync(top, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${top}/${entry.name}/`),
    );
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });
});
