// npm run build, last step: the command line as it ships, one bundle (issue 44). tsc's output
// is ~500 modules for a 10-row import; Node resolves, reads and compiles each, which cost the
// CLI more than the work of a small file (1.1 s of CPU against 0.5 s bundled, measured in
// docs/performance.md). esbuild bundles main/cli/index.ts into dist/main/cli/index.js (the
// package's bin, the file the app's launcher imports), with its lazily loaded commands as
// chunks beside it, so a command still loads only what it uses.
//   - Packages with native code or loaded only by rare commands stay outside the bundle (every
//     dependency not in BUNDLED), resolved from node_modules as before.
//   - Worker threads run tsc's unbundled modules: a module that starts one finds it from its
//     own place in dist/ (workerUrl), so its import.meta.url is given as that place.
//   - zod's 60 locales are left out: nothing reads z.locales, and zod's English messages come
//     from its own en.js (they are ~10 MB of a run's memory).
// A map of which modules went into which file is written beside it (bundle-meta.json): the
// start-up tests read it to tell what a command loaded.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist/main/cli');

/**
 * Pure JavaScript packages the CLI's commands use: bundled, and tree-shaken where ESM. Not
 * write-file-atomic: it names its temporary files from __filename, which a bundle lacks.
 */
const BUNDLED = new Set(['commander', 'i18next', 'papaparse', 'undici', 'yauzl', 'zod']);

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.devDependencies })
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

/**
 * Modules that find a file from their own place: a worker thread beside them in dist/, or a
 * package resolved with createRequire (the SQLite driver's path, iconv-lite when needed).
 */
const FINDS_FROM_ITS_PLACE = /(workerUrl|startWorker)\(import\.meta\.url|createRequire\(import\.meta\.url\)/;

const inPlace = {
  name: 'import-meta-url-in-dist',
  setup(b) {
    b.onLoad({ filter: /[\\/](main|shared|server)[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!FINDS_FROM_ITS_PLACE.test(source)) return undefined;
      const compiled = join(ROOT, 'dist', relative(ROOT, args.path)).replace(/\.ts$/, '.js');
      const from = relative(OUT, compiled).split('\\').join('/');
      const url = `new URL(${JSON.stringify(from)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * commander requires node:child_process on load, for subcommands run as programs of their own,
 * which this CLI has none of: taken when spawn is first called instead, a command does not
 * load it (2.6 MB of every command's memory on Node 24). A commander whose source no longer
 * has the line fails the build, so an upgrade cannot drop this silently.
 */
const commanderSpawnOnUse = {
  name: 'commander-spawn-on-use',
  setup(b) {
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const eager = "const childProcess = require('node:child_process');";
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(eager)) throw new Error(`${args.path} no longer has: ${eager}`);
      const onUse = "const childProcess = { spawn: (...a) => require('node:child_process').spawn(...a) };";
      return { contents: source.replace(eager, onUse), loader: 'js' };
    });
  },
};

const noZodLocales = {
  name: 'no-zod-locales',
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export {};',
      loader: 'js',
    }));
  },
};

// A former build's chunks go first: their names change with their contents.
for (const f of readdirSync(OUT)) if (f.startsWith('bundle-')) rmSync(join(OUT, f));

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: { index: join(ROOT, 'main/cli/index.ts') },
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'bundle-[name]-[hash]',
  external,
  plugins: [inPlace, commanderSpawnOnUse, noZodLocales],
  metafile: true,
  legalComments: 'none',
  // A third less code for V8 to hold and parse (comments and spacing); names stay, and the
  // source map beside each file gives the lines (node --enable-source-maps).
  minifyWhitespace: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  // The bundled CommonJS packages (undici, iconv-lite...) call require(); an ES module has none.
  banner: {
    js: "import { createRequire as __cbRequire } from 'node:module';\nconst require = __cbRequire(import.meta.url);",
  },
});

const files = {};
for (const [file, out] of Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js')))
  files[relative(OUT, join(ROOT, file)).split('\\').join('/')] = Object.keys(out.inputs);
writeFileSync(join(OUT, 'bundle-meta.json'), `${JSON.stringify(files, null, 1)}\n`);
