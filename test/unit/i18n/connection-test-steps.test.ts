// Issues 30 and 40: Settings → "Test connection" shows main's step labels and findings in the UI
// language. Main makes them as data (settings catalogue ids with the host, address and status as
// parameters), so in English the step reads exactly as before and in another language its
// words are that language's, the names and numbers unchanged; a network error travels as a text.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, templatesFor } from '../../../shared/languages/index.js';
import { LANGUAGES, renderShown, type Message } from '../../../shared/i18n/index.js';
import { runSteps, type Step } from '../../../main/live-connections/connection-test.js';

const test = (key: string, params?: Message['params']): Message => ({ id: `settings:test.${key}`, params });

const steps: Step[] = [
  { step: 'proxy', label: test('label.proxy'), run: async () => test('detail.direct') },
  {
    step: 'dns',
    label: test('label.dns'),
    run: async () => test('detail.resolved', { host: 'shop; example (cell C4)', address: '127.0.0.1' }),
  },
  {
    step: 'connect',
    label: test('label.connectPlain'),
    run: async () => test('detail.noTls', { host: 'localhost:4010', status: 404 }),
  },
  { step: 'token', label: test('label.token'), run: () => Promise.reject(new Error('ECONNRESET')) },
  {
    step: 'service',
    label: test('label.service'),
    run: async () => test('detail.service', { path: '/x', status: 200 }),
  },
];

describe('the connection test steps in the UI language', () => {
  it('says each step in English as main always wrote it', async () => {
    const r = await runSteps(steps, async (e) => `The token endpoint failed: ${(e as Error).message}`);
    expect(r.map((s) => [s.label, s.outcome, s.detail])).toEqual([
      ['Proxy chosen', 'passed', 'Direct, no proxy.'],
      ['Name resolved', 'passed', 'shop; example (cell C4) is 127.0.0.1.'],
      ['Connected (plain http, this machine only)', 'passed', 'localhost:4010 answered HTTP 404 (http, no TLS).'],
      ['Token refreshed', 'failed', 'The token endpoint failed: ECONNRESET'],
      ['Service answered', 'skipped', 'Not tried: an earlier step failed.'],
    ]);
    expect(r[3]!.shown.detail).toEqual({ text: 'The token endpoint failed: ECONNRESET' });
  });

  it('says them in German and French, the host and status as they are', async () => {
    const r = await runSteps(steps, async () => 'no');
    const de = templatesFor('de');
    expect(renderShown(r[0]!.shown.label, de)).toBe('Proxy gewählt');
    expect(renderShown(r[1]!.shown.detail, de)).toBe(
      CATALOGUES.de.settings['test.detail.resolved']!.replace('{{host}}', 'shop; example (cell C4)').replace(
        '{{address}}',
        '127.0.0.1',
      ),
    );
    expect(renderShown(r[2]!.shown.label, templatesFor('fr'))).toBe(
      'Connecté (http en clair, cette machine seulement)',
    );
    expect(renderShown(r[0]!.shown.detail, templatesFor('fr'))).toBe('Direct, sans proxy.');
  });

  it('has every step text main sends in every language', () => {
    const keys = [
      ...['proxy', 'dns', 'connect', 'connectPlain', 'token', 'service'].map((k) => `test.label.${k}`),
      ...['notTried', 'direct', 'through', 'tokenValid', 'tokenIssued', 'resolved', 'tls', 'noTls', 'service'].map(
        (k) => `test.detail.${k}`,
      ),
    ];
    for (const lang of LANGUAGES)
      for (const key of keys) expect(CATALOGUES[lang].settings, `${lang}: ${key}`).toHaveProperty([key]);
  });
});
