// Where an automation's files come from (issue 45): a local folder through the OS folder
// dialog, or an https:// or sftp:// address the app pulls from, with the password or token
// for it (kept in the system keychain by main, never shown again nor saved with the
// automation); and the card's lines for a source: its address and its last pull.
import { useTranslation } from 'react-i18next';
import type { AutomationPull, AutomationSummary } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { fmtDateTime } from '../i18n/index.js';
import type { FieldsProps } from './form-fields.js';

export function SourceFields({ draft, set, onPickFolder }: FieldsProps & { onPickFolder(): void }) {
  const { t } = useTranslation('automations');
  const pulled = draft.source.trim() !== '';
  return (
    <fieldset>
      <legend>{t('form.where')}</legend>
      {!pulled && (
        <div className="row-controls">
          <Button onClick={onPickFolder}>{t('form.pickFolder')}</Button>
          <span>{draft.folder ? draft.folder.path : t('form.noFolder')}</span>
        </div>
      )}
      <label className="field">
        {t('form.source')}
        <input
          type="text"
          inputMode="url"
          spellCheck={false}
          maxLength={2048}
          placeholder="sftp://user@host/out/*.csv"
          value={draft.source}
          onChange={(e) => set({ source: e.target.value })}
        />
      </label>
      {pulled && (
        <label className="field">
          {t('form.sourceSecret')}
          <input
            type="password"
            autoComplete="new-password"
            value={draft.sourceSecret}
            onChange={(e) => set({ sourceSecret: e.target.value })}
          />
        </label>
      )}
    </fieldset>
  );
}

/** "29 Nov 2026, 02:15 – not changed", in the current language. */
function pullText(t: ReturnType<typeof useTranslation<'automations'>>['t'], p: AutomationPull): string {
  const outcome =
    p.kind === 'fetched'
      ? t('pull.fetched', { files: (p.files ?? []).join(', ') })
      : p.kind === 'not-modified'
        ? t('pull.notModified')
        : p.kind === 'nothing-new'
          ? t('pull.nothingNew')
          : t('pull.failed', { reason: p.reason ?? '' });
  return t('pull.line', { at: fmtDateTime(p.at), outcome });
}

/** The card's source lines: nothing for a local folder. */
export function SourceFacts({ automation: a }: { automation: AutomationSummary }) {
  const { t } = useTranslation('automations');
  if (!a.source) return null;
  return (
    <>
      <dt>{t('field.source')}</dt>
      <dd title={a.source}>{a.source}</dd>
      <dt>{t('field.lastPull')}</dt>
      <dd>{a.lastPull ? pullText(t, a.lastPull) : t('pull.never')}</dd>
    </>
  );
}
