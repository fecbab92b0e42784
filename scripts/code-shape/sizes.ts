// Measures source files and functions against the project's size limits (CONTRIBUTING.md: no
// source file over 300 lines, no function over 80, React components included). Used by
// `npm run check:size` and by test/unit/code-size.test.ts.
import fs from 'node:fs';
import ts from 'typescript';
import { listSourceFiles, relativePath, sourceFolders } from './source-files.js';

export const maxFileLines = 300;
export const maxFunctionLines = 80;

/** A measured file or function: where it is and how many lines it spans. */
export interface Measured {
  /** 'path' for a file, 'path:line name' for a function; paths relative to the root. */
  where: string;
  lines: number;
}

export interface SizeReport {
  files: Measured[];
  functions: Measured[];
  tooLongFiles: Measured[];
  tooLongFunctions: Measured[];
}

/** Lines of a text as an editor counts them: a final newline does not start another line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

type FunctionLike =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.ArrowFunction
  | ts.FunctionExpression
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** A readable name: its own, else what holds it (a variable, a property, a call's argument). */
function functionName(node: FunctionLike, file: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) {
    const owner = ts.isClassLike(node.parent) && node.parent.name ? node.parent.name.text : 'class';
    return `${owner} constructor`;
  }
  const prefix = ts.isGetAccessorDeclaration(node) ? 'get ' : ts.isSetAccessorDeclaration(node) ? 'set ' : '';
  if (node.name) return prefix + node.name.getText(file);
  const holder = node.parent;
  if (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder) || ts.isPropertyDeclaration(holder)) {
    return holder.name.getText(file);
  }
  if (ts.isExportAssignment(holder)) return 'default export';
  if (ts.isCallExpression(holder) || ts.isNewExpression(holder)) {
    const callee = holder.expression;
    // A chained call (`new Command(...).description(...).action(fn)`) is named by its last link.
    const shown = ts.isPropertyAccessExpression(callee) ? `….${callee.name.text}` : callee.getText(file);
    return `<callback of ${shown.replace(/\s+/g, ' ').slice(0, 40)}>`;
  }
  return '<anonymous>';
}

/** Every function-like node of one file with its line span (nested functions counted on their own too). */
export function measureFunctions(fileName: string, text: string, shownAs = fileName): Measured[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: Measured[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionLike(node) && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ where: `${shownAs}:${first + 1} ${functionName(node, file)}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const largestFirst = (a: Measured, b: Measured): number => b.lines - a.lines || a.where.localeCompare(b.where);

/** Measures every source file of `root`'s folders and picks out those over the limits. */
export function measureTree(root: string, folders: readonly string[] = sourceFolders): SizeReport {
  const files: Measured[] = [];
  const functions: Measured[] = [];
  for (const fileName of listSourceFiles(root, folders)) {
    const text = fs.readFileSync(fileName, 'utf8');
    const shownAs = relativePath(root, fileName);
    files.push({ where: shownAs, lines: countLines(text) });
    functions.push(...measureFunctions(fileName, text, shownAs));
  }
  files.sort(largestFirst);
  functions.sort(largestFirst);
  return {
    files,
    functions,
    tooLongFiles: files.filter((f) => f.lines > maxFileLines),
    tooLongFunctions: functions.filter((f) => f.lines > maxFunctionLines),
  };
}
