// ESLint rule: a barrel (a folder's index.ts) lists what it exports by name. `export * from`
// hides a module's surface (a reader cannot see it in the index), lets an internal helper
// leak out by being exported from any file, and lets two files' exports clash unseen.
// `export * as name from` and `export type * from` are refused too: they pass on a whole
// file just the same. eslint.config.js applies it to main/, server/ and shared/ index files.
import path from 'node:path';

const barrelNames = new Set(['index.ts', 'index.tsx', 'index.mts']);

const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A barrel (index.ts) re-exports by explicit name lists, never with `export * from`.' },
    schema: [],
    messages: {
      star: "A barrel lists its exports by name: replace the `export *` of '{{source}}' with `export { … } from '{{source}}'` (and `export type { … }` for types).",
    },
  },
  create(context) {
    if (!barrelNames.has(path.basename(context.filename))) return {};
    return {
      ExportAllDeclaration: (node) =>
        context.report({ node, messageId: 'star', data: { source: String(node.source.value) } }),
    };
  },
};

export default rule;
