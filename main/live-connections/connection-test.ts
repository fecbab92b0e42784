// Settings' "Test connection": the steps of reaching the active connection's service, each
// reported pass or fail, so a user on a company network sees where the way is blocked
// (proxy chosen → name resolved → connected with TLS → token refreshed → service answered).
// A failure carries main/net's message for it (explainFailure); later steps are skipped.
import { rowEnglish } from '../../shared/i18n/index.js';
import { lookup } from 'node:dns/promises';
import type { ApiClient } from '../api/index.js';
import type { TokenManager } from '../auth/index.js';
import { createDispatcher, explainFailure, planRoute, proxyForDisplay, type NetworkSettings } from '../net/index.js';
import type { Route } from '../net/index.js';
import { redact } from '../../shared/security/index.js';

export type StepName = 'proxy' | 'dns' | 'connect' | 'token' | 'service';
export interface StepResult {
  step: StepName;
  label: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** What was found (passed), or what failed and what to change (failed). */
  detail: string;
}
export interface Step {
  step: StepName;
  label: string;
  /** Resolves with what it found; rejects with what went wrong. */
  run(): Promise<string>;
}

/** The text of a failure: the network message and its fix when main/net knows the cause. */
export async function failureText(err: unknown, route: Route | null): Promise<string> {
  const known = route ? await explainFailure(err, route).catch(() => null) : null;
  const e = (known ?? err) as { message?: unknown; hint?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(err);
  return redact(typeof e?.hint === 'string' && e.hint ? `${message} ${e.hint}` : message);
}

/** Runs the steps in order; after the first failure the rest are reported skipped. */
export async function runSteps(steps: Step[], explain: (err: unknown) => Promise<string>): Promise<StepResult[]> {
  const out: StepResult[] = [];
  let failed = false;
  for (const { step, label, run } of steps) {
    if (failed) {
      out.push({ step, label, outcome: 'skipped', detail: 'Not tried: an earlier step failed.' });
      continue;
    }
    try {
      out.push({ step, label, outcome: 'passed', detail: await run() });
    } catch (err) {
      failed = true;
      out.push({ step, label, outcome: 'failed', detail: await explain(err) });
    }
  }
  return out;
}

export interface TestTarget {
  baseUrl: string;
  network: NetworkSettings;
  tokens: TokenManager | null;
  /** The connection's API client (throws when the connection needs a new sign-in). */
  client(): ApiClient;
}

/** A fresh connection to the service (HEAD /): any HTTP answer means connected and, over https, the certificate trusted. */
async function reach(target: TestTarget, route: Route): Promise<string> {
  const dispatcher = createDispatcher(target.baseUrl, target.network, { timeoutMs: 15_000 });
  try {
    const answer = await dispatcher.request({ origin: route.target.origin, path: '/', method: 'HEAD' });
    await answer.body.dump();
    const tls = route.target.protocol === 'https:' ? ', certificate trusted' : ' (http, no TLS)';
    return `${route.target.host} answered HTTP ${answer.statusCode}${tls}.`;
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
}

async function refreshToken(tokens: TokenManager | null): Promise<string> {
  if (!tokens) throw new Error('This connection needs you to sign in again.');
  if (!tokens.canRefresh) {
    await tokens.getAccessToken();
    return 'The access token is valid (this sign-in cannot be refreshed).';
  }
  tokens.invalidate(await tokens.getAccessToken());
  await tokens.getAccessToken();
  return 'The token endpoint issued a new access token.';
}

// The connect step's label: TLS only for an https address; plain http is allowed to this machine only.
const CONNECT = { tls: { label: 'Connected (TLS)' }, plain: { label: 'Connected (plain http, this machine only)' } };
const connectLabel = (baseUrl: string): string =>
  /^https:/i.test(baseUrl.trim()) ? CONNECT.tls.label : CONNECT.plain.label;

/** The five steps for one connection, and their results. */
export async function testConnection(target: TestTarget): Promise<StepResult[]> {
  let route: Route | null = null;
  const steps: Step[] = [
    {
      step: 'proxy',
      label: 'Proxy chosen',
      run: async () => {
        route = planRoute(target.baseUrl, target.network);
        const p = route.proxy;
        return p ? `Through ${proxyForDisplay(p.url)} (from ${p.source}).` : 'Direct, no proxy.';
      },
    },
    {
      step: 'dns',
      label: 'Name resolved',
      run: async () => {
        const host = (route!.proxy?.url ?? route!.target).hostname.replace(/^\[|\]$/g, '');
        const { address } = await lookup(host);
        return `${host} is ${address}.`;
      },
    },
    { step: 'connect', label: connectLabel(target.baseUrl), run: () => reach(target, route!) },
    { step: 'token', label: 'Token refreshed', run: () => refreshToken(target.tokens) },
    { step: 'service', label: 'Service answered', run: () => serviceCall(target.client()) },
  ];
  return runSteps(steps, (err) => failureText(err, route));
}

async function serviceCall(client: ApiClient): Promise<string> {
  const r = await client.request({ method: 'GET', path: '/v1/Profiles?$top=1&$select=ID' });
  if (!r.ok) throw Object.assign(new Error(rowEnglish(r.message)), r.hint ? { hint: rowEnglish(r.hint) } : {});
  return `GET /v1/Profiles answered HTTP ${r.status}.`;
}
