// The two-step plan offered for a workbook with a DistributionCenters sheet and a stock sheet
// (issue 45, PlanOffer.tsx), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'plan.title': 'Plan en deux étapes',
  'plan.found': 'La feuille {{centers}} contient des centres de distribution et la feuille {{stock}} leur stock.',
  'plan.offer': 'Créer les centres, puis importer le stock (2 étapes)',
  'plan.steps': 'Étapes du plan',
  'plan.step1': 'Étape 1 : créer les centres de distribution de la feuille {{sheet}}',
  'plan.step2':
    'Étape 2 : importer le stock de la feuille {{sheet}}, sa colonne {{column}} associée au {{by}} des centres',
  'plan.dryRun': 'Simulation (rien n’est envoyé)',
  'plan.refused': 'Refusé avant tout envoi : {{why}}',
  'plan.run': 'Exécuter les deux étapes',
  'plan.working': 'En cours…',
  'plan.outcomes': 'Résultat de chaque étape',
  'plan.step': 'Étape',
  'plan.outcome': 'Résultat',
  'plan.resultWorkbook': 'Classeur de résultats',
  'plan.status.done': 'Terminé',
  'plan.status.failed': 'Des lignes ont échoué ou étaient invalides',
  'plan.status.skipped': 'Ignoré',
  'plan.status.interrupted': 'Interrompu, rouvrez le classeur pour reprendre',
} satisfies Catalogue;
