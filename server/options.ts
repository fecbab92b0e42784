// Public options of startSandbox and their defaults (issue 3). Kept in one place so the CLI,
// the in-process start and the docs agree.
import { QUIRK_DEFAULTS, checkQuirks, type QuirkName } from './quirk-catalog.js';

export interface SandboxOptions {
  port?: number;
  dataDir?: string;
  seedProducts?: number;
  tokenTtl?: number;
  rateLimit?: number;
  rateWindow?: number;
  maxConcurrency?: number;
  latencyMs?: number;
  faultRate?: number;
  batchTimeoutSize?: number;
  retryAfter?: boolean;
  quiet?: boolean;
  /** Delay before a too-large batch is answered with its timeout (ms). Sandbox-only knob. */
  batchTimeoutDelayMs?: number;
  /**
   * Delay added to each $batch call on top of latencyMs (ms), reads untouched. Sandbox-only
   * knob: keeps a send in flight long enough for a test to pause or stop it, when the
   * client's five batches in flight would otherwise carry a small run at once.
   */
  batchLatencyMs?: number;
  /** Seed of the fault-injection random generator, for repeatable fault runs. */
  faultSeed?: number;
  /**
   * true: the documented contract only (service-spec.md to the letter: 4.9 batch layout named
   * by line, token parameters only where 5.x puts them, no property the spec does not name).
   * false (default): what the real service accepts (service-behaviour.md "Seen in published clients").
   */
  strict?: boolean;
  /** Real-service behaviours to switch on, for client tests (server/v1/quirks.ts explains each). Unknown names are refused. */
  quirks?: QuirkName[];
  /** Under '406-parts': the share of $batch parts answered 406 (default 0.25; below 1 a retry can succeed). */
  quirk406Rate?: number;
  /** Under '406-parts': the share of those 406s given after the part was applied (default 0.5). */
  quirk406Applied?: number;
  /** Under 'batch-429': a $batch of more parts than this is refused 429 as a whole (default 25). */
  quirkBatchMax?: number;
  /**
   * Refresh tokens (the developer-console one included) lapse after this many days without
   * use, on the sandbox's clock (POST /admin/clock moves it). 0 (default): as the real service,
   * browser-issued tokens lapse after 90 days unused and the console token never does.
   */
  refreshTokenIdleDays?: number;
}

export type ResolvedOptions = Required<Omit<SandboxOptions, 'dataDir' | 'faultSeed'>> & {
  dataDir?: string;
  faultSeed?: number;
};

export const DEFAULTS = {
  port: 0,
  seedProducts: 1000,
  tokenTtl: 3600,
  rateLimit: 2000,
  rateWindow: 60,
  maxConcurrency: 5,
  latencyMs: 0,
  faultRate: 0,
  batchTimeoutSize: 0,
  retryAfter: false,
  quiet: false,
  batchTimeoutDelayMs: 1500,
  batchLatencyMs: 0,
  strict: false,
  quirks: [] as QuirkName[],
  refreshTokenIdleDays: 0,
  ...QUIRK_DEFAULTS,
};

function check(name: string, value: number, min: number, max: number, integer = true): void {
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new RangeError(
      `Sandbox option ${name}=${value} is out of range: use ${integer ? 'an integer' : 'a number'} from ${min} to ${max}.`,
    );
  }
}

export function resolveOptions(o: SandboxOptions = {}): ResolvedOptions {
  const r: ResolvedOptions = {
    ...DEFAULTS,
    ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)),
  };
  check('port', r.port, 0, 65535);
  check('seedProducts', r.seedProducts, 1, 999_999);
  check('tokenTtl', r.tokenTtl, 1, 31_536_000);
  check('rateLimit', r.rateLimit, 0, 1e9);
  check('rateWindow', r.rateWindow, 1, 86_400);
  check('maxConcurrency', r.maxConcurrency, 0, 1e6);
  check('latencyMs', r.latencyMs, 0, 600_000);
  check('faultRate', r.faultRate, 0, 1, false);
  check('batchTimeoutSize', r.batchTimeoutSize, 0, 1e6);
  check('batchTimeoutDelayMs', r.batchTimeoutDelayMs, 0, 600_000);
  check('batchLatencyMs', r.batchLatencyMs, 0, 600_000);
  if (!Array.isArray(r.quirks)) throw new RangeError(`Sandbox option quirks must be a list of names.`);
  r.quirks = checkQuirks(r.quirks);
  check('quirk406Rate', r.quirk406Rate, 0, 1, false);
  check('quirk406Applied', r.quirk406Applied, 0, 1, false);
  check('quirkBatchMax', r.quirkBatchMax, 1, 1e6);
  check('refreshTokenIdleDays', r.refreshTokenIdleDays, 0, 36_500);
  return r;
}
