// Open: drop a file anywhere on the window or press Open; pick the sheet and the header row;
// the first rows show at once (main reads only the start of the file). Ctrl+O opens,
// Ctrl+Enter continues.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetPreview } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { FirstScreen } from './FirstScreen.js';
import { PlanOfferPart } from './PlanOffer.js';

interface Props {
  preview: SheetPreview | null;
  busy: boolean;
  onOpen(): void;
  /** Opens a granted file (a sample, a recent file) as the Open dialog's answer is. */
  onFile(token: string): void;
  onInspect(o: { sheet?: string; headerRow?: number }): void;
  onContinue(): void;
}

/** The first rows as main read them, numbered as in the file. */
function FirstRows({ preview }: { preview: SheetPreview }) {
  const { t } = useTranslation('import');
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={t('open.firstRowsScrollable')}>
      <table aria-label={t('open.firstRows')}>
        <thead>
          <tr>
            <th scope="col">{t('column.row')}</th>
            {preview.headers.map((h, i) => (
              <th scope="col" key={i}>
                {h || t('column.unnamed', { n: i + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.slice(0, 20).map((r) => (
            <tr key={r.rowNumber}>
              <th scope="row">{r.rowNumber}</th>
              {preview.headers.map((_, i) => (
                <td key={i}>{r.cells[i] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OpenStep({ preview, busy, onOpen, onFile, onInspect, onContinue }: Props) {
  const { t } = useTranslation('import');
  const scope = useRef<HTMLElement>(null);
  const canContinue = !busy && Boolean(preview && preview.headers.length > 0);
  useShortcuts(scope, { 'Ctrl+Enter': canContinue && onContinue });
  return (
    <section aria-labelledby="open-title" className="step" ref={scope}>
      <h2 id="open-title" tabIndex={-1}>
        {t('open.title')}
      </h2>
      <div className="drop-hint">
        <p>{t('open.dropHint')}</p>
        <Button onClick={onOpen} inactive={busy} aria-keyshortcuts="Control+O">
          {t('open.open')}
        </Button>
      </div>
      {!preview && <FirstScreen busy={busy} onFile={onFile} />}
      {preview && (
        <>
          <div className="row-controls">
            <dl className="facts">
              <dt id="file-name-label" className="sr-only">
                {t('open.fileName')}
              </dt>
              <dd aria-labelledby="file-name-label">
                <strong>{preview.fileName}</strong>
              </dd>
            </dl>
            <label>
              {t('open.sheet')}{' '}
              <select
                aria-label={t('open.sheet')}
                value={preview.sheet}
                onChange={(e) => onInspect({ sheet: e.target.value })}
                disabled={preview.sheets.length < 2}
              >
                {preview.sheets.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <label>
              {t('open.headerRow')}{' '}
              <input
                aria-label={t('open.headerRow')}
                type="number"
                min={1}
                max={1000}
                value={preview.headerRowNumber}
                className="narrow"
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (n >= 1) onInspect({ sheet: preview.sheet, headerRow: n });
                }}
              />
            </label>
            <Button className="primary" onClick={onContinue} inactive={!canContinue} aria-keyshortcuts="Control+Enter">
              {t('open.continue')}
            </Button>
          </div>
          <PlanOfferPart key={preview.file} preview={preview} />
          <FirstRows preview={preview} />
        </>
      )}
    </section>
  );
}
