// The folder of PDFs a ChannelDocuments sheet names (issue 13): dropped together with the
// sheet, or picked here. Its File cells are paths relative to it; without one, the sheet's
// own folder. Says before the review that documents cannot be taken back (no undo workbook).
import { useTranslation } from 'react-i18next';
import { Button } from '../a11y/Button.js';

interface Props {
  folder: string | null;
  busy: boolean;
  onPick(): void;
}

export function DocumentsFolder({ folder, busy, onPick }: Props) {
  const { t } = useTranslation('import');
  return (
    <div className="row-controls" role="group" aria-label={t('documents.folder')}>
      <p>
        {t('documents.folderIs')}{' '}
        <strong aria-label={t('documents.folderPath')}>{folder ?? t('documents.sheetFolder')}</strong>
      </p>
      <Button onClick={onPick} inactive={busy}>
        {t('documents.pick')}
      </Button>
      <p className="note">{t('documents.noUndo')}</p>
    </div>
  );
}
