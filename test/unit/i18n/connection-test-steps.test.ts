// Issue 30: Settings → "Test connection" shows main's step labels and fixed findings in the UI
// language. Main names them in English inside main/live-connections/connection-test.ts (not exported),
// so the source is read: each label and fixed sentence main can emit has a settings key in
// every language, and in English the screen reads exactly as main wrote it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGES } from '../../../shared/i18n/index.js';
import { stepDetail, stepLabel } from '../../../renderer/src/settings/test-step-text.js';

const source = readFileSync(join(import.meta.dirname, '../../../main/live-connections/connection-test.ts'), 'utf8');
const labels = [...source.matchAll(/\blabel: '([^']+)'/g)].map((m) => m[1]!);
// The sentences main writes as they are, with no name or number in them.
const details = [
  ...[...source.matchAll(/detail: '([^']+)'/g)].map((m) => m[1]!),
  ...[...source.matchAll(/\breturn '([^']+)'/g)].map((m) => m[1]!),
  ...[...source.matchAll(/: '(Direct, no proxy\.)'/g)].map((m) => m[1]!),
];

/** A passed or skipped step's fixed sentence (the step does not matter for those). */
const passed = (detail: string) => ({ step: 'proxy', outcome: 'passed', detail }) as const;
/** A t that shows which key was asked for. */
const keyOf = ((key: string) => `<${key}>`) as unknown as TFunction<'settings'>;
const tIn = (lang: (typeof LANGUAGES)[number]) =>
  ((key: string, values: Record<string, string> = {}) =>
    (CATALOGUES[lang].settings[key] ?? `missing ${key}`).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? '',
    )) as unknown as TFunction<'settings'>;

describe('the connection test steps in the UI language', () => {
  it('finds the step labels (two for connect) and the fixed findings in main', () => {
    expect(labels).toEqual([
      'Connected (TLS)',
      'Connected (plain http, this machine only)',
      'Proxy chosen',
      'Name resolved',
      'Token refreshed',
      'Service answered',
    ]);
    expect(details).toEqual(
      expect.arrayContaining([
        'Not tried: an earlier step failed.',
        'Direct, no proxy.',
        'The access token is valid (this sign-in cannot be refreshed).',
        'The token endpoint issued a new access token.',
      ]),
    );
  });

  it('maps every label and fixed finding to a settings key that every language has', () => {
    const keys = [...labels.map((l) => stepLabel(keyOf, l)), ...details.map((d) => stepDetail(keyOf, passed(d)))];
    for (const key of keys) expect(key).toMatch(/^<test\.(label|detail)\./);
    for (const lang of LANGUAGES) {
      for (const key of keys) expect(CATALOGUES[lang].settings, `${lang}: ${key}`).toHaveProperty([key.slice(1, -1)]);
    }
  });

  it('reads in English exactly as main wrote it, and translated in the others', () => {
    for (const text of labels) expect(stepLabel(tIn('en'), text)).toBe(text);
    for (const text of details) expect(stepDetail(tIn('en'), passed(text))).toBe(text);
    expect(stepLabel(tIn('de'), 'Proxy chosen')).toBe('Proxy gewählt');
    expect(stepLabel(tIn('fr'), 'Connected (plain http, this machine only)')).toBe(
      'Connecté (http en clair, cette machine seulement)',
    );
    expect(stepDetail(tIn('fr'), passed('Direct, no proxy.'))).toBe('Direct, sans proxy.');
  });

  it('reads back what a passed step found, with its host and status', () => {
    // Each finding as main words it (see reach(), the dns step and serviceCall()).
    const findings = [
      { step: 'dns', outcome: 'passed', detail: 'localhost is 127.0.0.1.' },
      { step: 'connect', outcome: 'passed', detail: 'shop.example answered HTTP 200, certificate trusted.' },
      { step: 'connect', outcome: 'passed', detail: 'localhost:4010 answered HTTP 404 (http, no TLS).' },
      { step: 'service', outcome: 'passed', detail: 'GET /v1/Profiles answered HTTP 200.' },
    ] as const;
    expect(source).toContain('`${host} is ${address}.`');
    expect(source).toContain("', certificate trusted'");
    expect(source).toContain("' (http, no TLS)'");
    expect(source).toContain('`${route.target.host} answered HTTP ${answer.statusCode}${tls}.`');
    expect(source).toContain('`GET /v1/Profiles answered HTTP ${r.status}.`');
    for (const f of findings) expect(stepDetail(tIn('en'), f)).toBe(f.detail);
    expect(findings.map((f) => stepDetail(tIn('de'), f))).toEqual([
      'localhost ist 127.0.0.1.',
      'shop.example hat mit HTTP 200 geantwortet, Zertifikat vertraut.',
      'localhost:4010 hat mit HTTP 404 geantwortet (http, ohne TLS).',
      'GET /v1/Profiles hat mit HTTP 200 geantwortet.',
    ]);
  });

  it('shows an unknown label and an error message as they are', () => {
    expect(stepLabel(tIn('de'), 'Proxy answered')).toBe('Proxy answered');
    const error = { step: 'dns', outcome: 'failed', detail: 'example.test is not known.' } as const;
    expect(stepDetail(tIn('de'), error)).toBe('example.test is not known.');
  });
});
