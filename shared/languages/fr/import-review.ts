// Review's own service check, its statuses, the reasons rows will fail for and the detail
// pane (issue 42), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'check.label': 'Vérification auprès du service',
  'check.progress': 'Vérification des SKU, des centres de distribution et des valeurs actuelles auprès du service…',
  'check.progressOf': 'Vérification auprès du service… {{done}} sur {{total}}',
  'check.done': 'Vérifié auprès du service : chaque statut dit ce que fera l’envoi.',
  'check.failed':
    'Non vérifié : les SKU, centres de distribution et valeurs actuelles n’ont pas pu être vérifiés ({{error}}). L’envoi les vérifie avant d’envoyer quoi que ce soit.',
  'check.waiting': 'La vérification auprès du service reprend après votre correction…',
  'status.willFail': 'Échouera : {{reason}}',
  'status.negative': 'Négatif',
  'status.setToZero': 'Mettra à 0',
  'reason.unknownSku': 'SKU inconnu',
  'reason.unknownDc': 'centre de distribution inconnu',
  'reason.missing': 'valeur manquante',
  'reason.notWhole': 'pas un nombre entier',
  'reason.notNumber': 'pas un nombre',
  'reason.tooLong': 'trop long',
  'reason.other': 'valeur non valide',
  'review.chooseRow': 'Placez-vous sur une ligne pour lire ici son message entier et la correction.',
  'review.detailIssue': '{{column}} : {{message}}',
  'review.detailFix': 'Correction : {{fix}}',
  'reasons.label': 'Lignes qui échoueront, par motif',
  'reasons.group_one': '{{reason}} : {{n}} ligne ({{first}})',
  'reasons.group_other': '{{reason}} : {{n}} lignes ({{first}})',
  'reasons.group_many': '{{reason}} : {{n}} lignes ({{first}})',
  'reasons.atLeast': 'compté sur les 200 000 premières lignes en erreur',
  'reasons.all': 'Tous les problèmes',
  // Counts in rows, never rows and values mixed (issue 42).
  'review.countsLineValues':
    '{{values}} valeurs : Prêtes {{ready}} · Non valides {{invalid}} · Ignorées {{skipped}} · Inchangées {{unchanged}}',
  'plan.rows.create_one': '{{n}} ligne à créer',
  'plan.rows.create_other': '{{n}} lignes à créer',
  'plan.rows.create_many': '{{n}} lignes à créer',
  'plan.rows.update_one': '{{n}} ligne à mettre à jour',
  'plan.rows.update_other': '{{n}} lignes à mettre à jour',
  'plan.rows.update_many': '{{n}} lignes à mettre à jour',
  'plan.rows.delete_one': '{{n}} ligne à supprimer',
  'plan.rows.delete_other': '{{n}} lignes à supprimer',
  'plan.rows.delete_many': '{{n}} lignes à supprimer',
} satisfies Catalogue;
