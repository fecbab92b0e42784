// The Automations screen (issue 28): the saved automations, each with its last result, next
// check and history, Run now and Check sign-in; the form to create or edit one; and the
// setting that starts the app with the system so they keep running.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutomationSummary, ConnectionSummary } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { api, useAction, useEvent } from '../hooks.js';
import { connectionName } from '../connection/connection-words.js';
import { AutomationCard } from './AutomationCard.js';
import { AutomationForm } from './AutomationForm.js';
import { StartWithSystem } from './StartWithSystem.js';

/** The list, kept fresh: at once, after each run, and every few seconds for "next check". */
function useAutomations() {
  const { error, run } = useAction();
  const [list, setList] = useState<AutomationSummary[]>([]);
  const [connections, setConnections] = useState<ConnectionSummary[]>([]);
  const load = useCallback(
    () =>
      void run(async () => {
        setList((await api()['automations.list']({})).automations);
        setConnections((await api()['connections.list']({})).connections);
      }),
    [run],
  );
  useEffect(() => {
    load();
    const timer = setInterval(load, 5000);
    return () => clearInterval(timer);
  }, [load]);
  useEvent('automations.ran', () => load());
  return { list, connections, error, load };
}

export function AutomationsView() {
  const { t } = useTranslation('automations');
  const { t: tc } = useTranslation('connection');
  const { list, connections, error, load } = useAutomations();
  // null: no form; 'new': creating; else the name being edited.
  const [form, setForm] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const editing = form && form !== 'new' ? (list.find((a) => a.name === form) ?? null) : null;
  // The sandbox in the UI language (main names it in English), saved connections by their names.
  const nameOf = (id: string) => {
    const c = connections.find((c) => c.id === id);
    return c ? connectionName(c, tc) : id;
  };
  return (
    <section aria-labelledby="automations-title" className="step">
      <h2 id="automations-title" tabIndex={-1}>
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      <StartWithSystem />
      <LiveRegion role="status">{note}</LiveRegion>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
      {form === null && <Button onClick={() => setForm('new')}>{t('new')}</Button>}
      {form !== null && (
        <AutomationForm
          key={form}
          editing={editing}
          onCancel={() => setForm(null)}
          onSaved={(name) => {
            setForm(null);
            setNote(t('saved', { name }));
            load();
          }}
        />
      )}
      {list.length === 0 && <p>{t('none')}</p>}
      <div role="list" aria-label={t('listLabel')}>
        {list.map((a) => (
          <div role="listitem" key={a.name}>
            <AutomationCard
              automation={a}
              connectionName={nameOf(a.connection)}
              onEdit={() => setForm(a.name)}
              onChanged={() => {
                if (!list.some((x) => x.name === a.name)) setNote(t('deleted', { name: a.name }));
                load();
              }}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
