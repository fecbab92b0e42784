// "Test connection": each step of reaching the active connection's service, passed or
// failed, with the network message saying what to change when one fails (main/net's).
import { useState } from 'react';
import type { TestStep } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api, useAction } from '../hooks.js';

const MARK: Record<TestStep['outcome'], string> = { passed: 'Passed', failed: 'Failed', skipped: 'Not tried' };

export function ConnectionTest() {
  const [result, setResult] = useState<{ connection: string; steps: TestStep[] } | null>(null);
  const { busy, error, run } = useAction();
  const test = () => {
    setResult(null);
    void run(() => api()['settings.testConnection']({})).then((r) => r && setResult(r));
  };
  return (
    <section aria-labelledby="test-title">
      <h3 id="test-title">Test connection</h3>
      <p>Tries the active connection step by step, with the network settings above.</p>
      <Button inactive={busy} onClick={test}>
        Test connection
      </Button>
      <div role="status">{busy ? 'Testing…' : result ? `Tested "${result.connection}".` : ''}</div>
      {result && (
        <ol aria-label="Connection test steps" className="test-steps">
          {result.steps.map((s) => (
            <li key={s.step} data-step={s.step} data-outcome={s.outcome}>
              <strong>
                {s.label}: {MARK[s.outcome]}
              </strong>{' '}
              <span>{s.detail}</span>
            </li>
          ))}
        </ol>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
