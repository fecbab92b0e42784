// The two-step plan offered for a workbook with a DistributionCenters sheet and a stock sheet
// (issue 45, PlanOffer.tsx), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'plan.title': 'Plan in zwei Schritten',
  'plan.found': 'Blatt {{centers}} enthält Verteilzentren und Blatt {{stock}} deren Bestand.',
  'plan.offer': 'Erst die Verteilzentren anlegen, dann den Bestand importieren (2 Schritte)',
  'plan.steps': 'Schritte des Plans',
  'plan.step1': 'Schritt 1: die Verteilzentren aus Blatt {{sheet}} anlegen',
  'plan.step2':
    'Schritt 2: den Bestand aus Blatt {{sheet}} importieren, {{column}} zugeordnet über {{by}} der Verteilzentren',
  'plan.dryRun': 'Probelauf (nichts gesendet)',
  'plan.refused': 'Abgelehnt, bevor etwas gesendet wurde: {{why}}',
  'plan.run': 'Beide Schritte ausführen',
  'plan.working': 'Läuft…',
  'plan.outcomes': 'Ergebnis jedes Schritts',
  'plan.step': 'Schritt',
  'plan.outcome': 'Ergebnis',
  'plan.resultWorkbook': 'Ergebnismappe',
  'plan.status.done': 'Erledigt',
  'plan.status.failed': 'Einige Zeilen fehlgeschlagen oder ungültig',
  'plan.status.skipped': 'Übersprungen',
  'plan.status.interrupted': 'Unterbrochen, die Mappe erneut öffnen, um fortzusetzen',
} satisfies Catalogue;
