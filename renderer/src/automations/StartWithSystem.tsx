// "Start Commerce Bulk with the system, minimised": the OS login item, so the automations
// run after a restart without anyone opening the app. Where the OS offers none, it says so.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, useAction } from '../hooks.js';

export function StartWithSystem() {
  const { t } = useTranslation('automations');
  const { error, run } = useAction();
  const [state, setState] = useState<{ enabled: boolean; supported: boolean } | null>(null);
  useEffect(() => void run(async () => setState(await api()['automations.startWithSystem']({}))), [run]);
  if (!state) return null;
  return (
    <div>
      <label className="choice">
        <input
          type="checkbox"
          checked={state.enabled}
          disabled={!state.supported}
          aria-describedby={state.supported ? undefined : 'start-with-system-note'}
          onChange={(e) => {
            const enabled = e.target.checked;
            setState({ ...state, enabled }); // at once; main's answer then says what the OS kept
            void run(async () => setState(await api()['automations.setStartWithSystem']({ enabled })));
          }}
        />{' '}
        {t('startWithSystem')}
      </label>
      {!state.supported && <p id="start-with-system-note">{t('startWithSystemUnsupported')}</p>}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
