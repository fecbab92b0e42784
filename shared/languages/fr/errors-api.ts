// What to do about a failed call and a mass change (shared/errors/english-api.ts), in French.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'api.hint.noAnswer':
    'Aucune réponse n’est arrivée (connexion coupée ou délai dépassé) : vérifiez le réseau et relancez ; les lignes terminées ne sont pas envoyées deux fois.',
  'api.hint.signIn': 'La connexion a expiré ou a été révoquée : reconnectez-vous.',
  'api.hint.forbidden':
    'Cette connexion n’a pas le droit de faire cela : vérifiez les autorisations et profils accordés à la connexion.',
  'api.hint.notFound': 'L’enregistrement n’existe pas : vérifiez les clés (ID, noms) de cette ligne.',
  'api.hint.notAcceptable':
    'Le service a refusé la requête pour des raisons qui lui sont propres (406 Not Acceptable) : réessayez plus tard.',
  'api.hint.timeout': 'Le service n’a pas pu répondre à temps : réessayez plus tard.',
  'api.hint.tooLarge': 'La requête est trop volumineuse : envoyez moins de lignes par lot.',
  'api.hint.urlTooLong': 'L’URL est trop longue : mettez moins de clés dans un même $filter.',
  'api.hint.contentType': 'Le service a refusé le type de contenu : c’est un bogue du client, merci de le signaler.',
  'api.hint.tooMany': 'Trop de requêtes : ralentissez (baissez le budget) et réessayez plus tard.',
  'api.hint.serviceFailed': 'Le service a échoué : réessayez plus tard.',
  'api.hint.badValues': 'Le service a refusé les valeurs : corrigez la ligne comme l’indique le message.',
  'api.hint.other': 'Vérifiez la ligne d’après le message et réessayez.',
  'api.hint.gaveUp': '{{hint}} Les lignes déjà traitées ne sont pas envoyées deux fois.',
  'api.hint.checkApplied': 'Vérifiez dans le service si la modification a été appliquée avant de relancer cette ligne.',
  'api.hint.resumeToSend': 'Reprenez la tâche pour l’envoyer.',
  'api.hint.resumeChecks': 'Reprenez la tâche : elle vérifie cette ligne avant de la renvoyer.',
  'api.page.sameLink':
    'Le service a renvoyé deux fois le même lien de page suivante ({{link}}) ; arrêt pour éviter une boucle.',
  'api.page.sameLinkHint':
    'Restreignez la requête (un $filter ou un $orderby) ou exportez à nouveau ; les pages lues jusqu’ici sont complètes.',
  'api.page.otherHost': 'Le lien de page suivante pointe vers {{origin}}, un autre hôte que le service.',
  'api.page.otherHostHint': 'Vérifiez l’adresse du service de cette connexion.',
  'api.page.notList': '{{path}} n’a pas répondu par une liste (pas de tableau « value »).',
  'api.page.notListHint': 'Vérifiez que le chemin désigne un point de terminaison de liste.',
  'api.page.loop':
    'Le service a répondu à {{where}} par {{loop}} après {{rows}} lignes sur {{expected}} ; arrêt pour éviter une boucle.',
  'api.page.loopHint':
    'Exportez à nouveau, ou restreignez la requête avec un $filter ; les lignes lues jusqu’ici sont conservées.',
  'api.page.repeated': 'une page de lignes déjà lues',
  'api.page.emptyWithNext': 'une page vide qui renvoie encore vers une page suivante',
  'job.finding.deletes': 'supprimer {{deletes}} lignes (plus de {{limit}})',
  'job.finding.zeros':
    'mettre à 0 {{zeros}} des {{quantities}} quantités qu’elle modifie ({{share}} %, plus de {{limit}} %)',
  'job.finding.negative': 'envoyer {{count}} quantité négative',
  'job.finding.negatives': 'envoyer {{count}} quantités négatives',
  'job.finding.rows': '{{finding}} : {{rows}}',
  'job.finding.rowsMore': '{{finding}} : {{rows}} ; et {{more}} de plus',
  'job.finding.row': 'ligne {{row}}{{sku}}{{dc}}{{value}}',
  'job.finding.sku': ', SKU {{sku}}',
  'job.finding.dc': ', DC {{dc}}',
  'job.finding.value': ', {{value}}',
  'job.findings.two': '{{first}} et {{second}}',
  'job.findings.three': '{{first}}, {{second}} et {{third}}',
} satisfies Catalogue;
