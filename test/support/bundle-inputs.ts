// The CLI ships as one esbuild bundle (scripts/build-cli.mjs): the files it loads are the
// bundle's own (dist/main/cli/index.js and its bundle-*.js chunks), not the modules in them.
// The build writes which modules went into which file (bundle-meta.json); this turns a list of
// loaded files back into the modules they hold, named as tsc's output and node_modules name
// them (file:///…/dist/main/jobs/run/run-import.js, file:///…/node_modules/undici/index.js),
// so a start-up test can say "the import loaded the engine and not the sandbox" of either.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where a bundled input lives unbundled: tsc's .js for our sources, the package file for the rest. */
function unbundledUrl(root: string, input: string): string {
  const path = input.startsWith('node_modules/') ? input : join('dist', input.replace(/\.ts$/, '.js'));
  return pathToFileURL(join(root, path)).href;
}

/** `loaded` with every bundle file it names followed by the modules that file holds. */
export function withBundleInputs(root: string, loaded: string[]): string[] {
  const cli = join(root, 'dist/main/cli');
  const metaFile = join(cli, 'bundle-meta.json');
  if (!existsSync(metaFile)) return loaded;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<string, string[]>;
  const cliUrl = `${pathToFileURL(cli).href}/`;
  return loaded.flatMap((url) => {
    const inputs = url.startsWith(cliUrl) ? meta[url.slice(cliUrl.length)] : undefined;
    return inputs ? [url, ...inputs.map((input) => unbundledUrl(root, input))] : [url];
  });
}
