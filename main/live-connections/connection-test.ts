// Settings' "Test connection": the steps of reaching the active connection's service, each
// reported pass or fail, so a user on a company network sees where the way is blocked
// (proxy chosen → name resolved → connected with TLS → token refreshed → service answered).
// A failure carries main/net's message for it (explainFailure); later steps are skipped.
import { renderShown, rowEnglish, type Message, type ShownText } from '../../shared/i18n/index.js';
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
  /** Label and detail as data (issue 40), for the app to say in the user's language. */
  shown: { label: ShownText; detail: ShownText };
}
/** A text as data: a `settings` catalogue message, or a text nobody wrote here (a network error). */
type Said = string | Message;
export interface Step {
  step: StepName;
  label: Said;
  /** Resolves with what it found; rejects with what went wrong. */
  run(): Promise<Said>;
}

const said = (s: Said): ShownText => (typeof s === 'string' ? { text: s } : s);
const test = (key: string, params?: Message['params']): Message => ({ id: `settings:test.${key}`, params });

function result(step: StepName, label: Said, outcome: StepResult['outcome'], detail: Said): StepResult {
  const shown = { label: said(label), detail: said(detail) };
  return { step, label: renderShown(shown.label), outcome, detail: renderShown(shown.detail), shown };
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
      out.push(result(step, label, 'skipped', test('detail.notTried')));
      continue;
    }
    try {
      out.push(result(step, label, 'passed', await run()));
    } catch (err) {
      failed = true;
      out.push(result(step, label, 'failed', await explain(err)));
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
async function reach(target: TestTarget, route: Route): Promise<Message> {
  const dispatcher = createDispatcher(target.baseUrl, target.network, { timeoutMs: 15_000 });
  try {
    const answer = await dispatcher.request({ origin: route.target.origin, path: '/', method: 'HEAD' });
    await answer.body.dump();
    const params = { host: route.target.host, status: answer.statusCode };
    return test(route.target.protocol === 'https:' ? 'detail.tls' : 'detail.noTls', params);
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
}

async function refreshToken(tokens: TokenManager | null): Promise<Message> {
  if (!tokens) throw new Error('This connection needs you to sign in again.');
  if (!tokens.canRefresh) {
    await tokens.getAccessToken();
    return test('detail.tokenValid');
  }
  tokens.invalidate(await tokens.getAccessToken());
  await tokens.getAccessToken();
  return test('detail.tokenIssued');
}

// The connect step's label: TLS only for an https address; plain http is allowed to this machine only.
const connectLabel = (baseUrl: string): Message =>
  test(/^https:/i.test(baseUrl.trim()) ? 'label.connect' : 'label.connectPlain');

/** The five steps for one connection, and their results. */
export async function testConnection(target: TestTarget): Promise<StepResult[]> {
  let route: Route | null = null;
  const steps: Step[] = [
    {
      step: 'proxy',
      label: test('label.proxy'),
      run: async () => {
        route = planRoute(target.baseUrl, target.network);
        const p = route.proxy;
        return p ? test('detail.through', { proxy: proxyForDisplay(p.url), source: p.source }) : test('detail.direct');
      },
    },
    {
      step: 'dns',
      label: test('label.dns'),
      run: async () => {
        const host = (route!.proxy?.url ?? route!.target).hostname.replace(/^\[|\]$/g, '');
        const { address } = await lookup(host);
        return test('detail.resolved', { host, address });
      },
    },
    { step: 'connect', label: connectLabel(target.baseUrl), run: () => reach(target, route!) },
    { step: 'token', label: test('label.token'), run: () => refreshToken(target.tokens) },
    { step: 'service', label: test('label.service'), run: () => serviceCall(target.client()) },
  ];
  return runSteps(steps, (err) => failureText(err, route));
}

async function serviceCall(client: ApiClient): Promise<Message> {
  const r = await client.request({ method: 'GET', path: '/v1/Profiles?$top=1&$select=ID' });
  if (!r.ok) throw Object.assign(new Error(rowEnglish(r.message)), r.hint ? { hint: rowEnglish(r.hint) } : {});
  return test('detail.service', { path: '/v1/Profiles', status: r.status });
}
