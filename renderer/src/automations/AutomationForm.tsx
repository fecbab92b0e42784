// Create or edit an automation: the folder through the OS folder dialog (main answers a
// grant, never a path the renderer could invent) or a source address, the mapping file
// likewise, the rest typed.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutomationSummary, ConnectionSummary } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { api, useAction } from '../hooks.js';
import { draftOf, newDraft, saveRequest, type Draft } from './draft.js';
import { GuardFields, NotifyFields, TimingFields, WhatFields } from './form-fields.js';
import { ScheduleFields } from './schedule-fields.js';
import { SourceFields } from './source-fields.js';

interface Props {
  editing: AutomationSummary | null;
  onSaved(name: string): void;
  onCancel(): void;
}

export function AutomationForm({ editing, onSaved, onCancel }: Props) {
  const { t } = useTranslation('automations');
  const titleId = useId();
  const { busy, error, run, setError } = useAction();
  const [connections, setConnections] = useState<ConnectionSummary[]>([]);
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : newDraft('sandbox')));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  useEffect(() => {
    void api()
      ['connections.list']({})
      .then((r) => {
        setConnections(r.connections);
        if (!editing && r.activeId) setDraft((d) => ({ ...d, connection: r.activeId ?? d.connection }));
      });
  }, [editing]);
  const pickFolder = () =>
    void run(async () => (await api()['files.pickFolder']({})).file ?? undefined).then((f) => f && set({ folder: f }));
  const pickMapping = () =>
    void run(async () => (await api()['files.pick']({ purpose: 'mapping' })).file ?? undefined).then(
      (f) => f && set({ mapping: f }),
    );
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.folder && !draft.source.trim()) return setError(t('form.needFolder'));
    void run(() => api()['automations.save'](saveRequest(draft, editing?.name))).then(
      (saved) => saved && onSaved(saved.name),
    );
  };
  return (
    <section className="step" aria-labelledby={titleId}>
      <h3 id={titleId}>{editing ? t('form.titleEdit', { name: editing.name }) : t('form.titleNew')}</h3>
      <form onSubmit={save} className="automation-form">
        <WhatFields draft={draft} set={set} connections={connections} onPickMapping={pickMapping} />
        <SourceFields draft={draft} set={set} onPickFolder={pickFolder} />
        <ScheduleFields draft={draft} set={set} />
        <TimingFields draft={draft} set={set} />
        <GuardFields draft={draft} set={set} />
        <NotifyFields draft={draft} set={set} />
        <LiveRegion role="alert" className="error">
          {error}
        </LiveRegion>
        <div className="actions">
          <Button type="submit" inactive={busy}>
            {t('form.save')}
          </Button>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
        </div>
      </form>
    </section>
  );
}
