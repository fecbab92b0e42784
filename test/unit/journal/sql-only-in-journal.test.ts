// SQL lives only in main/journal/ (the job store) and server/storage/ (the sandbox's
// store), as issue 12 asks: every other file of main/, renderer/, shared/ and server/ goes
// through their typed functions. This scans the sources for what SQL looks like there: the
// connection's own calls (prepare/exec with a SQL string, pragma, transaction), SQL
// statements in strings, and the better-sqlite3 package itself.
// The checker is proven on planted files (it must report them) and on look-alikes that are
// not SQL (regex .exec, an options.prepare callback, the word "select" in a message).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SCANNED = ['main', 'renderer', 'shared', 'server'];
const ALLOWED = ['main/journal/', 'server/storage/'];

const PATTERNS: [string, RegExp][] = [
  ['better-sqlite3 import', /(?:from\s+|require\(\s*|import\(\s*)['"]better-sqlite3['"]/],
  ['db.prepare with SQL', /\.prepare\s*\(\s*[`'"]/],
  ['db.exec with SQL', /\.exec\s*\(\s*[`'"]/],
  ['db.pragma', /\.pragma\s*\(/],
  ['db.transaction', /\.transaction\s*\(/],
  ['SELECT ... FROM', /\bSELECT\b[^;]{0,300}?\bFROM\b/],
  ['INSERT INTO', /\bINSERT\s+(?:OR\s+[A-Z]+\s+)?INTO\b/],
  ['UPDATE ... SET', /\bUPDATE\s+\w+\s+SET\b/],
  ['DELETE FROM', /\bDELETE\s+FROM\b/],
  ['DDL', /\b(?:CREATE|DROP|ALTER)\s+(?:TABLE|(?:UNIQUE\s+)?INDEX|VIEW|TRIGGER)\b/],
  ['PRAGMA', /\bPRAGMA\s+\w+/],
];

/** Comment lines say why, and may name SQL; only code counts. */
function codeOf(text: string): string {
  return text
    .split('\n')
    .map((line) => (/^\s*(?:\/\/|\*|\/\*)/.test(line) ? '' : line)) // blank, so line numbers stay right
    .join('\n');
}

/** What looks like SQL in one source file, as "path:line: kind" (nothing in the two stores' folders). */
function sqlFindings(path: string, text: string): string[] {
  if (ALLOWED.some((folder) => path.startsWith(folder))) return [];
  const code = codeOf(text);
  const out: string[] = [];
  for (const [kind, re] of PATTERNS) {
    const global = new RegExp(re.source, 'g');
    for (const m of code.matchAll(global)) {
      const line = code.slice(0, m.index).split('\n').length;
      out.push(`${path}:${line}: ${kind}: ${m[0].slice(0, 60)}`);
    }
  }
  return out;
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'dist') out.push(...sources(path));
    } else if (/\.(?:ts|tsx|mts|mjs)$/.test(e.name)) out.push(path);
  }
  return out;
}

describe('SQL only in main/journal/ and server/storage/', () => {
  it('finds none anywhere else in main/, renderer/, shared/ and server/', () => {
    const files = SCANNED.flatMap(sources);
    expect(files.length).toBeGreaterThan(100); // the scan saw the sources, not an empty folder
    expect(files).toContain('main/jobs/run/run-job.ts');
    expect(files).toContain('server/v1/listing.ts');
    expect(files).toContain('server/oauth/token-route.ts');
    const findings = files.flatMap((f) => sqlFindings(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(findings).toEqual([]);
  });

  it('reports planted SQL of every kind outside the journal', () => {
    const planted = [
      "import Database from 'better-sqlite3';",
      "const n = journal.db.prepare('SELECT count(*) FROM rows').pluck().get();",
      'db.exec(`DELETE FROM rows WHERE state = ?`);',
      "db.pragma('journal_mode = WAL');",
      'db.transaction(() => undefined)();',
      "const q = `UPDATE rows SET state = 'failed' WHERE state = 'sent'`;",
      '// a comment line is not code',
      "const i = 'INSERT OR REPLACE INTO app_run (id) VALUES (1)';",
      "const t = 'CREATE TABLE IF NOT EXISTS review_cells (idx INTEGER)';",
    ].join('\n');
    const findings = sqlFindings('main/review/planted.ts', planted);
    expect(findings.map((f) => f.split(': ')[1])).toEqual([
      'better-sqlite3 import',
      'db.prepare with SQL',
      'db.exec with SQL',
      'db.pragma',
      'db.transaction',
      'SELECT ... FROM',
      'INSERT INTO',
      'UPDATE ... SET',
      'DELETE FROM',
      'DDL',
    ]);
    expect(findings[0]).toBe("main/review/planted.ts:1: better-sqlite3 import: from 'better-sqlite3'");
    expect(findings.find((f) => f.includes('INSERT INTO'))).toMatch(/^main\/review\/planted\.ts:8: /);
    // The same text is allowed inside the two stores' folders, and nowhere else in server/.
    expect(sqlFindings('main/journal/planted.ts', planted)).toEqual([]);
    expect(sqlFindings('server/storage/planted.ts', planted)).toEqual([]);
    expect(sqlFindings('server/v1/planted.ts', planted)).toHaveLength(10);
    expect(sqlFindings('renderer/src/planted.tsx', "db.exec('DROP TABLE rows')")).toEqual([
      "renderer/src/planted.tsx:1: db.exec with SQL: .exec('",
      'renderer/src/planted.tsx:1: DDL: DROP TABLE',
    ]);
  });

  it('leaves alone what only looks like SQL', () => {
    const lookalikes = [
      'const m = /^(\\d+)$/.exec(text);',
      'const built = opts.prepare ? opts.prepare(cost) : undefined;',
      "if (el.tagName === 'SELECT') return;",
      "const msg = 'Select a sheet from the list';",
      '// SELECT * FROM rows is how the journal reads them',
    ].join('\n');
    expect(sqlFindings('main/api/planted.ts', lookalikes)).toEqual([]);
  });
});
