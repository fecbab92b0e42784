// The help panel listing the keyboard shortcuts (F1 or ?, or the "Keyboard shortcuts" button
// in the header). One table so the list in the panel and the keys the screens listen for
// are reviewed together.
import { Modal } from './Modal.js';

export const SHORTCUTS: [keys: string, where: string, what: string][] = [
  ['Ctrl+O', 'Import', 'Open a spreadsheet'],
  ['Ctrl+Enter', 'Open, Map', 'Next step (Continue to mapping, Review rows)'],
  ['Ctrl+Enter', 'Review', 'Check current values'],
  ['Ctrl+Shift+Enter', 'Review', 'Send'],
  ['F8 / Shift+F8', 'Review', 'Next / previous row with a problem'],
  ['Arrow keys', 'Grids', 'Move one cell'],
  ['Home / End', 'Grids', 'First / last cell of the row'],
  ['Ctrl+Home / Ctrl+End', 'Grids', 'First / last row'],
  ['Page Up / Page Down', 'Grids', 'One screen of rows up / down'],
  ['Enter or F2, then Enter', 'Review grid', 'Edit a cell, then apply the fix'],
  ['Escape', 'Review grid', 'Cancel the edit'],
  ['Ctrl+P', 'Send', 'Pause or resume'],
  ['Ctrl+S', 'Report', 'Save the result workbook'],
  ['F1 or ?', 'Anywhere', 'This list of shortcuts'],
  ['Escape', 'Dialogs', 'Close the dialog'],
];

export function ShortcutsHelp({ onClose }: { onClose(): void }) {
  return (
    <Modal titleId="shortcuts-title" onClose={onClose}>
      <div className="modal-body">
        <h2 id="shortcuts-title">Keyboard shortcuts</h2>
        <table aria-labelledby="shortcuts-title">
          <thead>
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">Where</th>
              <th scope="col">Does</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map(([k, w, d]) => (
              <tr key={`${k}${w}`}>
                <td>
                  <kbd>{k}</kbd>
                </td>
                <td>{w}</td>
                <td>{d}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="actions">
          <button type="button" autoFocus onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
