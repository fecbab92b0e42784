import type { Catalogue } from '../../i18n/index.js';
import mapping from './engine-mapping.js';
import notes from './engine-notes.js';

export default {
  'check.keyEmpty': '{{field}} fait partie de la clé et ne peut pas être vide (reçu : {{value}}).',
  'check.notNullable': '{{field}} ne peut pas être vide (reçu : {{value}}).',
  'check.giveValue': 'Donnez une valeur à {{field}}{{describe}}.',
  'check.wrongType': "{{field}} : {{value}} n'est pas une valeur {{type}} valide.",
  'check.giveValueUnquoted':
    'Donnez une valeur à {{field}}{{describe}}. Si {{value}} est voulu, envoyez-le comme {{literal}} JSON, sans guillemets.',
  'check.notWhole': "{{field}} : {{value}} n'est pas un nombre entier.",
  'check.useWholeSuchAs': 'Utilisez un nombre entier comme {{number}}{{describe}}.',
  'check.outsideInt32': '{{field}} : {{value}} est hors de la plage int32 de {{min}} à {{max}}.',
  'check.useWholeInRange':
    "Utilisez un nombre entier de {{min}} à {{max}} ; un nombre plus long n'est sans doute pas un {{field}} de ce service.",
  'check.tooLong': '{{field}} : {{value}} compte {{length}} caractères ; {{max}} au plus sont autorisés.',
  'check.shorten': 'Raccourcissez {{field}} à {{max}} caractères au plus.',
  'check.notPattern': "{{field}} : {{value}} n'est pas {{pattern}}.",
  'check.writeAsPattern': 'Écrivez {{field}} sous la forme {{pattern}}, p. ex. {{example}}.',
  'check.notEnum': "{{field}} : {{value}} n'est pas une valeur de {{enum}}.",
  'check.writeExact': "Écrivez '{{member}}' (orthographe exacte).",
  'check.useOneOf': "Utilisez l'une de ces valeurs : {{members}}.",
  'describe.int32': ' (un nombre entier de {{min}} à {{max}})',
  'describe.decimal': ' (un nombre avec . comme séparateur décimal, p. ex. 12.5)',
  'describe.boolean': ' (true ou false)',
  'describe.datetime': ' (une date-heure ISO 8601 en UTC, p. ex. 2024-05-01T09:30:00Z)',
  'describe.enum': " (l'une de {{members}})",
  'describe.binary': ' (texte base64)',
  'describe.pattern': ' ({{pattern}}, p. ex. {{example}})',
  'describe.maxLength': ' (texte de {{max}} caractères au plus)',
  'describe.text': ' (texte)',
  'body.unknownField': "{{entity}} n'a pas de propriété '{{name}}'.",
  'body.navigation':
    "'{{name}}' est une propriété de navigation ; envoyez ses enregistrements par leur propre point d'accès.",
  'body.removeUnknown': 'Supprimez-la ; {{entity}} a : {{fields}}.',
  'body.requiredOnCreate': "{{entity}} exige {{field}} à la création, mais le corps n'en contient pas.",
  'body.addField': 'Ajoutez {{field}} au corps.',
  'body.addKeyField': 'Ajoutez {{field}} (partie de la clé) au corps.',
  'body.setByService':
    "{{entity}}.{{field}} est fixé par le service ; un corps de création ne peut pas l'envoyer (reçu : {{value}}).",
  'body.removeField': 'Retirez {{field}} du corps.',
  'body.notChangeable': '{{entity}}.{{field}} ne peut pas être modifié par {{mode}} (reçu : {{value}}).',
  'body.sendOnly': "N'envoyez que {{fields}} dans un corps {{mode}}.",
  'body.sendOnlyKeyInUrl': "N'envoyez que {{fields}} dans un corps {{mode}} ; la clé va dans l'URL.",
  'body.notChangeableAtAll': "{{entity}} ne peut pas être modifié par l'API.",
  'cell.required': '{{field}} est vide, mais une valeur est requise.',
  'cell.requiredKey': '{{field}} est vide, mais une valeur est requise (il fait partie de la clé).',
  'cell.fillIn': 'Renseignez {{field}}{{describe}}.',
  'cell.refused': '{{field}} : {{value}} {{what}}.',
  'cell.notEnum': "n'est pas une valeur de {{enum}}",
  'cell.useOneOfAnyCase': "Utilisez l'une de ces valeurs : {{members}} (majuscules ou minuscules).",
  'cell.notYesNo': "n'est pas une valeur oui/non",
  'cell.writeTrueFalse': 'Écrivez true ou false (yes/no et 1/0 marchent aussi).',
  'cell.tooLongWhole': 'compte {{length}} caractères, trop long pour un nombre entier',
  'cell.tooLongNumber': 'compte {{length}} caractères, trop long pour un nombre',
  'cell.enter': 'Saisissez {{field}}{{describe}}.',
  'cell.outsideInt32': 'est hors de la plage int32 de {{min}} à {{max}}',
  'cell.useWholeInRange':
    'Utilisez un nombre entier dans cette plage ; vérifiez que cette colonne contient bien des valeurs de {{field}}.',
  'cell.ambiguous':
    "est ambigu : {{digits}} si '{{other}}' sépare les milliers, ou {{decimal}} si c'est le séparateur décimal",
  'cell.writeEither':
    'Écrivez {{digits}} ou {{decimal}}, selon ce que vous vouliez dire, sans séparateur de milliers{{hint}}.',
  'cell.thousands': 'contient un séparateur de milliers',
  'cell.writeWithout': 'Écrivez le nombre sans séparateurs : {{digits}}.',
  'cell.scientific': "est en notation scientifique, celle des tableurs pour les longs nombres qu'ils ont arrondis",
  'cell.formatAsText': 'Mettez la colonne au format texte dans le tableur et saisissez le nombre complet.',
  'cell.formatAsTextSuchAs':
    'Mettez la colonne au format texte dans le tableur et saisissez le nombre complet, comme {{number}}.',
  'cell.otherDecimal': "utilise '{{other}}' comme séparateur décimal",
  'cell.writeNumber': 'Écrivez {{number}}{{hint}}.',
  'cell.useWholeEither': 'Utilisez un nombre entier comme {{lower}} ou {{upper}}{{hint}}.',
  'cell.notWhole': "n'est pas un nombre entier",
  'cell.notNumber': "n'est pas un nombre",
  'cell.useDecimal': "Utilisez '{{dec}}' comme séparateur décimal : {{number}}{{hint}}.",
  'cell.sayDecimalComma': ', ou indiquez le séparateur décimal du fichier (--decimal ,)',
  'cell.sayDecimalSemicolon': ' ; ou indiquez le séparateur décimal du fichier (--decimal ,)',
  'issue.valueCell': "{{column}} '{{value}}' (cellule {{cell}}) : {{message, clause}}. Solution : {{fix}}",
  'issue.value': "{{column}} '{{value}}' : {{message, clause}}. Solution : {{fix}}",
  'issue.cell': '{{column}} (cellule {{cell}}) : {{message, clause}}. Solution : {{fix}}',
  'issue.list': '{{issues}}',
  'issue.bare': '{{column}} : {{message, clause}}. Solution : {{fix}}',
  'issue.notDc': "'{{value}}' n'est pas un centre de distribution de cette connexion",
  'issue.useDc':
    "utilisez l'ID, le nom, le code ou la ville de l'un de ces centres : {{dcs}} ; ou ajoutez '{{value}}' à la table de valeurs de DistributionCenterID",
  'issue.useDcNone':
    "utilisez l'ID, le nom, le code ou la ville d'un centre de distribution (il n'y en a aucun : créez-en d'abord un) ; ou ajoutez '{{value}}' à la table de valeurs de DistributionCenterID",
  'row.profileNotWhole': "ProfileID n'est pas un nombre entier",
  'row.writeProfileId': "Écrivez l'ID numérique de l'un des profils de la connexion",
  'row.blankClearMarker':
    "une cellule vide laisse la valeur telle quelle ; écrivez {{marker}} dans la cellule pour l'effacer",
  'row.blankMapClear':
    "les cellules vides de cette colonne sont ignorées ; associez-la avec blank 'clear' pour effacer la valeur à la place",
  'row.blankSkipped': '{{column}} vide : rien à envoyer ({{hint}})',
  'row.cannotClear': '{{field}} ne peut pas être effacé : le service y garde toujours une valeur',
  'row.insteadOfMarker': '{{fix, clause}} au lieu de {{marker}}',
  'row.keyMissing': '{{key}} manque : chaque ligne {{entity}} a besoin de sa clé ({{keys}})',
  'row.fillKeyOrLookup': 'Renseignez la colonne {{key}} ou {{lookup}}',
  'row.fillKeyOrMap': 'Renseignez la colonne {{key}}, ou associez une colonne à {{key}}',
  'row.nothingToChange': 'Rien à changer : la ligne a des clés mais aucune valeur',
  'row.mapColumnTo': 'Associez une colonne à {{field}}',
  'row.mapColumnToAny': 'Associez une colonne à un champ à modifier',
  'row.noValueColumns':
    'Aucune valeur dans ses {{columns}} colonnes de valeurs : rien à envoyer (une cellule vide laisse la valeur du service telle quelle)',
  'row.notReadFromFile': 'Non lu dans le fichier',
  'row.duplicateKey':
    "Clé en double ({{key}}) : la ligne {{row}} a la même clé et l'emporte (la dernière ligne du fichier l'emporte)",
  'row.otherCellInvalid':
    'Non envoyé : une autre cellule de cette ligne est invalide ; corrigez-la et importez de nouveau la ligne',
  'row.totalRow': "Ligne de total ('{{label}}' dans la cellule {{cell}}) : ignorée, rien n'est envoyé pour elle",
  'result.dryRun': 'Essai à blanc : serait envoyé',
  'result.notSentStopped': "Non envoyé : l'exécution s'est arrêtée avant cette ligne (reprenez la tâche)",
  'result.labelled': '{{column}} : {{message}}',
  'result.part': 'partie {{part}}',
  'result.notWritten': 'non écrit',
  'result.partlyWritten': 'Écrit : {{cells}}',
  'result.partlyFailed': 'Échec : {{cells}}',
  // Joins of a row's verdict (verdict-message.ts): all placeholder, so the legacy reader skips them.
  'join.cellResult': '{{column}} ({{result}})',
  'join.comma': '{{first}}, {{rest}}',
  'join.semicolon': '{{first}}; {{rest}}',
  'join.sentence': '{{first}}. {{rest}}',
  'result.created': 'Créé',
  'result.updated': 'Mis à jour',
  'result.deleted': 'Supprimé',
  'result.deletedOnRetry': 'Supprimé (déjà absent quand le DELETE a été répété après un échec)',
  'result.confirmedByReading': '{{message}} (confirmé par relecture après la perte de la réponse)',
  'result.appliedReadBack': "Appliqué (sa réponse s'est perdue ; confirmé par relecture)",
  'result.appliedProductRead': 'Appliqué (confirmé par relecture du produit)',
  'result.createdReadBack': 'Créé (confirmé par relecture)',
  'plan.parentNotFound':
    '{{idField}} {{id}} est introuvable (ou cette connexion ne couvre pas son profil). Solution : vérifiez {{idField}}',
  'plan.parentNotFoundSku':
    '{{idField}} {{id}} est introuvable (ou cette connexion ne couvre pas son profil). Solution : vérifiez {{idField}} ou le SKU',
  'plan.alreadyAbsent': 'Déjà absent : rien à supprimer',
  'plan.nothingToClear': 'Sans valeur : rien à effacer',
  'plan.alreadyHasValue': 'A déjà cette valeur : non envoyé',
  'plan.alreadyHasValues': 'A déjà ces valeurs : non envoyé',
  'plan.noneToUpdate':
    "Aucun {{entity}} {{key}} n'existe à mettre à jour. Solution : utilisez l'opération upsert pour le créer",
  'plan.unknownSku': "SKU inconnu '{{sku}}' : aucun produit du profil {{profile}} n'a ce SKU. Solution : {{fix}}",
  'plan.unknownSkuAnyProfile':
    "SKU inconnu '{{sku}}' : aucun produit des profils de cette connexion n'a ce SKU. Solution : {{fix}}",
  'plan.correctSku': 'corrigez le SKU, ou indiquez plutôt le ProductID',
  'plan.scientificSku':
    "le tableur a affiché ce long nombre (un EAN ou GTIN ?) en notation scientifique et l'a arrondi, ses vrais chiffres sont donc perdus : mettez la colonne SKU au format texte dans le tableur, saisissez de nouveau le SKU complet et enregistrez",
  'plan.didYouMean': 'vouliez-vous dire {{skus}} ? {{advice}}',
  'plan.leadingZeros':
    'Excel supprime les zéros de tête : mettez la colonne au format Texte et saisissez de nouveau le SKU',
  'plan.skuSpaces': "Le SKU du fichier contient des espaces que le SKU du produit n'a pas : supprimez-les",
  'plan.ambiguousSku':
    "SKU ambigu '{{sku}}' : les produits {{products}} le partagent. Solution : ajoutez une colonne ou une constante ProfileID, ou indiquez le ProductID",
  'plan.unknownOrder':
    "Numéro de commande inconnu '{{number}}' : aucune commande du profil {{profile}} n'a ce SiteOrderID. Solution : corrigez le numéro de commande, ou indiquez plutôt l'OrderID",
  'plan.unknownOrderAnyProfile':
    "Numéro de commande inconnu '{{number}}' : aucune commande des profils de cette connexion n'a ce SiteOrderID. Solution : corrigez le numéro de commande, ou indiquez plutôt l'OrderID",
  'plan.ambiguousOrder':
    "Numéro de commande ambigu '{{number}}' : les commandes {{orders}} le partagent. Solution : ajoutez une colonne ou une constante ProfileID, ou indiquez l'OrderID",
  'plan.otherProfile':
    "{{keyNoun}} {{key}} appartient à {{owner}}, mais {{parentNoun}} {{parentId}} est dans {{parentProfile}} ; le service n'accepte une valeur que pour un {{keyNoun}} du propre profil de {{parentNoun}}. Solution : utilisez un {{keyNoun}} du profil {{profile}}, ou vérifiez {{idField}}",
  'plan.otherProfileSku':
    "{{keyNoun}} {{key}} appartient à {{owner}}, mais {{parentNoun}} {{parentId}} est dans {{parentProfile}} ; le service n'accepte une valeur que pour un {{keyNoun}} du propre profil de {{parentNoun}}. Solution : utilisez un {{keyNoun}} du profil {{profile}}, ou vérifiez {{idField}} ou le SKU",
  'plan.profile': 'le profil {{id}}',
  'plan.profileNamed': 'le profil {{id}} ({{name}})',
  'plan.emptiedMarker':
    "Cellule vidée, laissée telle quelle : le service garde '{{value}}' (vide signifie laisser tel quel ; écrivez {{marker}} pour l'effacer)",
  'plan.emptiedMapClear':
    "Cellule vidée, laissée telle quelle : le service garde '{{value}}' (vide signifie laisser tel quel ; associez la colonne avec blank 'clear' pour l'effacer)",
  'send.outcomeUnknown':
    "Résultat inconnu : {{why}}. La requête n'a pas été renvoyée, car la répéter pourrait l'appliquer deux fois.",
  'send.stoppedInFlight':
    "Résultat inconnu : l'exécution s'est arrêtée pendant l'envoi de cette ligne. Vérifiez si elle existe avant de l'importer de nouveau",
  'send.notResent': "Résultat inconnu : {{message}} Elle n'a pas été renvoyée ; la reprise la relit d'abord.",
  'send.noAnswerNotResent':
    "Résultat inconnu : aucune réponse reçue. Elle n'a pas été renvoyée ; la reprise la relit d'abord.",
  'send.notConfirmedStatus':
    "Non confirmé : le service a répondu HTTP {{status}} et {{why}}. Elle n'a pas été renvoyée, pour ne pas être appliquée deux fois.",
  'send.notConfirmedNoAnswer':
    "Non confirmé : aucune réponse reçue et {{why}}. Elle n'a pas été renvoyée, pour ne pas être appliquée deux fois.",
  'send.readBackFailed': 'Résultat inconnu : {{message}} La relecture du produit a échoué aussi ({{error}}).',
  'send.noAnswer': 'Aucune réponse du service après {{attempts}} tentatives (délai dépassé).',
  'send.connectionDropped': 'Aucune réponse du service après {{attempts}} tentatives (connexion interrompue).',
  'send.gaveUp':
    'Abandon après {{attempts}} tentatives : le service répondait toujours HTTP {{status}} {{reason}}, une panne passagère de son côté.',
  'send.gaveUpSaid':
    'Abandon après {{attempts}} tentatives : le service répondait toujours HTTP {{status}} {{reason}}, une panne passagère de son côté. Il a dit : {{said}}',
  'send.readBackFailedStatus':
    "la relecture de l'enregistrement pour vérifier a échoué aussi (HTTP {{status}} {{reason}})",
  'send.readBackNoAnswer': "la relecture de l'enregistrement pour vérifier a échoué aussi (aucune réponse)",
  'send.runAgainLater':
    "Relancez cette ligne plus tard : elle est d'abord relue et envoyée seulement si elle n'est pas encore appliquée.",
  'send.withHint': '{{message}} {{hint}}',
  'send.groupRefused':
    'Le service a refusé {{action}}{{where}} (HTTP {{status}} : {{said}}) ; le reste de cette exécution envoie une requête par valeur.',
  'send.forProfile': ' pour le profil {{profile}}',
  'baseline.heldBack':
    "Modifié dans le service depuis l'export : {{details}}. Non envoyé ; pour l'envoyer quand même : --overwrite-newer (CLI) ou « Envoyer quand même » (application)",
  'baseline.notEdited': "Non modifié depuis l'export : non envoyé ({{details}})",
  'baseline.found': 'Référence : exportée le {{when}} depuis {{connection}}',
  'baseline.none': 'Pas de référence : les modifications écraseront des valeurs plus récentes',
  'undo.changedNotDeleted': 'Modifié depuis la tâche {{job}}, non supprimé : {{changes}}',
  'undo.changedNotOverwritten': 'Modifié depuis la tâche {{job}}, non écrasé : {{changes}}',
  'dc.unknownId':
    "{{column}} '{{id}}' : aucun centre de distribution d'ID {{id}} n'existe pour cette connexion (ou il a été supprimé). Solution : utilisez l'un de {{choices}}",
  'dc.unknownIdNone':
    "{{column}} '{{id}}' : aucun centre de distribution d'ID {{id}} n'existe pour cette connexion (ou il a été supprimé). Solution : créez d'abord un centre de distribution",
  'dc.nameBlank': "Name est vide : chaque centre de distribution a besoin d'un nom",
  'dc.fillName': 'Renseignez la colonne Name',
  'dc.notEmail': "'{{value}}' n'est pas une adresse e-mail",
  'dc.writeEmail': 'Écrivez une adresse comme ops@example.com, ou laissez {{field}} vide',
  'dc.notCountry': "'{{value}}' n'est pas un code pays ISO 3166-1 alpha-2",
  'dc.useCountry': 'utilisez "{{code}}"',
  'dc.writeCountry': 'Écrivez le code à deux lettres, comme DE, US ou FR',
  'dc.idTwice':
    "L'ID {{id}} figure aussi à la ligne {{rows}} : un ID désigne un seul centre de distribution. Solution : gardez une seule de ces lignes",
  'dc.idUnknown':
    "L'ID {{id}} ne désigne aucun centre de distribution de cette connexion. Solution : videz la cellule ID pour recréer le centre (upsert le trouve par Code), ou supprimez la ligne",
  'dc.idDeleted':
    "L'ID {{id}} a été supprimé dans le service : un centre supprimé n'est pas modifié. Solution : videz la cellule ID pour recréer le centre, ou supprimez la ligne",
  'dc.codeTwice':
    "Le Code '{{code}}' figure aussi à la ligne {{rows}} : un Code désigne un seul centre de distribution. Solution : gardez une seule de ces lignes, ou donnez à chacune son propre Code",
  'dc.codeBlank':
    "Code est vide : upsert trouve les centres de distribution par Code. Solution : renseignez la colonne Code (ou importez avec l'opération create)",
  'dc.codeManyTimes':
    "Le Code '{{code}}' existe plusieurs fois dans le service (ID {{ids}}) : il ne dit pas quel centre modifier. Solution : importez avec l'opération update et une colonne ID",
  'dc.codeExists':
    "Le Code '{{code}}' existe déjà avec l'ID {{id}}. Solution : importez avec l'opération upsert (par défaut) pour le mettre à jour, ou donnez un autre Code au nouveau centre",
  'dc.alreadyHasValues': 'A déjà ces valeurs (ID {{id}}) : non envoyé',
  'dc.newNeedsName':
    "Name est vide : le Code '{{code}}' n'existe pas encore et un nouveau centre a besoin d'un nom. Solution : renseignez Name",
  'dc.noProfile':
    "Aucun profil pour ce centre : la connexion couvre les profils {{profiles}}. Solution : ajoutez une colonne ProfileID, ou choisissez le profil de l'exécution (--profile <id>)",
  'dc.notAProfile':
    "ProfileID {{profile}} n'est pas un profil de cette connexion ; cela pourrait être {{profiles}}. Solution : utilisez l'un de ces ID",
  'doc.created': 'Document {{key}} créé',
  'doc.createdFound':
    "Document {{key}} créé (sa réponse s'est perdue ; le service le liste, il n'a donc pas été renvoyé)",
  'doc.unreadable': "Le fichier {{file}} n'est plus lisible. Solution : remettez-le en place et reprenez la tâche",
  'doc.notFound':
    "Le fichier '{{cell}}' est introuvable dans {{folder}}. Solution : placez-y le PDF, ou corrigez la cellule File (un chemin relatif au dossier des documents)",
  'doc.linkOutside':
    "Le fichier '{{cell}}' est un lien vers {{real}}, hors du dossier des documents {{folder}} : seuls les PDF qui s'y trouvent sont envoyés. Solution : copiez le PDF lui-même dans ce dossier",
  'doc.outside':
    "Le fichier '{{cell}}' est hors du dossier des documents {{folder}} : seuls les PDF qui s'y trouvent sont envoyés. Solution : placez le PDF dans ce dossier et nommez-le par son chemin",
  'doc.tooLarge':
    "Le fichier '{{cell}}' fait {{size}} octets, au-delà de la limite du service de {{limit}} octets ({{mb}} Mo). Solution : réduisez le PDF (p. ex. baissez la résolution des images)",
  'doc.notPdf':
    "Le fichier '{{cell}}' n'est pas un PDF (il ne commence pas par %PDF-). Solution : enregistrez la facture en PDF et indiquez ce fichier",
  'doc.sameFile':
    "Le fichier '{{cell}}' est cité par les lignes {{rows}} : un PDF ne peut pas être le document de deux commandes. Solution : donnez à chaque ligne le PDF de sa propre commande",
  'doc.hasUntyped': 'La commande {{order}} a déjà un document sans type (document {{key}}) : non renvoyé',
  'doc.hasTyped': 'La commande {{order}} a déjà un {{type}} (document {{key}}) : non renvoyé',
  'doc.noFile':
    "Pas de File : rien à téléverser pour la commande {{order}} pour l'instant. Indiquez dans la cellule File le nom du PDF dans le dossier des documents pour l'envoyer",
  'doc.noAdjustment':
    "AdjustmentID manque : un avoir (AmazonVATCreditNote) doit citer le remboursement qu'il crédite. Solution : indiquez l'AdjustmentID du remboursement de la commande {{order}}",
  'doc.orderNotInProfile':
    "L'OrderID {{order}} n'est pas une commande du profil {{profile}}. Solution : corrigez l'OrderID ou le ProfileID (exportez ChannelDocuments/NotSupplied pour les commandes en attente d'un document)",
  'doc.orderUnknown':
    "L'OrderID {{order}} n'est pas une commande des profils de cette connexion. Solution : corrigez l'OrderID (exportez ChannelDocuments/NotSupplied pour les commandes en attente d'un document)",
  'column.Result': 'Résultat',
  'column.HTTP Status': 'Statut HTTP',
  'column.Message': 'Message',
  'column.Old Value': 'Ancienne valeur',
  'column.New Value': 'Nouvelle valeur',
  'column.Row': 'Ligne',
  'verdict.Created': 'Créé',
  'verdict.Updated': 'Mis à jour',
  'verdict.Partly updated': 'Mis à jour en partie',
  'verdict.Deleted': 'Supprimé',
  'verdict.Unchanged': 'Inchangé',
  'verdict.Skipped': 'Ignoré',
  'verdict.Invalid': 'Invalide',
  'verdict.Failed': 'Échec',
  'verdict.Not sent': 'Non envoyé',
  'verdict.Pending': 'En attente',
  'verdict.Will be created': 'Sera créé',
  'verdict.Will be updated': 'Sera mis à jour',
  'verdict.Will be deleted': 'Sera supprimé',
  'verdict.Ready': 'Prêt',
  'verdict.Reading': 'Lecture',
  // A key a full feed set to 0, a row of its own in the result workbook (report/dropped-key-row.ts)
  'fullFeed.notInFile': 'Absent du fichier : mis à 0 (flux complet)',
  'fullFeed.notInFileSaid': 'Absent du fichier (flux complet) : {{message}}',
  ...mapping,
  ...notes,
} satisfies Catalogue;
