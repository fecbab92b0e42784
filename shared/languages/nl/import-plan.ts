// The two-step plan offered for a workbook with a DistributionCenters sheet and a stock sheet
// (issue 45, PlanOffer.tsx), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'plan.title': 'Plan in twee stappen',
  'plan.found': 'Blad {{centers}} bevat distributiecentra en blad {{stock}} hun voorraad.',
  'plan.offer': 'Eerst de centra aanmaken, dan de voorraad importeren (2 stappen)',
  'plan.steps': 'Stappen van het plan',
  'plan.step1': 'Stap 1: de distributiecentra van blad {{sheet}} aanmaken',
  'plan.step2':
    'Stap 2: de voorraad van blad {{sheet}} importeren, de kolom {{column}} gekoppeld aan de {{by}} van de centra',
  'plan.dryRun': 'Proefrun (niets verzonden)',
  'plan.refused': 'Geweigerd voordat er iets werd verzonden: {{why}}',
  'plan.run': 'Beide stappen uitvoeren',
  'plan.working': 'Bezig…',
  'plan.outcomes': 'Uitkomst van elke stap',
  'plan.step': 'Stap',
  'plan.outcome': 'Uitkomst',
  'plan.resultWorkbook': 'Resultatenmap',
  'plan.status.done': 'Klaar',
  'plan.status.failed': 'Sommige rijen mislukt of ongeldig',
  'plan.status.skipped': 'Overgeslagen',
  'plan.status.interrupted': 'Onderbroken, open de map opnieuw om verder te gaan',
} satisfies Catalogue;
