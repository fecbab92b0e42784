// The import graph of the app's TypeScript and its circles. A circle (files that import each
// other, directly or round a ring) makes load order matter and keeps a module from being
// understood alone. Used by `npm run check:circles` and test/unit/import-circles.test.ts.
//
// Edges come from TypeScript's own pre-processor (ts.preProcessFile), which sees `import`,
// `import type`, `export ... from`, dynamic `import('...')` and `require('...')`. Only
// relative specifiers are followed; packages are not part of the graph.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { listSourceFiles, relativePath, sourceFolders } from './source-files.js';

/** File → the files it imports (absolute paths, only files of the graph). */
export type ImportGraph = Map<string, string[]>;

const isFile = (candidate: string): boolean => {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
};

/** Candidate source files for a specifier's path, in the order NodeNext + the bundler try them. */
function candidatesFor(target: string): string[] {
  const ext = path.extname(target);
  const stem = target.slice(0, target.length - ext.length);
  const byExtension: Record<string, string[]> = {
    '.js': [`${stem}.ts`, `${stem}.tsx`, target],
    '.jsx': [`${stem}.tsx`, target],
    '.mjs': [`${stem}.mts`, target],
    '.cjs': [`${stem}.cts`, target],
  };
  const asFolder = ['index.ts', 'index.tsx', 'index.mts'].map((name) => path.join(target, name));
  return [...(byExtension[ext] ?? [target, `${target}.ts`, `${target}.tsx`]), ...asFolder];
}

/** The file a relative `specifier` in `importer` names, or null for a package or a missing file. */
export function resolveImport(importer: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') {
    return null;
  }
  const target = path.resolve(path.dirname(importer), specifier);
  return candidatesFor(target).find(isFile) ?? null;
}

/** The specifiers a file imports, type-only and dynamic ones included. */
export function importSpecifiers(fileName: string, text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((ref) => ref.fileName);
}

/** The import graph of `files` (absolute paths): edges only between files of the list. */
export function buildImportGraph(files: readonly string[]): ImportGraph {
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (target !== null && known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * Tarjan's strongly connected components with more than one file, or one file importing
 * itself: each is a circle. Iterative, so a long import chain cannot overflow the stack.
 */
export function findCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;

  const visit = (start: string): void => {
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = component.length === 1 && edges.includes(frame.node);
      if (component.length > 1 || selfImport) circles.push(component.sort());
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** One shortest ring through `circle[0]` inside the circle, ending where it starts: a readable example. */
export function exampleRing(graph: ImportGraph, circle: readonly string[]): string[] {
  const members = new Set(circle);
  const start = circle[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const between: string[] = [];
        for (let step: string | undefined = node; step !== undefined && step !== start; step = cameFrom.get(step)) {
          between.unshift(step);
        }
        return [start, ...between, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** A circle found in a tree, as paths relative to its root. */
export interface CircleReport {
  files: string[];
  ring: string[];
}

/** The import circles of `root`'s source folders, with paths relative to `root`. */
export function circlesIn(root: string, folders: readonly string[] = sourceFolders): CircleReport[] {
  const graph = buildImportGraph(listSourceFiles(root, folders));
  return findCircles(graph).map((circle) => ({
    files: circle.map((file) => relativePath(root, file)),
    ring: exampleRing(graph, circle).map((file) => relativePath(root, file)),
  }));
}
