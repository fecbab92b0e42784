// The Send step's "service not answering" line in the UI language: main (main/jobs/run/
// outage-notices.ts) words it in English, as the CLI prints it, with the silence as "45 s" or
// "2 min 5 s" (units every language here writes alike). Any other wording is shown as it is.
import type { TFunction } from 'i18next';

const SILENT = /^The service has not answered for (\d+ (?:s|min(?: \d+ s)?)); still trying, nothing is lost\.$/;

export function outageText(t: TFunction<'import'>, message: string): string {
  const silent = SILENT.exec(message);
  return silent ? t('send.outageSilent', { duration: silent[1] }) : message;
}
