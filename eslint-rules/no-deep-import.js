// ESLint rule in the spirit of VS Code's no-deep-import-of-internal: a folder that has an
// index.ts is a module, and its index.ts (the barrel) is the only way in from outside it.
// Files inside the folder import each other directly; nested folders with their own
// index.ts apply the same rule at their level.
//
// For a relative import, walk the target's path downwards from the deepest folder that also
// holds the importing file. The first folder on that walk with an index file is the module
// the import enters; the import must name that folder's index itself. Only index.ts (or
// index.tsx/index.mts) is a barrel: a second, narrower entry such as index.light.ts is not a
// way in, so a module has one public surface. A module too heavy for some caller is split into
// two folders instead.
import fs from 'node:fs';
import path from 'node:path';

const barrelNames = ['index.ts', 'index.tsx', 'index.mts'];
const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

/** Caches which folders hold a barrel; one lint run asks the same folders many times. */
const barrelCache = new Map();
function barrelOf(folder) {
  if (!barrelCache.has(folder)) {
    barrelCache.set(folder, barrelNames.find((name) => fs.existsSync(path.join(folder, name))) ?? null);
  }
  return barrelCache.get(folder);
}

function isDirectory(target) {
  try {
    return fs.statSync(target).isDirectory();
  } catch {
    return false;
  }
}

/** The absolute path of the imported file without extension ('…/index' for a folder import). */
function resolveTarget(importerDir, specifier) {
  const absolute = path.resolve(importerDir, specifier);
  if (isDirectory(absolute)) return path.join(absolute, 'index');
  const ext = path.extname(absolute);
  return sourceExtensions.includes(ext) ? absolute.slice(0, -ext.length) : absolute;
}

/** The folder's own index (the target's extension already stripped). */
function isBarrel(folder, target) {
  return path.dirname(target) === folder && path.basename(target) === 'index';
}

function isInside(folder, file) {
  const rel = path.relative(folder, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** The barrel folder an import from `importer` to `specifier` must go through, or null if it is fine. */
export function requiredBarrel(importer, specifier) {
  const importerDir = path.dirname(importer);
  const target = resolveTarget(importerDir, specifier);
  // Folders of the target below the deepest folder shared with the importer, outermost first.
  const folders = [];
  for (let folder = path.dirname(target); !isInside(folder, importer); folder = path.dirname(folder)) {
    if (folder === path.dirname(folder)) return null; // reached the file-system root
    folders.unshift(folder);
  }
  for (const folder of folders) {
    if (barrelOf(folder) === null) continue;
    return isBarrel(folder, target) ? null : folder;
  }
  return null;
}

function toSpecifier(fromDir, folder) {
  const rel = path.relative(fromDir, path.join(folder, 'index.js')).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: "Imports from outside a folder with an index.ts go through that index.ts (the folder's barrel).",
    },
    schema: [],
    messages: {
      deep: "'{{specifier}}' reaches past the barrel of {{folder}}/; import from '{{barrel}}' instead (export it there if it is missing).",
    },
  },
  create(context) {
    const importer = context.filename;
    const cwd = context.cwd;
    function check(sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const specifier = sourceNode.value;
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const folder = requiredBarrel(importer, specifier);
      if (folder === null) return;
      context.report({
        node: sourceNode,
        messageId: 'deep',
        data: {
          specifier,
          folder: path.relative(cwd, folder).split(path.sep).join('/'),
          barrel: toSpecifier(path.dirname(importer), folder),
        },
      });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default rule;
