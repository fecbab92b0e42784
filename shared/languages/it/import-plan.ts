// The two-step plan offered for a workbook with a DistributionCenters sheet and a stock sheet
// (issue 45, PlanOffer.tsx), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'plan.title': 'Piano in due passi',
  'plan.found': 'Il foglio {{centers}} contiene centri di distribuzione e il foglio {{stock}} le loro giacenze.',
  'plan.offer': 'Creare i centri, poi importare le giacenze (2 passi)',
  'plan.steps': 'Passi del piano',
  'plan.step1': 'Passo 1: creare i centri di distribuzione del foglio {{sheet}}',
  'plan.step2':
    'Passo 2: importare le giacenze del foglio {{sheet}}, la colonna {{column}} abbinata al {{by}} dei centri',
  'plan.dryRun': 'Simulazione (nulla inviato)',
  'plan.refused': 'Rifiutato prima di inviare qualsiasi cosa: {{why}}',
  'plan.run': 'Eseguire entrambi i passi',
  'plan.working': 'In corso…',
  'plan.outcomes': 'Esito di ogni passo',
  'plan.step': 'Passo',
  'plan.outcome': 'Esito',
  'plan.resultWorkbook': 'Cartella dei risultati',
  'plan.status.done': 'Fatto',
  'plan.status.failed': 'Alcune righe non riuscite o non valide',
  'plan.status.skipped': 'Saltato',
  'plan.status.interrupted': 'Interrotto, riaprire la cartella per riprendere',
} satisfies Catalogue;
