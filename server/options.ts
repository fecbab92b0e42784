// Public options of startSandbox and their defaults (issue 3). Kept in one place so the CLI,
// the in-process start and the docs agree.

export interface SandboxOptions {
  port?: number; dataDir?: string; seedProducts?: number; tokenTtl?: number;
  rateLimit?: number; rateWindow?: number; maxConcurrency?: number; latencyMs?: number; faultRate?: number;
  batchTimeoutSize?: number; retryAfter?: boolean; quiet?: boolean;
  /** Delay before a too-large batch is answered with its timeout (ms). Sandbox-only knob. */
  batchTimeoutDelayMs?: number;
  /** Seed of the fault-injection random generator, for repeatable fault runs. */
  faultSeed?: number;
  /**
   * true: the documented contract only (service-spec.md to the letter: 4.9 batch layout named
   * by line, token parameters only where 5.x puts them, no property the spec does not name).
   * false (default): what the real service accepts (service-behaviour.md "Seen in published clients").
   */
  strict?: boolean;
}

export type ResolvedOptions = Required<Omit<SandboxOptions, 'dataDir' | 'faultSeed'>> & { dataDir?: string; faultSeed?: number };

export const DEFAULTS = {
  port: 0, seedProducts: 1000, tokenTtl: 3600, rateLimit: 2000, rateWindow: 60, maxConcurrency: 5,
  latencyMs: 0, faultRate: 0, batchTimeoutSize: 0, retryAfter: false, quiet: false, batchTimeoutDelayMs: 1500,
  strict: false,
} as const;

function check(name: string, value: number, min: number, max: number, integer = true): void {
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new RangeError(`Sandbox option ${name}=${value} is out of range: use ${integer ? 'an integer' : 'a number'} from ${min} to ${max}.`);
  }
}

export function resolveOptions(o: SandboxOptions = {}): ResolvedOptions {
  const r: ResolvedOptions = { ...DEFAULTS, ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) };
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
  return r;
}
