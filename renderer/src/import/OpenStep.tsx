// Open: drop a file anywhere on the window or press Open; pick the sheet and the header row;
// the first rows show at once (main reads only the start of the file).
import type { SheetPreview } from '../../../shared/ipc/index.js';

interface Props {
  preview: SheetPreview | null;
  busy: boolean;
  onOpen(): void;
  onInspect(o: { sheet?: string; headerRow?: number }): void;
  onContinue(): void;
}

export function OpenStep({ preview, busy, onOpen, onInspect, onContinue }: Props) {
  return (
    <section aria-labelledby="open-title" className="step">
      <h2 id="open-title">Open a spreadsheet</h2>
      <div className="drop-hint">
        <p>Drop a CSV or XLSX file anywhere on this window, or</p>
        <button type="button" onClick={onOpen} disabled={busy}>Open…</button>
      </div>
      {preview && (
        <>
          <div className="row-controls">
            <strong aria-label="File name">{preview.fileName}</strong>
            <label>
              Sheet{' '}
              <select aria-label="Sheet" value={preview.sheet} onChange={(e) => onInspect({ sheet: e.target.value })} disabled={busy || preview.sheets.length < 2}>
                {preview.sheets.map((s) => <option key={s}>{s}</option>)}
              </select>
            </label>
            <label>
              Header row{' '}
              <input aria-label="Header row" type="number" min={1} max={1000} value={preview.headerRowNumber} className="narrow"
                onChange={(e) => { const n = Number(e.target.value); if (n >= 1) onInspect({ sheet: preview.sheet, headerRow: n }); }} />
            </label>
            <button type="button" className="primary" onClick={onContinue} disabled={busy || preview.headers.length === 0}>Continue to mapping</button>
          </div>
          <div className="table-wrap" tabIndex={0} aria-label="First rows, scrollable">
            <table aria-label="First rows">
              <thead><tr><th scope="col">Row</th>{preview.headers.map((h, i) => <th scope="col" key={i}>{h || `(column ${i + 1})`}</th>)}</tr></thead>
              <tbody>
                {preview.rows.slice(0, 20).map((r) => (
                  <tr key={r.rowNumber}><th scope="row">{r.rowNumber}</th>{preview.headers.map((_, i) => <td key={i}>{r.cells[i] ?? ''}</td>)}</tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
