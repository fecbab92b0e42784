// What a run, an undo and an export say when they refuse, in French.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'job.fileChanged': 'Le fichier {{file}} manque ou a changé depuis le début de la tâche {{job}}',
  'job.fileChangedHint':
    'Remettez le fichier d’origine pour reprendre cette tâche, ou lancez un nouvel import avec le fichier modifié.',
  'job.sumNoValue':
    '--duplicates sum additionne la valeur des lignes d’une clé : {{resource}} n’a pas de valeur unique à additionner.',
  'job.sumNoValueHint':
    'Utilisez --duplicates last ou first, ou corrigez le fichier pour que chaque clé n’apparaisse qu’une fois.',
  'job.notPickedUp':
    'Le fichier {{file}} n’est pas celui qui a été pris en charge : son SHA-256 est {{sha}}, pas {{expected}}',
  'job.notPickedUpHint': 'Rien n’a été envoyé. Déposez de nouveau le fichier.',
  'job.undoDryRun': 'La tâche {{job}} était un essai à blanc : elle n’a rien changé',
  'job.undoDryRunHint': 'Il n’y a rien à annuler.',
  'job.undoUnfinished': 'La tâche {{job}} n’est pas terminée (état : {{status}})',
  'job.undoUnfinishedHint': 'Terminez-la d’abord (`resume {{job}}`), puis annulez-la.',
  'job.undoMissing': 'Le classeur d’annulation de la tâche {{job}} manque : {{file}}',
  'job.undoMissingHint': 'Remettez-le pour annuler la tâche.',
  'job.fullFeedResource':
    'Le mode flux complet ne fonctionne que pour DCQuantities, pas pour {{resource}} : il met à 0 les quantités qu’un fichier ne liste plus, et {{resource}} n’a pas de telle valeur « plus rien ».',
  'job.fullFeedResourceHint':
    'Lancez sans --full-feed, ou surveillez un dossier de fichiers de quantités par centre de distribution.',
  'job.fullFeedDc': '--full-feed-dcs : « {{entry}} » n’est pas un centre de distribution de cette connexion.',
  'job.fullFeedDcList':
    '--full-feed-dcs : « {{entry}} » n’est pas un centre de distribution de cette connexion ; il y a {{dcs}}.',
  'job.fullFeedDcHint':
    'Indiquez les centres de distribution du flux par ID, code ou nom, séparés par des virgules (par ex. --full-feed-dcs 1,2,3).',
  'job.held': 'La tâche {{job}} a été retenue le {{at}} et rien n’a été envoyé : {{reason, clause}}.',
  'job.heldHint':
    'La reprendre envoie son plan tel qu’il a été fait alors. Si c’est voulu, confirmez-le comme pour libérer son fichier : resume {{job}} --release-held (ou --allow-mass-change). Sinon, importez un nouveau fichier.',
  'job.wrongResource': 'Ces colonnes ressemblent à {{other}}, pas à {{resource}} : {{columns}}. Rien n’a été envoyé',
  'job.wrongResourceHint':
    'Lancez avec --resource {{other}} (ou choisissez {{other}} dans l’application). Pour les prendre malgré tout comme {{resource}}, associez chaque colonne à la main dans un fichier de correspondance (--mapping).',
  'job.massChange': 'Rien n’a été envoyé : cette exécution allait {{findings}}',
  'job.massChangeHint':
    'Vérifiez le fichier et la correspondance. Si c’est voulu, confirmez-le : lancez `resume {{job}} --allow-mass-change` (ou importez de nouveau avec --allow-mass-change).',
  'job.undoMassChange': 'Rien n’a été envoyé : cette annulation allait {{reasons}}',
  'job.undoMassChangeHint':
    'Si c’est voulu, confirmez-le : lancez `undo {{job}} --allow-mass-change` (l’annulation rétablit alors les anciennes valeurs et supprime ce que l’exécution a créé, les deux étapes).',
  'export.keyedNotApplicable': 'Un export par clés ne s’applique pas à {{resource}}',
  'export.keyedNotApplicableHint': 'Utilisez un export de liste pour cela.',
  'export.cannotExport': 'Impossible d’exporter « {{resource}} »',
  'export.cannotExportHint':
    'Exportez l’un de : {{lists}} (ou un export par clés de DCQuantities, AttributeValues, CustomFields avec --keys).',
  'export.noCatalogue': 'Impossible d’exporter tout le catalogue en « {{resource}} »',
  'export.noCatalogueHint': 'Utilisez {{first}} ou {{second}}.',
  'export.noTemplate': 'Aucun modèle pour « {{resource}} »',
  'export.noTemplateHint': 'Créez un modèle pour l’un de : {{resources}}.',
  'export.noFilterField': '{{set}} n’a pas de champ {{field}} (dans le filtre)',
  'export.noField': '{{set}} n’a pas de champ {{fields}}',
  'export.fieldsHint': 'Champs : {{fields}}.',
  'export.cannotExpand': '{{set}} ne peut pas développer « {{name}} »',
  'export.expandHint': 'Développer : {{choices}}.',
  'export.expandAllHint': 'Développer : {{before}}* (tous parmi {{navs}}){{after}}.',
  'export.nothingToExpandHint': 'Cette liste n’a rien à développer.',
  'export.cannotOrder': '{{set}} ne peut pas être trié par « {{property}} »',
  'export.orderHint': 'Trier par : {{choices}}.',
  'export.notRows': '« {{top}} » n’est pas un nombre de lignes',
  'export.notRowsHint': 'Demandez un nombre entier de lignes, 0 ou plus.',
  'out.badExtension': 'Le fichier de résultat {{out}} doit se terminer par .xlsx ou .csv',
  'out.badExtensionHint': 'Donnez à --out un nom en .xlsx ou .csv.',
  'out.noFolder': 'Le dossier du fichier de résultat {{out}} n’existe pas',
  'out.noFolderHint': 'Créez d’abord {{folder}}, ou choisissez un autre emplacement pour --out.',
  'out.notWritable': 'Impossible d’écrire dans le dossier {{folder}}',
  'out.notWritableHint': 'Choisissez pour --out un dossier où vous pouvez écrire.',
} satisfies Catalogue;
