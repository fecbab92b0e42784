// One saved automation: where it watches, what it imports, on which connection, its last
// result and next check, its history, and Run now, Check sign-in, Edit and Delete.
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutomationRun, AutomationSummary } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { api, useAction, useEvent } from '../hooks.js';
import { fmtDateTime } from '../i18n/index.js';
import { RunHistory } from './RunHistory.js';
import { ScheduleFacts } from './schedule-fields.js';
import { SignInWarning } from './SignInWarning.js';
import { SourceFacts } from './source-fields.js';
import { countsText, fileName } from './run-text.js';
import { resourceLabels } from '../import/MapParts.js';

interface Props {
  automation: AutomationSummary;
  connectionName: string;
  onEdit(): void;
  onChanged(): void;
}

function LastResult({ run }: { run: AutomationRun | null }) {
  const { t } = useTranslation('automations');
  if (!run) return <>{t('never')}</>;
  const parts = [t(`status.${run.status}`), fileName(run.file), countsText(t, run.counts)];
  return <>{parts.filter(Boolean).join(' — ')}</>;
}

function Facts({ automation: a, connectionName }: Pick<Props, 'automation' | 'connectionName'>) {
  const { t } = useTranslation('automations');
  const { t: ti } = useTranslation('import');
  const next = a.running ? t('running') : a.nextCheck ? fmtDateTime(a.nextCheck) : t('disabled');
  return (
    <dl className="automation-facts">
      <dt>{t('field.folder')}</dt>
      <dd title={a.folder.path}>{a.folder.path}</dd>
      <SourceFacts automation={a} />
      <dt>{t('field.resource')}</dt>
      <dd>{resourceLabels(ti)[a.resource]}</dd>
      <dt>{t('field.mapping')}</dt>
      <dd>{a.mapping ? a.mapping.name : t('noMapping')}</dd>
      <dt>{t('field.connection')}</dt>
      <dd>{connectionName}</dd>
      <dt>{t('field.lastResult')}</dt>
      <dd>
        <LastResult run={a.lastRun} />
      </dd>
      <ScheduleFacts automation={a} />
      {!a.schedule && (
        <>
          <dt>{t('field.nextCheck')}</dt>
          <dd>{next}</dd>
        </>
      )}
    </dl>
  );
}

/** The card's actions and what they said, with the history they refresh. */
function useCard(a: AutomationSummary, onChanged: () => void) {
  const { t } = useTranslation('automations');
  const { busy, error, run } = useAction();
  const [runs, setRuns] = useState<AutomationRun[]>([]);
  const [note, setNote] = useState('');
  const load = useCallback(
    () => void run(async () => setRuns((await api()['automations.history']({ name: a.name })).runs)),
    [run, a.name],
  );
  useEffect(load, [load]);
  useEvent('automations.ran', (e) => {
    if (e.name === a.name) load();
  });
  const runNow = () =>
    void run(async () => {
      setNote(t('running'));
      const r = await api()['automations.runNow']({ name: a.name });
      setNote(r.runs.length ? t('ranDone', { name: a.name }) : t('ranNothing', { name: a.name }));
      load();
      onChanged();
    });
  const checkSignIn = () =>
    void run(async () => {
      setNote('');
      const r = await api()['automations.checkSignIn']({ connection: a.connection });
      const detail = { connection: r.connection, detail: r.message };
      setNote(r.ok ? t('signIn.ok', detail) : t('signIn.failed', detail));
      if (r.ok && a.signInWarning) onChanged(); // the lapse warning goes: the token was just used
    });
  const open = (runId: string, which: 'result' | 'undo') =>
    void run(() => api()['automations.openWorkbook']({ name: a.name, runId, which }));
  const remove = () =>
    void run(async () => {
      await api()['automations.delete']({ name: a.name });
      onChanged();
    });
  return { busy, error, runs, note, runNow, checkSignIn, open, remove };
}

export function AutomationCard({ automation: a, connectionName, onEdit, onChanged }: Props) {
  const { t } = useTranslation('automations');
  const card = useCard(a, onChanged);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  return (
    <article className="step automation" aria-labelledby={titleId}>
      <h3 id={titleId}>{a.name}</h3>
      <Facts automation={a} connectionName={connectionName} />
      <SignInWarning automation={a} connectionName={connectionName} />
      <div className="row-controls">
        <Button inactive={card.busy} onClick={card.runNow}>
          {t('action.runNow')}
        </Button>
        <Button inactive={card.busy} onClick={card.checkSignIn}>
          {t('action.checkSignIn')}
        </Button>
        <Button onClick={onEdit}>{t('action.edit')}</Button>
        <Button onClick={() => setConfirming(true)}>{t('action.delete')}</Button>
      </div>
      {confirming && (
        <div className="row-controls" role="group" aria-label={t('action.delete')}>
          <span>{t('action.confirmDelete', { name: a.name })}</span>
          <Button onClick={card.remove}>{t('action.confirmYes')}</Button>
          <Button onClick={() => setConfirming(false)}>{t('action.confirmNo')}</Button>
        </div>
      )}
      <LiveRegion role="status">{card.note}</LiveRegion>
      <LiveRegion role="alert" className="error">
        {card.error}
      </LiveRegion>
      <h4>{t('history.title', { name: a.name })}</h4>
      <RunHistory name={a.name} runs={card.runs} onOpen={card.open} />
    </article>
  );
}
