import type { Catalogue } from '../../i18n/index.js';
import api from './errors-api.js';
import auth from './errors-auth.js';
import guards from './errors-guards.js';
import jobs from './errors-jobs.js';
import net from './errors-net.js';
import sheets from './errors-sheets.js';

export default {
  ...sheets,
  ...jobs,
  ...net,
  ...auth,
  ...guards,
  ...api,
  'plan.noRun': 'Aucune exécution de plan trouvée pour {{ref}}',
  'plan.noRunHint': 'Indiquez le fichier de plan exécuté, ou un identifiant de plan affiché par `plan run`.',
  'plan.noColumn':
    'Le fichier {{file}} de l’étape {{step}} n’a pas de colonne « {{column}} » (ses colonnes : {{columns}})',
  'plan.noColumnHint': 'Corrigez le nom de la colonne dans le fichier de plan.',
  'plan.noCreatedId': 'L’étape {{step}} ({{resource}}) n’a pas de colonne d’ID créés à reprendre',
  'plan.noCreatedIdHint': 'Indiquez la colonne de résultat à reprendre avec « take » dans la référence {{reference}}.',
  'plan.unresolvedOne': 'Le plan ne peut pas résoudre {{count}} référence ; rien n’a été envoyé.{{lines}}{{more}}',
  'plan.unresolved': 'Le plan ne peut pas résoudre {{count}} références ; rien n’a été envoyé.{{lines}}{{more}}',
  'plan.unresolvedHint':
    'Ajoutez les clés manquantes à l’étape précédente, ou corrigez les lignes, puis relancez le plan.',
  'plan.missAt': '\nÉtape {{step}}, ligne {{row}} : la référence {{reference}} « {{value}} » {{why}}{{next}}',
  'plan.miss.noValue': 'n’a pas de valeur dans les résultats de l’étape précédente (sa ligne a-t-elle échoué ?)',
  'plan.miss.notAKey': 'ne figure pas parmi les clés de l’étape à laquelle elle renvoie',
  'plan.missMore': '\n(et {{count}} lignes de plus)',
  'plan.bad': 'Plan {{path}} : {{what}}',
  'plan.badHint': 'Corrigez le fichier de plan (voir README, « Plans ») et relancez-le.',
  'plan.stepTwice': 'l’identifiant d’étape « {{step}} » est utilisé deux fois',
  'plan.dependsOnLater': 'l’étape {{step}} dépend de « {{dependency}} », qui n’est pas une étape précédente',
  'plan.referenceNotDependency':
    'la référence {{reference}} de l’étape {{step}} reprend de l’étape « {{from}} » ; ajoutez-la à dependsOn',
  'plan.unreadable': 'Impossible de lire le plan {{path}} : {{reason}}',
  'plan.unreadableHint': 'Vérifiez le chemin et réessayez.',
  'plan.notParsed': '{{format}} non valide : {{reason}}',
  'plan.field': '{{field}} : {{reason}}',
  'plan.whole': 'le plan',
  'plan.unfinished': 'L’exécution de plan {{run}} n’est pas terminée',
  'plan.unfinishedHint': 'Terminez-la d’abord (`plan run {{plan}}`), puis annulez-la.',
  'plan.changed': 'Le plan {{path}} a été modifié depuis l’arrêt de son exécution {{run}}',
  'plan.changedHint':
    'Remettez le plan tel qu’il était pour terminer cette exécution, ou annulez-la d’abord (`plan undo {{run}}`).',
  'plan.notPlanWorkbook': '{{file}} n’est pas un classeur avec une feuille DistributionCenters et une feuille de stock',
  'plan.notPlanWorkbookHint': 'Ouvrez à nouveau un tel classeur.',
  'baseline.lost':
    '{{file}} a les colonnes et les lignes de l’export {{resource}} du {{takenAt}} depuis {{connection}}, mais ses valeurs de référence sont introuvables ({{carrier}} a disparu ou ne les contient plus) : importée sans elles, chaque cellule écraserait des valeurs modifiées depuis sur le service',
  'baseline.lostHint':
    'Rien n’a été envoyé. Gardez les valeurs de référence de l’export avec le fichier (la feuille masquée d’un export XLSX, le .baseline.json à côté d’un export CSV) ou exportez à nouveau ; pour envoyer les valeurs du fichier par-dessus des plus récentes, importez-le avec --no-baseline.',
  'smtp.noHost': 'Aucun serveur de messagerie n’est configuré pour les notifications par e-mail.',
  'smtp.noHostHint':
    'Exécutez `commerce-bulk notify-setup --smtp-host <host> --smtp-from <address>`, ou donnez à watch --smtp-host et --smtp-from.',
  'smtp.noFrom': 'Aucune adresse d’expéditeur n’est définie pour les notifications par e-mail.',
  'smtp.noFromHint': 'Donnez --smtp-from <address> (à notify-setup, ou à watch).',
  'smtp.plainRemote':
    '--smtp-tls none n’est autorisé que pour un serveur de messagerie sur cette machine, pas {{host}}.',
  'smtp.plainRemoteHint': 'Utilisez starttls (port 587) ou tls (port 465).',
  'smtp.invalid': 'Les paramètres du serveur de messagerie ne sont pas valides : {{issues}}.',
  'smtp.invalidHint': 'Corrigez les paramètres nommés.',
  'smtp.notJson': '{{file}} n’est pas du JSON (endommagé ou modifié à la main).',
  'smtp.unreadable': 'Impossible de lire {{file}} ({{detail}}).',
  'smtp.badFile': '{{file}} n’est pas un fichier de notifications valide.',
  'smtp.badFileHint': 'Exécutez à nouveau `commerce-bulk notify-setup`, ou supprimez le fichier.',
  'smtp.passwordNoUser': 'Un mot de passe nécessite un utilisateur.',
  'smtp.passwordNoUserHint': 'Donnez aussi --smtp-user <name>.',
  'watch.fullFeedResource':
    'Le mode flux complet ne fonctionne que pour DCQuantities, pas pour {{resource}} : il met à 0 les quantités qu’un fichier ne liste plus.',
  'watch.fullFeedResourceHint': 'Surveillez sans --full-feed, ou surveillez un dossier de fichiers de quantités DC.',
  'watch.noHeldFile': 'Il n’y a pas de fichier retenu {{name}} dans {{folder}}.',
  'watch.noHeldFileHint': 'Choisissez un des fichiers du dossier held/.',
  'watch.guardRange': 'Le seuil {{guard}} doit être un pourcentage de 0 à 100, pas {{value}}.',
  'watch.guardRangeHint': 'Donnez un nombre de 0 à 100.',
  'watch.outputRedirected':
    '{{path}} est un lien symbolique ou n’est pas un dossier : la surveillance n’écrit que dans de vrais dossiers du dossier surveillé.',
  'watch.outputRedirectedHint':
    'Supprimez-le (un dossier de ce nom est créé au besoin), puis relancez la surveillance.',
  'watch.lockHeld':
    'Le dossier {{folder}} est verrouillé par une autre surveillance ({{holder}}) ; abandon après {{seconds}} s.',
  'watch.lockHeldHint':
    'Laissez cette exécution se terminer et réessayez, ou arrêtez-la ; un verrou dont le processus a disparu est repris de lui-même (celui d’un autre hôte après {{minutes}} minutes sans rafraîchissement : {{lockPath}}).',
  'watch.lockHolder': 'hôte {{host}}, pid {{pid}}',
  'watch.lockHolderSince': 'hôte {{host}}, pid {{pid}}, depuis {{since}}',
  'watch.lockNoOwner': 'une autre surveillance (son fichier de verrou ne nomme pas encore de propriétaire)',
  'watch.noFolder': 'Le dossier {{path}} n’existe pas.',
  'watch.noFolderHint': 'Donnez à watch un dossier existant.',
  'watch.needsFolder': 'watch a besoin d’un dossier.',
  'watch.needsFolderHint': 'Donnez le dossier à surveiller, ou --automation <name>.',
  'watch.needsResource': 'watch a besoin de --resource <name>.',
  'watch.needsResourceHint': 'Donnez --resource, ou --automation <name> pour une automatisation enregistrée.',
  'pull.hostKeyChanged':
    'La clé d’hôte de {{entry}} a changé : enregistrée {{pinned}}, le serveur montre maintenant {{shown}}. Rien n’a été récupéré.',
  'pull.hostKeyChangedHint':
    'Si le serveur a été réinstallé ou sa clé remplacée volontairement (demandez à son administrateur), supprimez la ligne de {{entry}} dans {{file}} et relancez pour enregistrer la nouvelle clé.',
  'pull.sftpNoSecret': 'Ni clé ni mot de passe pour {{user}} sur {{host}}',
  'pull.sftpNoSecretHint':
    'Donnez --sftp-key <file>, ou définissez COMMERCE_BULK_SOURCE_SECRET, ou enregistrez le mot de passe dans le trousseau sous {{account}}.',
  'pull.sftpFailed': '{{address}} : {{reason}}',
  'pull.sftpFailedHint': 'Vérifiez l’adresse, l’utilisateur et sa clé ou son mot de passe.',
  'pull.noFile': '{{address}} ne nomme aucun fichier',
  'pull.sftpNoFileHint': 'Donnez un motif, p. ex. sftp://user@host/out/*.csv.',
  'pull.httpsNoFileHint': 'Donnez l’adresse du fichier lui-même, p. ex. https://host/feeds/stock.csv.',
  'pull.notAddress': '{{address}} n’est pas une adresse',
  'pull.notAddressHint': 'Donnez https://host/path/file.csv ou sftp://user@host/path/*.csv.',
  'pull.passwordInAddress':
    '{{address}} : un mot de passe n’a pas sa place dans l’adresse (il apparaîtrait dans les journaux et l’historique)',
  'pull.passwordInAddressHint':
    'Retirez-le de l’adresse ; définissez plutôt COMMERCE_BULK_SOURCE_SECRET ou enregistrez-le dans le trousseau.',
  'pull.plainHttp': '{{address}} est en HTTP non chiffré',
  'pull.plainHttpHint': 'Utilisez https:// : un flux n’est récupéré que par une connexion chiffrée.',
  'pull.noUser': '{{address}} ne nomme aucun utilisateur',
  'pull.noUserHint': 'Donnez sftp://user@host/path/*.csv.',
  'pull.unsupported': 'Les sources {{protocol}}// ne sont pas prises en charge',
  'pull.unsupportedHint': 'Utilisez une adresse https:// ou sftp:// ou un dossier local.',
  'pull.httpsNoSecret': 'Pas de mot de passe pour {{user}} sur {{host}}',
  'pull.httpsNoSecretHint':
    'Définissez COMMERCE_BULK_SOURCE_SECRET, ou enregistrez-le dans le trousseau sous {{account}}.',
  'pull.tooLarge': '{{address}} dépasse les {{max}} octets qu’une récupération peut charger',
  'pull.tooLargeHint': 'Augmentez --max-bytes si le fichier doit être aussi grand.',
  'pull.httpStatus': '{{address}} a répondu HTTP {{status}}',
  'pull.refused': '{{address}} a répondu HTTP {{status}} (l’utilisateur, le mot de passe ou le jeton a été refusé)',
  'pull.httpStatusHint': 'Vérifiez l’adresse et ses identifiants.',
  'automation.invalid': 'L’automatisation ne peut pas être enregistrée : {{issues}}.',
  'automation.invalidHint': 'Corrigez les champs nommés.',
  'automation.exists': 'Une automatisation nommée « {{name}} » existe déjà.',
  'automation.existsHint': 'Choisissez un autre nom, ou modifiez celle-ci.',
  'automation.missing': 'Il n’y a pas d’automatisation nommée « {{name}} ».',
  'automation.missingHint': 'Créez-la comme nouvelle.',
  'automation.runInvalid': 'L’exécution de « {{name}} » ne peut pas être enregistrée : {{issues}}.',
  'automation.runInvalidHint': 'C’est un défaut de Commerce Bulk : signalez-le avec le journal.',
  'automation.connectionGone': 'La connexion « {{connection}} » de l’automatisation n’est pas enregistrée dans l’app.',
  'automation.connectionGoneHint':
    'Choisissez à nouveau la connexion de l’automatisation dans l’écran Automatisations de l’app, ou passez --credentials <file>.',
  'automation.notSaved': 'Il n’y a pas d’automatisation enregistrée nommée « {{name}} ».',
  'automation.savedOnesHint': 'Automatisations enregistrées : {{names}}.',
  'automation.noneSavedHint': 'Créez-en une dans l’écran Automatisations de l’app.',
  'store.unreadable': '{{what}} dans {{file}} ne peut pas être lu : {{reason}}.',
  'store.unreadableHint': 'Corrigez le fichier à la main, ou déplacez-le pour repartir de zéro{{afresh}}.',
  'store.locked': '{{file}} est resté verrouillé par un autre processus pendant {{seconds}} s.',
  'store.lockedHint': 'Réessayez ; si aucun autre processus Commerce Bulk ne tourne, supprimez {{lock}}.',
  'cli.proxyPassword':
    '--proxy ne doit pas contenir de mot de passe : tout programme de cet ordinateur peut lire une ligne de commande.',
  'cli.proxyPasswordHint':
    'Donnez seulement l’utilisateur dans --proxy (http://user@proxy:8080) et le mot de passe dans la variable d’environnement {{variable}}.',
  'cli.webhookHint': 'Donnez à --notify-webhook l’adresse https fournie par votre canal Slack ou Teams.',
  'cli.notEmail': '{{address}} n’est pas une adresse e-mail.',
  'cli.notEmailHint': 'Donnez --notify-email name@example.com.',
  'cli.stdinIsTerminal': '--password-stdin lit le mot de passe depuis un pipe, pas depuis le terminal.',
  'cli.stdinIsTerminalHint':
    'Transmettez-le par un pipe (p. ex. depuis un gestionnaire de mots de passe), ou définissez {{variable}}.',
  'cli.stdinEmpty': 'Aucun mot de passe n’est arrivé sur stdin.',
  'cli.stdinEmptyHint': 'Transmettez le mot de passe par un pipe, ou omettez --password-stdin.',
  'resume.connectionGone':
    'La tâche {{job}} a tourné sur {{what}}, {{why}} ; elle n’est pas reprise sur un autre service.',
  'resume.connectionGoneHint':
    'Rendez cette connexion à nouveau disponible, ou passez --credentials <file> pour le même service ({{what}}).',
  'resume.unnamed': 'une connexion que son journal ne nomme pas',
  'resume.why.notFound': 'que cette commande ne trouve pas',
  'resume.why.fileGone': 'qui n’existe plus',
  'resume.why.notSaved': 'qui n’est plus enregistrée',
  'resume.noJobs': 'Il n’y a aucune tâche à reprendre.',
  'resume.noJobNamed': 'Nommez la tâche à reprendre, ou utilisez --last.',
  'resume.listJobsHint': "Exécutez 'jobs' pour lister les tâches passées.",
  'launch.cancelled': 'Annulé.',
  'launch.cancelledHint': 'Choisissez à nouveau l’élément de menu.',
  'launch.notALink': '{{link}} existe et n’est pas un lien, il a donc été laissé tel quel.',
  'launch.notALinkHint': 'Supprimez ou renommez {{link}} vous-même, puis choisissez à nouveau l’élément de menu.',
  'export.stopped': 'Export arrêté ; aucun fichier n’a été écrit.',
  'export.stoppedHint': 'Relancez l’export pour écrire le fichier.',
} satisfies Catalogue;
