// What "Test connection" says in the user's language: main (main/connect/connection-test.ts)
// names its steps, and a few fixed findings, in English, as the CLI would; the known ones are
// translated here. Anything else (a step main adds later, a network error, a host name) is
// shown as main wrote it.
import type { TFunction } from 'i18next';

/** A step's label in the UI language: main's five fixed labels, else main's own text. */
export function stepLabel(t: TFunction<'settings'>, label: string): string {
  const labels: Record<string, string> = {
    'Proxy chosen': t('test.label.proxy'),
    'Name resolved': t('test.label.dns'),
    'Connected (TLS)': t('test.label.connect'),
    'Token refreshed': t('test.label.token'),
    'Service answered': t('test.label.service'),
  };
  return labels[label] ?? label;
}

/** A step's detail: main's fixed sentences translated; errors and findings with names stay as they are. */
export function stepDetail(t: TFunction<'settings'>, detail: string): string {
  const details: Record<string, string> = {
    'Not tried: an earlier step failed.': t('test.detail.notTried'),
    'Direct, no proxy.': t('test.detail.direct'),
    'The access token is valid (this sign-in cannot be refreshed).': t('test.detail.tokenValid'),
    'The token endpoint issued a new access token.': t('test.detail.tokenIssued'),
  };
  return details[detail] ?? detail;
}
