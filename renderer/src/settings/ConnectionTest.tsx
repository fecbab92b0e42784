// "Test connection": each step of reaching the active connection's service, passed or
// failed, with the network message saying what to change when one fails (main/net's).
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestStep } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api, useAction } from '../hooks.js';
import { useEngineText } from '../i18n/index.js';

function outcomeText(t: TFunction, outcome: TestStep['outcome']): string {
  const outcomes: Record<TestStep['outcome'], string> = {
    passed: t('test.passed'),
    failed: t('test.failed'),
    skipped: t('test.skipped'),
  };
  return outcomes[outcome];
}

export function ConnectionTest() {
  const { t } = useTranslation('settings');
  const say = useEngineText().message;
  const [result, setResult] = useState<{ connection: string; steps: TestStep[] } | null>(null);
  const { busy, error, run } = useAction();
  const test = () => {
    setResult(null);
    void run(() => api()['settings.testConnection']({})).then((r) => r && setResult(r));
  };
  return (
    <section aria-labelledby="test-title">
      <h3 id="test-title">{t('test.title')}</h3>
      <p>{t('test.intro')}</p>
      <Button inactive={busy} onClick={test}>
        {t('test.button')}
      </Button>
      <div role="status">
        {busy ? t('test.testing') : result ? t('test.tested', { connection: result.connection }) : ''}
      </div>
      {result && (
        <ol aria-label={t('test.steps')} className="test-steps">
          {result.steps.map((s) => (
            <li key={s.step} data-step={s.step} data-outcome={s.outcome}>
              <strong>{t('test.step', { label: say(s.shown.label), outcome: outcomeText(t, s.outcome) })}</strong>{' '}
              <span>{say(s.shown.detail)}</span>
            </li>
          ))}
        </ol>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
