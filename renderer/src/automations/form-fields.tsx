// The form's groups of fields, each small: what (name, resource, mapping, connection,
// profile; where is source-fields.tsx's), when (settle time, check period, on/off), the guards with full feed,
// and the notifications. Every input has its label; numbers stay text until saved.
import { useTranslation } from 'react-i18next';
import { RESOURCES, type ConnectionSummary } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { connectionName } from '../connection/connection-words.js';
import { resourceLabels } from '../import/MapParts.js';
import type { Draft } from './draft.js';

export interface FieldsProps {
  draft: Draft;
  set(patch: Partial<Draft>): void;
}

function NumberField({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  return (
    <label className="field">
      {label}
      <input type="number" className="narrow" min={0} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

export function WhatFields({
  draft,
  set,
  connections,
  onPickMapping,
}: FieldsProps & { connections: ConnectionSummary[]; onPickMapping(): void }) {
  const { t } = useTranslation('automations');
  const { t: tc } = useTranslation('connection');
  const { t: ti } = useTranslation('import');
  const resources = resourceLabels(ti); // named as the Map step names them, not by the API's names alone
  return (
    <>
      <label className="field">
        {t('form.name')}
        <input
          type="text"
          required
          maxLength={100}
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </label>
      <label className="field">
        {t('field.resource')}
        <select value={draft.resource} onChange={(e) => set({ resource: e.target.value as Draft['resource'] })}>
          {RESOURCES.map((r) => (
            <option key={r} value={r}>
              {resources[r]}
            </option>
          ))}
        </select>
      </label>
      <div className="row-controls">
        <Button onClick={onPickMapping}>{t('form.pickMapping')}</Button>
        <span>{draft.mapping ? draft.mapping.path : t('noMapping')}</span>
        {draft.mapping && <Button onClick={() => set({ mapping: null })}>{t('form.clearMapping')}</Button>}
      </div>
      <label className="field">
        {t('field.connection')}
        <select value={draft.connection} onChange={(e) => set({ connection: e.target.value })}>
          {connections.map((c) => (
            <option key={c.id} value={c.id}>
              {connectionName(c, tc)}
            </option>
          ))}
        </select>
      </label>
      <NumberField label={t('form.profile')} value={draft.profile} onChange={(profile) => set({ profile })} />
    </>
  );
}

export function TimingFields({ draft, set }: FieldsProps) {
  const { t } = useTranslation('automations');
  return (
    <fieldset>
      <legend>{t('form.timing')}</legend>
      <NumberField label={t('form.settle')} value={draft.settleSeconds} onChange={(v) => set({ settleSeconds: v })} />
      {draft.scheduleKind === 'none' && (
        <NumberField
          label={t('form.checkEvery')}
          value={draft.checkEverySeconds}
          onChange={(v) => set({ checkEverySeconds: v })}
        />
      )}
      <label className="choice">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />{' '}
        {t('form.enabled')}
      </label>
    </fieldset>
  );
}

export function GuardFields({ draft, set }: FieldsProps) {
  const { t } = useTranslation('automations');
  return (
    <fieldset>
      <legend>{t('form.guards')}</legend>
      <p>{t('form.guardsHelp')}</p>
      <NumberField
        label={t('form.minRows')}
        value={draft.minRowsPercent}
        onChange={(v) => set({ minRowsPercent: v })}
      />
      <NumberField
        label={t('form.maxZeroed')}
        value={draft.maxZeroedPercent}
        onChange={(v) => set({ maxZeroedPercent: v })}
      />
      <NumberField
        label={t('form.maxInvalid')}
        value={draft.maxInvalidPercent}
        onChange={(v) => set({ maxInvalidPercent: v })}
      />
      <label className="choice">
        <input type="checkbox" checked={draft.fullFeed} onChange={(e) => set({ fullFeed: e.target.checked })} />{' '}
        {t('form.fullFeed')}
      </label>
    </fieldset>
  );
}

export function NotifyFields({ draft, set }: FieldsProps) {
  const { t } = useTranslation('automations');
  return (
    <fieldset>
      <legend>{t('form.notifications')}</legend>
      <fieldset className="inline">
        <legend className="sr-only">{t('form.notifyWhen')}</legend>
        {(['always', 'problems'] as const).map((when) => (
          <label key={when} className="radio">
            <input
              type="radio"
              name="notify-when"
              checked={draft.notifyWhen === when}
              onChange={() => set({ notifyWhen: when })}
            />
            {t(when === 'always' ? 'form.notifyAlways' : 'form.notifyProblems')}
          </label>
        ))}
      </fieldset>
      <label className="field">
        {t('form.webhook')}
        <input type="url" value={draft.webhook} onChange={(e) => set({ webhook: e.target.value })} />
      </label>
      <label className="field">
        {t('form.email')}
        <input type="text" value={draft.email} onChange={(e) => set({ email: e.target.value })} />
      </label>
      <label className="choice">
        <input
          type="checkbox"
          checked={draft.includeFailures}
          onChange={(e) => set({ includeFailures: e.target.checked })}
        />{' '}
        {t('form.includeFailures')}
      </label>
    </fieldset>
  );
}
