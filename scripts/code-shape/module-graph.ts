// The import graph of main/ folded to modules (main/<folder>), and the pairs it has that
// module-rules.ts does not allow. Built on the same file graph as check:circles.
import { buildImportGraph } from './import-graph.js';
import { listSourceFiles, relativePath } from './source-files.js';

/** The module a root-relative file belongs to: `main/<folder>`, or the top folder (`shared`, `server`). */
export function moduleOf(relative: string): string {
  const parts = relative.split('/');
  if (parts[0] === 'main') return parts.length > 2 ? `main/${parts[1]}` : 'main';
  return parts[0]!;
}

/** Every importing main/ module -> the other modules it imports (shared/ left out: open to all). */
export function modulePairs(root: string): Map<string, Set<string>> {
  const graph = buildImportGraph(listSourceFiles(root, ['main', 'server', 'shared']));
  const pairs = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(relativePath(root, file));
    if (!from.startsWith('main')) continue;
    for (const target of targets) {
      const to = moduleOf(relativePath(root, target));
      if (to === from || to === 'shared') continue;
      if (!pairs.has(from)) pairs.set(from, new Set());
      pairs.get(from)!.add(to);
    }
  }
  return pairs;
}

/** One import the table does not allow, with a file that makes it. */
export interface ModuleViolation {
  from: string;
  to: string;
  example: string;
}

/** The pairs of `root`'s main/ that `allowed` does not list (an unlisted module allows nothing). */
export function moduleViolations(
  root: string,
  allowed: Readonly<Record<string, readonly string[]>>,
): ModuleViolation[] {
  const graph = buildImportGraph(listSourceFiles(root, ['main', 'server', 'shared']));
  const found = new Map<string, ModuleViolation>();
  for (const [file, targets] of graph) {
    const fromFile = relativePath(root, file);
    const from = moduleOf(fromFile);
    if (!from.startsWith('main')) continue;
    for (const target of targets) {
      const to = moduleOf(relativePath(root, target));
      if (to === from || to === 'shared' || (allowed[from] ?? []).includes(to)) continue;
      const key = `${from} -> ${to}`;
      if (!found.has(key)) found.set(key, { from, to, example: `${fromFile} imports ${relativePath(root, target)}` });
    }
  }
  return [...found.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}
