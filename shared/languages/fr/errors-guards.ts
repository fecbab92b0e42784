// Why a watched file is held (shared/errors/english-guards.ts), in French.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'watch.held': '{{why, clause}}. {{hint}}',
  'watch.releaseHint':
    'Rien n’a été envoyé. Si le fichier est correct, remettez-le dans le dossier surveillé et lancez watch avec --release-held (ou utilisez Libérer sur l’automatisation dans l’application) pour l’envoyer.',
  'watch.guard.empty': 'Retenu par la garde du fichier vide : le fichier n’a aucune ligne.',
  'watch.guard.emptyFile': 'Retenu par la garde du fichier vide : {{why, clause}}.',
  'watch.guard.unreadable': 'Retenu par la garde du fichier illisible : {{why, clause}}.',
  'watch.guard.by1': 'Retenu par {{first}}.',
  'watch.guard.by2': 'Retenu par {{first}} ; et par {{second}}.',
  'watch.guard.by3': 'Retenu par {{first}} ; et par {{second}} ; et par {{third}}.',
  'watch.guard.rows':
    'la garde du nombre de lignes : {{rows}} lignes, {{share}} % des {{lastRows}} lignes de {{file}} ; le seuil est de {{guard}} %',
  'watch.guard.zeroed': 'la garde des stocks mis à zéro : {{shares}} ; le seuil est de {{guard}} %',
  'watch.guard.zeros': 'elle mettrait à 0 {{zeros}} des {{touched}} quantités qu’elle touche{{feed}}, {{share}} %',
  'watch.guard.zerosAtDc':
    'au DC {{dc}}, elle mettrait à 0 {{zeros}} des {{touched}} quantités qu’elle y touche{{feed}}, {{share}} %',
  'watch.guard.feed': ', dont {{count}} quantités absentes du fichier (flux complet)',
  'watch.guard.invalid':
    'la garde des lignes invalides : {{invalid}} de ses {{rows}} lignes sont invalides, {{share}} % ; le seuil est de {{guard}} %',
  'watch.after.notMoved':
    'Importé comme tâche {{job}}, mais le fichier n’a pas pu être déplacé vers {{to}}/ ({{why}}) ; ses classeurs restent là où ils ont été écrits.',
  'watch.after.changed':
    '{{file}} a été modifié ou remplacé pendant que la tâche {{job}} importait la version prise (SHA-256 {{sha}}...) ; il reste dans le dossier pour la prochaine exécution.',
  'watch.after.notCreated': '(non créée)',
  'watch.after.importedBut': 'Importé comme tâche {{job}}, mais : {{why}}',
  'watch.after.withHint': '{{message}} {{hint}}',
} satisfies Catalogue;
