// The help panel listing the keyboard shortcuts (F1 or ?, or the "Keyboard shortcuts" button
// in the header). One table so the list in the panel and the keys the screens listen for
// are reviewed together; its words are the user's language (keys too: Strg in German).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal.js';

export function shortcutRows(t: TFunction): [keys: string, where: string, what: string][] {
  const review = t('shortcuts.where.review');
  const grids = t('shortcuts.where.grids');
  const reviewGrid = t('shortcuts.where.reviewGrid');
  return [
    [t('shortcuts.keys.ctrlO'), t('shortcuts.where.import'), t('shortcuts.do.open')],
    [t('shortcuts.keys.ctrlEnter'), t('shortcuts.where.openMap'), t('shortcuts.do.next')],
    [t('shortcuts.keys.ctrlEnter'), review, t('shortcuts.do.check')],
    [t('shortcuts.keys.ctrlShiftEnter'), review, t('shortcuts.do.send')],
    [t('shortcuts.keys.f8'), review, t('shortcuts.do.problem')],
    [t('shortcuts.keys.arrows'), grids, t('shortcuts.do.moveCell')],
    [t('shortcuts.keys.homeEnd'), grids, t('shortcuts.do.rowEnds')],
    [t('shortcuts.keys.ctrlHomeEnd'), grids, t('shortcuts.do.gridEnds')],
    [t('shortcuts.keys.pageUpDown'), grids, t('shortcuts.do.page')],
    [t('shortcuts.keys.editCell'), reviewGrid, t('shortcuts.do.edit')],
    [t('shortcuts.keys.escape'), reviewGrid, t('shortcuts.do.cancelEdit')],
    [t('shortcuts.keys.ctrlP'), t('shortcuts.where.send'), t('shortcuts.do.pause')],
    [t('shortcuts.keys.ctrlS'), t('shortcuts.where.report'), t('shortcuts.do.save')],
    [t('shortcuts.keys.help'), t('shortcuts.where.anywhere'), t('shortcuts.do.help')],
    [t('shortcuts.keys.escape'), t('shortcuts.where.dialogs'), t('shortcuts.do.close')],
  ];
}

export function ShortcutsHelp({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('common');
  return (
    <Modal titleId="shortcuts-title" onClose={onClose}>
      <div className="modal-body">
        <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
        <table aria-labelledby="shortcuts-title">
          <thead>
            <tr>
              <th scope="col">{t('shortcuts.colKeys')}</th>
              <th scope="col">{t('shortcuts.colWhere')}</th>
              <th scope="col">{t('shortcuts.colDoes')}</th>
            </tr>
          </thead>
          <tbody>
            {shortcutRows(t).map(([k, w, d], i) => (
              <tr key={i}>
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
            {t('close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
