// The line an automation's card shows when its connection's refresh token lapses for non-use
// within 14 days, or has (issue 28): the date, and to press Check sign-in before then or to
// sign in again after. Main works out the dates (main/live-connections/app-token-use.ts).
import { useTranslation } from 'react-i18next';
import type { AutomationSummary } from '../../../shared/ipc/index.js';
import { fmtDateTime } from '../i18n/index.js';

export function SignInWarning({
  automation: a,
  connectionName,
}: {
  automation: AutomationSummary;
  connectionName: string;
}) {
  const { t } = useTranslation('automations');
  const w = a.signInWarning;
  if (!w) return null;
  // lapsesOn is a UTC calendar day: shown as that day wherever the computer is.
  const date = fmtDateTime(`${w.lapsesOn}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <p role="note" className="warning">
      {t(w.lapsed ? 'signIn.lapsed' : 'signIn.lapsesSoon', { connection: connectionName, date })}
    </p>
  );
}
