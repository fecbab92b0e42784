// ESLint flat config. Besides the usual TypeScript rules it enforces the layering of
// architecture.md: which top-level folder may import what. test/unit/layering.test.ts
// proves each rule catches a planted violation.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import local from './eslint-rules/index.js';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

// Packages that only work under Node: shared/ and renderer/ may not use them.
const nodeOnlyPackages = [
  'better-sqlite3',
  'undici',
  'fastify',
  '@fastify/formbody',
  '@napi-rs/keyring',
  'yauzl',
  'exceljs',
  'iconv-lite',
  'commander',
];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Builds the layering rules for one folder from forbidden package names and path regexes:
 * no-restricted-imports for static imports and exports, and no-restricted-syntax for
 * dynamic import() and require(), which no-restricted-imports does not see.
 */
function restrict({ packages = [], regexes = [], message }) {
  const all = [...new Set([...packages.map((name) => `^${escapeRegex(name)}(/|$)`), ...regexes])];
  // One alternation per selector; esquery's regex literals cannot hold '/', so it is \x2F.
  const combined = all
    .map((regex) => `(?:${regex})`)
    .join('|')
    .replace(/\\?\//g, '\\x2F');
  const dynamic = [
    { selector: `ImportExpression[source.value=/${combined}/]`, message },
    { selector: `CallExpression[callee.name='require'][arguments.0.value=/${combined}/]`, message },
  ];
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: packages.map((name) => ({ name, message })),
        patterns: regexes.map((regex) => ({ regex, message })),
      },
    ],
    'no-restricted-syntax': ['error', ...dynamic],
  };
}

const electronMessage =
  'Only main/app/ may import electron (or electron-updater); keep the rest runnable under plain Node.';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', 'release/**', 'test-results/**', 'coverage/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  // Issue 25: a regex that backtracks super-linearly lets one long cell stall an import (a
  // 1 MiB run of digits took minutes). Every regex of the product is checked, the cell and
  // number paths included; test/unit/resources/coerce-cell-time.test.ts times them too.
  {
    files: ['{main,server,shared,renderer}/**/*.{ts,mts,tsx,js,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A folder with an index.ts is entered only through it (eslint-rules/no-deep-import.js).
    // test/ is exempt: unit tests test a module's internals and import them directly.
    files: ['{main,server,shared,renderer}/**/*.{ts,mts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/no-deep-import': 'error' },
  },
  {
    // A barrel names what it exports (eslint-rules/no-export-star-in-barrel.js).
    files: ['{main,server,shared}/**/index.{ts,tsx,mts}'],
    plugins: { local },
    rules: { 'local/no-export-star-in-barrel': 'error' },
  },
  {
    // Type-aware promise rules: a promise nobody awaits loses its error (an unhandled
    // rejection ends the CLI and the app's main process). The project service finds each
    // file's own tsconfig.json (renderer/ and shared/ have theirs). test/ is left out to keep
    // lint time down; a test's floating promise fails the test that owns it anyway.
    files: ['{main,server,shared,renderer}/**/*.{ts,mts,tsx}'],
    ignores: ['renderer/vite.config.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The React hooks rules, with the React Compiler's checks of v7 (refs, purity, ...).
    // renderer/src/hooks.ts holds custom hooks too, so .ts files are included.
    files: ['renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a stale-closure bug, not a style point.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shared/**/*.{ts,mts,tsx,js,mjs}'],
    rules: {
      ...restrict({
        packages: [...nodeBuiltins, 'electron', ...nodeOnlyPackages],
        regexes: ['^(\\.\\./)+(main|renderer|server|test)(/|$)', '^electron(/|$)', '^node:'],
        message: 'shared/ imports nothing from main/, renderer/, server/, no Node built-in and no electron.',
      }),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/vite.config.ts'],
    rules: {
      ...restrict({
        packages: [...nodeBuiltins, 'electron', ...nodeOnlyPackages],
        regexes: ['^(\\.\\./)+(main|server|test)(/|$)', '^electron(/|$)', '^node:'],
        message:
          'renderer/ imports only shared/ (and browser packages); it reaches main only through the preload bridge.',
      }),
    },
  },
  {
    files: ['main/**/*.{ts,mts,tsx,js,mjs}'],
    ignores: ['main/app/**'],
    rules: {
      ...restrict({
        packages: ['electron', 'electron-updater'],
        regexes: ['^electron(-updater)?(/|$)', '^(\\.\\./)+renderer(/|$)', '^(\\.\\./)+server/(?!index\\.js$)'],
        message: `${electronMessage} main/ may start the sandbox only through server/index.js, and never imports renderer/.`,
      }),
    },
  },
  {
    files: ['main/app/**/*.{ts,mts,tsx,js,mjs}'],
    rules: {
      ...restrict({
        regexes: ['^(\\.\\./)+renderer(/|$)', '^(\\.\\./)+server/(?!index\\.js$)'],
        message: 'main/ may start the sandbox only through server/index.js, and never imports renderer/.',
      }),
    },
  },
  {
    files: ['server/**/*.{ts,mts,js,mjs}'],
    rules: {
      ...restrict({
        packages: ['electron'],
        regexes: ['^electron(/|$)', '^(\\.\\./)+(main|renderer)(/|$)'],
        message: 'server/ (the sandbox) imports only shared/; it never reaches into main/ or renderer/, nor electron.',
      }),
    },
  },
);
