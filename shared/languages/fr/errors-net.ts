// What main/net says about a network setup a person can fix, in French.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'net.caFileUnreadable': 'Impossible de lire le fichier de certificat de l’entreprise {{path}} ({{problem}}).',
  'net.caFileUnreadableHint': 'Vérifiez le chemin donné dans {{source}} : un fichier PEM d’au plus {{mb}} Mo.',
  'net.caFileNoPem': 'Le fichier de certificat de l’entreprise {{path}} ne contient aucun certificat PEM.',
  'net.caFileNoPemHint':
    'Donnez à {{source}} le certificat de l’autorité au format PEM (un fichier texte commençant par -----BEGIN CERTIFICATE-----).',
  'net.proxyRefused': 'Le proxy {{proxy}} a refusé de se connecter à {{host}} (HTTP {{status}}).',
  'net.proxyRefusedHint':
    'Vérifiez que le proxy de {{source}} laisse cette machine joindre {{hostname}}, ou demandez à votre service informatique de l’autoriser.',
  'net.proxyAuthRefused':
    'Le proxy {{proxy}} a refusé le nom d’utilisateur et le mot de passe donnés (HTTP {{status}}, {{asked}}).',
  'net.proxyAuthAsks': 'Le proxy {{proxy}} demande des identifiants (HTTP {{status}}, {{asked}}).',
  'net.unnamedScheme': 'un schéma sans nom',
  'net.proxyAuthWindowsHint':
    'Ce proxy s’authentifie avec {{asked}}, la connexion Windows du proxy système, que ce client ne sait pas faire lui-même : lancez un proxy local comme cntlm qui s’authentifie pour vous et donnez son adresse dans {{source}}, ou demandez au service informatique une exception pour {{hostname}}.',
  'net.proxyAuthHint':
    'Mettez le nom d’utilisateur du proxy dans {{source}}, sous la forme http://user@{{proxyHost}}, et son mot de passe dans {{variable}}.',
  'net.unknownCa':
    'Le certificat de {{host}} vient d’une autorité à laquelle cet ordinateur ne fait pas confiance ({{code}}).',
  'net.unknownCaIssuer':
    'Le certificat de {{host}} vient d’une autorité à laquelle cet ordinateur ne fait pas confiance (« {{issuer}} ») ({{code}}).',
  'net.unknownCaHint':
    'Si votre entreprise inspecte le HTTPS, procurez-vous son autorité de certification en fichier PEM et passez-la avec --ca-file <fichier> (ou le réglage de certificat d’entreprise de la connexion, ou NODE_EXTRA_CA_CERTS).',
  'net.caMismatch':
    'Le certificat de {{host}} nomme un émetteur que cet ordinateur connaît, mais sa signature ne correspond pas au certificat de cette autorité dans le fichier CA ({{code}}).',
  'net.caMismatchIssuer':
    'Le certificat de {{host}} nomme un émetteur que cet ordinateur connaît (« {{issuer}} »), mais sa signature ne correspond pas au certificat de cette autorité dans le fichier CA ({{code}}).',
  'net.caMismatchHint':
    'Vérifiez que --ca-file (ou le réglage de certificat d’entreprise de la connexion, ou NODE_EXTRA_CA_CERTS) désigne la bonne autorité : le certificat de celle qui a signé celui-ci, pas un plus ancien ou un autre du même nom.',
  'net.hostname': 'Le certificat présenté pour {{host}} est pour un autre nom ({{detail}}).',
  'net.hostnameHint':
    'Vérifiez l’adresse du service (baseUrl) de la connexion ; si un proxy inspecte le HTTPS, il doit émettre des certificats pour {{host}}.',
  'net.expired': 'Le certificat de {{host}} a expiré.',
  'net.notYetValid': 'Le certificat de {{host}} n’est pas encore valide.',
  'net.expiredHint':
    'Vérifiez la date et l’heure de cet ordinateur ; sinon le service (ou le proxy qui inspecte le HTTPS) doit renouveler son certificat.',
  'net.baseUrlSetting': 'l’adresse du service (baseUrl) de la connexion',
  'net.dns': 'Le nom {{host}} est introuvable (DNS, {{code}}).',
  'net.dnsHint': 'Vérifiez l’orthographe de {{setting}} et la connexion réseau de cet ordinateur.',
  'net.proxyRefusedConnection': 'Le proxy {{where}} a refusé la connexion ({{code}}).',
  'net.proxyUnreachable': 'Le proxy {{where}} est injoignable ({{code}}).',
  'net.serviceRefused': 'Le service à {{where}} a refusé la connexion ({{code}}).',
  'net.serviceUnreachable': 'Le service à {{where}} est injoignable ({{code}}).',
  'net.proxyUnreachableHint':
    'Vérifiez l’adresse et le port du proxy dans {{setting}}, ou si un proxy est vraiment nécessaire.',
  'net.serviceUnreachableHint':
    'Vérifiez {{setting}} et son port ; un réseau d’entreprise peut exiger un proxy (--proxy ou HTTPS_PROXY).',
  'net.proxyTimeout': 'Le proxy {{where}} n’a pas répondu à temps ({{code}}).',
  'net.serviceTimeout': 'Le service à {{where}} n’a pas répondu à temps ({{code}}).',
  'net.proxyTimeoutHint': 'Vérifiez l’adresse du proxy dans {{setting}}.',
  'net.serviceTimeoutHint':
    'Vérifiez {{setting}} ; un réseau d’entreprise peut exiger un proxy (--proxy ou HTTPS_PROXY).',
  'net.proxyNotEncoded':
    'L’adresse du proxy dans {{source}} n’est pas une URL valide : son nom d’utilisateur ou son mot de passe contient un caractère qui doit être encodé en pourcentage dans une URL.',
  'net.proxyNotEncodedHint':
    'Encodez le mot de passe en pourcentage : @ en %40, : en %3A, # en %23 (/ en %2F, ? en %3F, % en %25), donc p@ss#1 s’écrit p%40ss%231. Ou donnez seulement l’utilisateur dans {{source}} (http://user@proxy.example.com:8080) et le mot de passe, tel quel, dans {{variable}}.',
  'net.proxyInvalid': 'L’adresse du proxy dans {{source}} n’est pas une URL valide.',
  'net.proxyInvalidHint': 'Réglez {{source}} sur une adresse comme http://proxy.example.com:8080.',
  'net.proxyProtocol': 'Le proxy {{proxy}} dans {{source}} utilise {{protocol}}, qui n’est pas pris en charge.',
  'net.proxyProtocolHint': 'Utilisez une adresse de proxy http:// ou https:// dans {{source}}.',
  'net.manualNoAddress': 'Le proxy manuel n’a pas d’adresse.',
  'net.manualNoAddressHint':
    'Saisissez une adresse comme http://proxy.example.com:8080, ou choisissez « system » ou « none ».',
  'net.manualCredentials':
    'L’adresse du proxy manuel contient un nom d’utilisateur ou un mot de passe, que l’application n’enregistre pas dans son fichier de réglages.',
  'net.manualCredentialsHint':
    'Retirez-les de l’adresse et utilisez le proxy système (choisissez « system »), ou lancez l’application avec HTTPS_PROXY=http://user:password@host:port dans l’environnement.',
  'net.settingsUnusable': 'Le fichier de réglages réseau {{file}} est inutilisable : {{what}}.',
  'net.settingsUnusableHint':
    'L’application utilise le proxy système jusqu’à sa correction : corrigez le fichier, ou choisissez un proxy dans Réglages → Réseau et enregistrez, ce qui le remplace.',
} satisfies Catalogue;
