// ESLint flat config. Besides the usual TypeScript rules it enforces the layering of
// architecture.md: which top-level folder may import what. test/unit/layering.test.ts
// proves each rule catches a planted violation.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/** Builds a no-restricted-imports rule from forbidden package names and path regexes. */
function restrict({ packages = [], regexes = [], message }) {
  return [
    'error',
    {
      paths: packages.map((name) => ({ name, message })),
      patterns: regexes.map((regex) => ({ regex, message })),
    },
  ];
}

const electronMessage = 'Only main/app/ may import electron; keep the rest runnable under plain Node.';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', 'release/**', 'test-results/**', 'coverage/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        packages: [...nodeBuiltins, 'electron'],
        regexes: ['^(\\.\\./)+(main|renderer|server|test)(/|$)', '^electron(/|$)', '^node:'],
        message: 'shared/ imports nothing from main/, renderer/, server/, no Node built-in and no electron.',
      }),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/vite.config.ts'],
    rules: {
      'no-restricted-imports': restrict({
        packages: [...nodeBuiltins, 'electron'],
        regexes: ['^(\\.\\./)+(main|server|test)(/|$)', '^electron(/|$)', '^node:'],
        message: 'renderer/ imports only shared/ (and browser packages); it reaches main only through the preload bridge.',
      }),
    },
  },
  {
    files: ['main/**/*.ts'],
    ignores: ['main/app/**'],
    rules: {
      'no-restricted-imports': restrict({
        packages: ['electron'],
        regexes: ['^electron(/|$)', '^(\\.\\./)+renderer(/|$)', '^(\\.\\./)+server/(?!index\\.js$)'],
        message: `${electronMessage} main/ may start the sandbox only through server/index.js, and never imports renderer/.`,
      }),
    },
  },
  {
    files: ['main/app/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regexes: ['^(\\.\\./)+renderer(/|$)', '^(\\.\\./)+server/(?!index\\.js$)'],
        message: 'main/ may start the sandbox only through server/index.js, and never imports renderer/.',
      }),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        packages: ['electron'],
        regexes: ['^electron(/|$)', '^(\\.\\./)+(main|renderer)(/|$)'],
        message: 'server/ (the sandbox) imports only shared/; it never reaches into main/ or renderer/, nor electron.',
      }),
    },
  },
);
