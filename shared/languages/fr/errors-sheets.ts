// What main/sheets says when it cannot read or write a spreadsheet, in French.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'sheet.at': '{{what}} ({{file}}). {{hint}}',
  'sheet.atRow': '{{what}} ({{file}}, ligne {{row}}). {{hint}}',
  'sheet.cannotWriteKind': 'Impossible d’écrire un fichier « {{ext}} »',
  'sheet.cannotWriteNameless': 'Impossible d’écrire un fichier sans extension',
  'sheet.cannotWriteKindHint': 'Donnez à la sortie un nom en .xlsx ou .csv.',
  'sheet.tooLargeToWrite': 'Le classeur est trop volumineux pour être écrit (plus de 4 Go)',
  'sheet.tooLargeToWriteHint': 'Exportez moins de lignes ou de colonnes par fichier, ou choisissez .csv.',
  'sheet.lockFile':
    '{{name}} est le fichier de verrouillage qu’Excel garde tant que {{shown}} est ouvert dans Excel, pas un classeur',
  'sheet.lockFileRealHint':
    'Choisissez le vrai fichier : {{real}} (enregistrez-le d’abord dans Excel, pour que l’import lise vos dernières modifications).',
  'sheet.lockFileHint':
    'Choisissez le vrai fichier ({{shown}}, ou le classeur dont le nom se termine par « {{rest}} ») dans {{folder}} ; enregistrez-le d’abord dans Excel.',
  'sheet.cannotWrite': 'Impossible d’écrire le fichier',
  'sheet.cannotWriteCode': 'Impossible d’écrire le fichier ({{code}})',
  'sheet.noFolderHint': 'Créez d’abord le dossier, ou choisissez un autre emplacement.',
  'sheet.cannotWriteHint':
    'Choisissez un dossier où vous pouvez écrire, et fermez le fichier s’il est ouvert dans Excel.',
  'sheet.cannotReplace': 'Impossible de remplacer le fichier',
  'sheet.cannotReplaceCode': 'Impossible de remplacer le fichier ({{code}})',
  'sheet.cannotReplaceHint':
    'Fermez-le s’il est ouvert dans Excel ; les données terminées sont gardées dans {{partial}}.',
  'sheet.whatFile': 'fichier',
  'sheet.whatSheet': 'feuille « {{sheet}} »',
  'sheet.headerPastEnd': 'La ligne d’en-tête {{header}} est après la dernière ligne ({{what}} : ligne {{last}})',
  'sheet.headerEmpty': 'La ligne d’en-tête {{header}} est vide ({{what}})',
  'sheet.headerRowHint': 'Choisissez la ligne qui contient les noms de colonnes, ou omettez-la pour la détecter.',
  'sheet.noData': 'Aucune donnée ({{what}})',
  'sheet.noDataHint': 'Choisissez un fichier avec une ligne d’en-tête et des lignes de données.',
  'sheet.headerNotNumber': 'La ligne d’en-tête {{header}} n’est pas un numéro de ligne',
  'sheet.headerNotNumberHint': 'Donnez un nombre entier à partir de 1.',
  'sheet.rowTooLarge': 'Une ligne dépasse 16 Mio',
  'sheet.rowTooLargeHint':
    'Raccourcissez-la, ou, si elle devrait être courte, ajoutez le guillemet fermant (") qui manque.',
  'sheet.tooManyColumns': 'Une ligne a plus de {{max}} colonnes',
  'sheet.tooManyColumnsCsvHint':
    'Excel accepte au plus 16 384 colonnes : vérifiez le séparateur, ou divisez le fichier.',
  'sheet.tooManyColumnsXlsxHint':
    'Excel accepte au plus 16 384 colonnes : supprimez les colonnes en trop ou divisez la feuille.',
  'sheet.cellTooLarge': 'Une cellule dépasse 1 Mio',
  'sheet.cellTooLargeCsvHint':
    'Raccourcissez la cellule (le service accepte au plus 32 000 caractères par valeur), ou, si elle devrait être courte, ajoutez le guillemet fermant (") qui manque.',
  'sheet.cellTooLargeXlsxHint': 'Raccourcissez la cellule : le service accepte au plus 32 000 caractères par valeur.',
  'sheet.noSuchSheet': 'Il n’y a pas de feuille nommée « {{sheet}} »',
  'sheet.noSuchSheetHint': 'Choisissez parmi : {{sheets}}.',
  'sheet.unreadableWorkbook': 'Le classeur n’a pas pu être lu ({{detail}})',
  'sheet.resaveOrCsvHint':
    'Ouvrez-le dans Excel et enregistrez-le de nouveau en Classeur Excel (.xlsx), ou exportez la feuille en CSV.',
  'sheet.damaged': 'Le classeur est endommagé ou incomplet',
  'sheet.damagedHint':
    'Il a peut-être été tronqué pendant une copie ou un téléchargement : procurez-vous une copie neuve, ou ouvrez-le dans Excel et enregistrez-le de nouveau.',
  'sheet.passwordProtected': 'Le classeur est protégé par un mot de passe',
  'sheet.passwordProtectedHint':
    'Ouvrez-le dans Excel, supprimez le mot de passe (Fichier > Informations > Protéger le classeur) et enregistrez-le en .xlsx sans mot de passe.',
  'sheet.passwordProtectedShortHint':
    'Ouvrez-le dans Excel, supprimez le mot de passe et enregistrez-le en .xlsx sans mot de passe.',
  'sheet.oldXls': 'C’est un ancien classeur Excel 97-2003 (.xls)',
  'sheet.oldXlsHint': 'Ouvrez-le dans Excel ou LibreOffice et enregistrez-le en Classeur Excel (.xlsx).',
  'sheet.passwordOrXls': 'Le classeur est protégé par un mot de passe ou dans l’ancien format .xls',
  'sheet.passwordOrXlsHint':
    'Ouvrez-le dans Excel, supprimez tout mot de passe et enregistrez-le en .xlsx sans mot de passe (Classeur Excel).',
  'sheet.emptyFile': 'Le fichier est vide',
  'sheet.emptyWorkbookHint': 'Choisissez un classeur qui contient des données.',
  'sheet.emptyFileHint': 'Choisissez un fichier avec une ligne d’en-tête et des données.',
  'sheet.notXlsx': 'Ce n’est pas un classeur Excel .xlsx',
  'sheet.notXlsxHint':
    'Si c’est un fichier CSV, renommez-le en .csv ; sinon ouvrez-le dans Excel et enregistrez-le en .xlsx.',
  'sheet.tooManyParts': 'Le classeur a {{count}} parties, bien plus qu’un vrai classeur',
  'sheet.tooManyPartsHint': 'Enregistrez-le de nouveau depuis Excel.',
  'sheet.zipBomb': 'Le classeur se décompresse à une taille déraisonnable (une bombe zip ou un fichier endommagé)',
  'sheet.zipBombHint': 'Ouvrez-le dans Excel et enregistrez-en une copie, ou exportez la feuille en CSV.',
  'sheet.ods': 'C’est une feuille de calcul OpenDocument (.ods), pas un classeur .xlsx',
  'sheet.odsHint': 'Ouvrez-la dans LibreOffice Calc ou Excel et enregistrez-la en Classeur Excel (.xlsx).',
  'sheet.xlsb': 'C’est un classeur binaire Excel (.xlsb), qui ne peut pas être lu',
  'sheet.saveAsXlsxHint': 'Ouvrez-le dans Excel et enregistrez-le en Classeur Excel (.xlsx).',
  'sheet.zipNotWorkbook': 'Ce fichier zip n’est pas un classeur Excel',
  'sheet.noWorksheets': 'Le classeur n’a aucune feuille de calcul',
  'sheet.noWorksheetsHint': 'Ajoutez une feuille avec une ligne d’en-tête et des données.',
  'sheet.notRegular': '{{path}} est {{kind}}, pas un fichier ordinaire',
  'sheet.kind.folder': 'un dossier',
  'sheet.kind.fifo': 'un tube nommé (FIFO)',
  'sheet.kind.charDevice': 'un périphérique caractère',
  'sheet.kind.blockDevice': 'un périphérique bloc',
  'sheet.kind.socket': 'un socket',
  'sheet.kind.other': 'pas un fichier ordinaire',
  'sheet.notRegularHint': 'Donnez le chemin d’un fichier .csv ou .xlsx enregistré sur le disque.',
  'sheet.utf16Le':
    'Ce fichier est du texte UTF-16 (petit-boutiste, sans indicateur d’ordre des octets), pas {{encoding}}',
  'sheet.utf16Be':
    'Ce fichier est du texte UTF-16 (gros-boutiste, sans indicateur d’ordre des octets), pas {{encoding}}',
  'sheet.utf16Hint': 'Choisissez l’encodage UTF-16, ou laissez l’encodage être détecté.',
  'sheet.notText': 'Ce n’est pas un fichier texte',
  'sheet.notTextZipHint': 'Il ressemble à un classeur Excel : renommez-le en .xlsx.',
  'sheet.notTextHint':
    'Enregistrez les données en CSV (séparées par des virgules ou des points-virgules, UTF-8) ou en .xlsx et choisissez ce fichier.',
  'sheet.badDelimiter': 'Le séparateur {{delimiter}} ne peut pas être utilisé',
  'sheet.badDelimiterHint': 'Choisissez un seul caractère, comme {{delimiters}}.',
  'sheet.strayQuote': 'Un guillemet égaré ligne {{line}}, colonne {{letter}} ({{column}}) : {{snippet}} {{what}}',
  'sheet.quote.neverCloses':
    'ouvre une cellule entre guillemets qui ne se ferme jamais, si bien que le reste du fichier y serait lu',
  'sheet.quote.notAtEnd':
    'ne se ferme pas là où la cellule finit, si bien que les cellules suivantes seraient mal lues',
  'sheet.quote.runsOnOne': 'déborde au-delà de la fin de ligne et englobe une ligne qui ressemble à une ligne à part',
  'sheet.quote.runsOn':
    'déborde au-delà de la fin de ligne et englobe {{count}} lignes qui ressemblent à des lignes à part',
  'sheet.quoteFixHint':
    'Une cellule commence par un guillemet : mettez toute la cellule entre guillemets et doublez le guillemet à l’intérieur, ou enregistrez de nouveau le fichier depuis le tableur.',
  'sheet.notFound': 'Fichier introuvable',
  'sheet.notFoundHint': 'Vérifiez le chemin et le nom du fichier, puis réessayez.',
  'sheet.isFolder': 'C’est un dossier, pas un fichier',
  'sheet.isFolderHint': 'Choisissez un fichier .csv ou .xlsx.',
  'sheet.permission': 'Permission refusée pour lire le fichier',
  'sheet.permissionHint': 'Fermez le fichier dans les autres programmes ou vérifiez ses permissions.',
  'sheet.cannotRead': 'Le fichier n’a pas pu être lu : {{detail}}',
  'sheet.cannotReadHint': 'Vérifiez que le fichier est un .csv ou .xlsx valide et qu’il n’est pas utilisé.',
} satisfies Catalogue;
