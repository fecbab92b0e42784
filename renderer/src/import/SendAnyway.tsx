// "Send anyway" on the report (issue 26): the run held back cells that changed on the service
// since the file's export; this sends them over the newer values, as --overwrite-newer does.
import { useTranslation } from 'react-i18next';
import { Button } from '../a11y/Button.js';
import { fmtNumber } from '../i18n/index.js';

interface Props {
  heldBack: number | undefined;
  busy: boolean;
  onSend(): void;
}

export function SendAnyway({ heldBack, busy, onSend }: Props) {
  const { t } = useTranslation('import');
  if (!heldBack) return null;
  return (
    <Button onClick={onSend} inactive={busy} title={t('report.sendAnywayTitle')}>
      {t('report.sendAnyway', { count: heldBack, n: fmtNumber(heldBack) })}
    </Button>
  );
}
