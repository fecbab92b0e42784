// Review's detail pane (issue 42): the whole message of the row in focus and how to fix it,
// wrapped, where the grid's Message column cuts it to its width or the columns of a wide file
// push it off-screen. The Report has the same pane; here the fix is made.
import { useTranslation } from 'react-i18next';
import type { ReviewRow } from '../../../shared/ipc/index.js';
import { isBlank, useEngineText } from '../i18n/index.js';
import { statusText, withoutField } from './review-status.js';

export function ReviewDetail({ row }: { row: ReviewRow | null }) {
  const { t } = useTranslation('import');
  const e = useEngineText();
  if (!row) {
    return (
      <div className="detail-pane" role="region" aria-label={t('report.detail')}>
        <p className="hint">{t('review.chooseRow')}</p>
      </div>
    );
  }
  return (
    <div className="detail-pane" role="region" aria-label={t('report.detail')}>
      <p>
        <strong>{t('report.detailRow', { row: row.rowNumber, result: statusText(t, e, row) })}</strong>
      </p>
      {row.issues.length ? (
        <ul className="detail-issues">
          {row.issues.map((i, n) => (
            <li key={n}>
              {t('review.detailIssue', { column: i.column, message: withoutField(e.message(i.message)) })}
              <br />
              {t('review.detailFix', { fix: e.message(i.fix) })}
            </li>
          ))}
        </ul>
      ) : !isBlank(row.message) ? (
        <p>{e.message(row.message)}</p>
      ) : null}
    </div>
  );
}
