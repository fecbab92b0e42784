// What "Test connection" says in the user's language: main (main/live-connections/connection-test.ts)
// names its steps, and a few fixed findings, in English, as the CLI would; the known ones are
// translated here. Anything else (a step main adds later, a network error, a host name) is
// shown as main wrote it.
import type { TFunction } from 'i18next';
import type { TestStep } from '../../../shared/ipc/index.js';

/** A step's label in the UI language: main's fixed labels (two for the connect step), else main's own text. */
export function stepLabel(t: TFunction<'settings'>, label: string): string {
  const labels: Record<string, string> = {
    'Proxy chosen': t('test.label.proxy'),
    'Name resolved': t('test.label.dns'),
    'Connected (TLS)': t('test.label.connect'),
    'Connected (plain http, this machine only)': t('test.label.connectPlain'),
    'Token refreshed': t('test.label.token'),
    'Service answered': t('test.label.service'),
  };
  return labels[label] ?? label;
}

type Values = Record<string, string>;

/** What a passed step found, with a host or status in it: main's wording read back, per step. */
function found(t: TFunction<'settings'>): { step: TestStep['step']; english: RegExp; say(v: Values): string }[] {
  return [
    { step: 'dns', english: /^(?<host>\S+) is (?<address>\S+)\.$/, say: (v) => t('test.detail.resolved', v) },
    {
      step: 'connect',
      english: /^(?<host>\S+) answered HTTP (?<status>\d+), certificate trusted\.$/,
      say: (v) => t('test.detail.tls', v),
    },
    {
      step: 'connect',
      english: /^(?<host>\S+) answered HTTP (?<status>\d+) \(http, no TLS\)\.$/,
      say: (v) => t('test.detail.noTls', v),
    },
    {
      step: 'service',
      english: /^GET (?<path>\S+) answered HTTP (?<status>\d+)\.$/,
      say: (v) => t('test.detail.service', v),
    },
  ];
}

/** A step's detail: main's fixed sentences and a passed step's findings translated; errors stay as they are. */
export function stepDetail(t: TFunction<'settings'>, s: Pick<TestStep, 'step' | 'outcome' | 'detail'>): string {
  if (s.outcome === 'failed') return s.detail;
  for (const f of found(t)) {
    const values = f.step === s.step ? f.english.exec(s.detail)?.groups : undefined;
    if (values) return f.say(values);
  }
  const details: Record<string, string> = {
    'Not tried: an earlier step failed.': t('test.detail.notTried'),
    'Direct, no proxy.': t('test.detail.direct'),
    'The access token is valid (this sign-in cannot be refreshed).': t('test.detail.tokenValid'),
    'The token endpoint issued a new access token.': t('test.detail.tokenIssued'),
  };
  return details[s.detail] ?? s.detail;
}
