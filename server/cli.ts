// `npm run sandbox -- --port <port> --data-dir <dir> [options]`: starts the sandbox service,
// prints "Sandbox listening on http://127.0.0.1:<port>", writes <dir>/credentials.json and
// closes cleanly on SIGINT/SIGTERM.
import { Command, InvalidArgumentError } from 'commander';
import { startSandbox } from './index.js';
import { DEFAULTS } from './options.js';
import { MAX_LISTED } from './storage/credential-profiles.js';
import { QUIRKS, QUIRK_NAMES, checkQuirks, type QuirkName } from './quirk-catalog.js';

function int(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError(`'${value}' is not a whole number.`);
  return n;
}

function rate(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new InvalidArgumentError(`'${value}' is not a share between 0 and 1.`);
  return n;
}

function quirkList(value: string): QuirkName[] {
  try {
    return checkQuirks(
      value
        .split(',')
        .map((q) => q.trim())
        .filter(Boolean),
    );
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
}

/** Wraps a quirk's explanation under its name, at most 80 columns wide. */
function explain(name: string, text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > 58) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.map((l, i) => `  ${(i === 0 ? name : '').padEnd(19)}${l}`).join('\n');
}

const QUIRK_HELP = `
Quirks (--quirks a,b,...): behaviours of the real service, off by default, for
testing clients against them:
${QUIRK_NAMES.map((q) => explain(q, QUIRKS[q])).join('\n')}`;

const program = new Command('sandbox')
  .description('The Brand Commerce sandbox service: OAuth, /v1 and $batch on SQLite, listening on 127.0.0.1.')
  .option('--port <port>', 'TCP port (0 picks a free one)', int, DEFAULTS.port)
  .option('--data-dir <dir>', 'folder for sandbox.db and credentials.json (omitted: in memory, nothing written)')
  .option('--seed-products <n>', 'products per profile in a new data dir', int, DEFAULTS.seedProducts)
  .option('--token-ttl <s>', 'access token lifetime in seconds', int, DEFAULTS.tokenTtl)
  .option('--rate-limit <n>', 'requests per profile per window (0 turns it off)', int, DEFAULTS.rateLimit)
  .option('--rate-window <s>', 'length of the rate window in seconds', int, DEFAULTS.rateWindow)
  .option('--max-concurrency <n>', 'concurrent requests per application (0 turns it off)', int, DEFAULTS.maxConcurrency)
  .option('--latency-ms <n>', 'delay added to every request', int, DEFAULTS.latencyMs)
  .option(
    '--fault-rate <0..1>',
    'share of requests and batch parts answered with a transient 500/406 or a dropped connection',
    rate,
    DEFAULTS.faultRate,
  )
  .option(
    '--batch-timeout-size <n>',
    'a batch of more than n requests times out (0 never)',
    int,
    DEFAULTS.batchTimeoutSize,
  )
  .option('--retry-after', 'send Retry-After with 429 answers (the real service does not)', false)
  .option(
    '--strict',
    'serve the documented contract only (service-spec.md to the letter); default: what the real service accepts',
    false,
  )
  .option(
    '--quirks <list>',
    `comma-separated real-service quirks to switch on: ${QUIRK_NAMES.join(', ')} (see below)`,
    quirkList,
    [],
  )
  .option('--quirk-406-rate <0..1>', 'with 406-parts: share of batch parts answered 406', rate, DEFAULTS.quirk406Rate)
  .option(
    '--quirk-406-applied <0..1>',
    'with 406-parts: share of those 406s given after the part was applied',
    rate,
    DEFAULTS.quirk406Applied,
  )
  .option(
    '--quirk-batch-max <n>',
    'with batch-429: a $batch of more parts than this is refused 429',
    int,
    DEFAULTS.quirkBatchMax,
  )
  .option('--fault-seed <n>', 'seed of the fault and quirk random generator, for repeatable runs', int)
  .option(
    '--refresh-token-idle-days <n>',
    'refresh tokens (the console one too) lapse after n days unused, on the sandbox clock (POST /admin/clock moves it); 0: as the real service',
    int,
    DEFAULTS.refreshTokenIdleDays,
  )
  .option('--quiet', 'print only the listening line', false)
  .option('--tls', 'serve HTTPS with a certificate from a CA made in the data folder (tls/ca.pem)', false)
  .addHelpText(
    'after',
    `${QUIRK_HELP}\n\ncredentials.json lists at most ${MAX_LISTED} product IDs, SKUs and order IDs per profile; productCount gives the real number.`,
  );

async function main(): Promise<void> {
  program.parse();
  const o = program.opts<{
    port: number;
    dataDir?: string;
    seedProducts: number;
    tokenTtl: number;
    rateLimit: number;
    rateWindow: number;
    maxConcurrency: number;
    latencyMs: number;
    faultRate: number;
    batchTimeoutSize: number;
    retryAfter: boolean;
    quiet: boolean;
    strict: boolean;
    quirks: QuirkName[];
    quirk406Rate: number;
    quirk406Applied: number;
    quirkBatchMax: number;
    faultSeed?: number;
    refreshTokenIdleDays: number;
    tls: boolean;
  }>();
  let sandbox;
  try {
    sandbox = await startSandbox(o);
  } catch (e) {
    console.error(`Sandbox could not start: ${(e as Error).message}`);
    process.exit(2);
  }
  console.log(`Sandbox listening on ${sandbox.url}`);
  if (sandbox.caPath) console.log(`CA: ${sandbox.caPath}`);
  if (o.dataDir && !o.quiet) console.log(`Credentials written to ${o.dataDir}/credentials.json`);
  if (o.quirks.length && !o.quiet) console.log(`Quirks on: ${o.quirks.join(', ')}`);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    if (!o.quiet) console.log(`Sandbox stopping (${signal})`);
    sandbox.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(`Sandbox did not close cleanly: ${(e as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
