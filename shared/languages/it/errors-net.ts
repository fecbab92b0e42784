// What main/net says about a network setup a person can fix, in Italian.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'net.caFileUnreadable': 'Impossibile leggere il file di certificato aziendale {{path}} ({{problem}}).',
  'net.caFileUnreadableHint': 'Controllate il percorso indicato in {{source}}: un file PEM di al massimo {{mb}} MB.',
  'net.caFileNoPem': 'Il file di certificato aziendale {{path}} non contiene alcun certificato PEM.',
  'net.caFileNoPemHint':
    'Date a {{source}} il certificato dell’autorità in formato PEM (un file di testo che inizia con -----BEGIN CERTIFICATE-----).',
  'net.proxyRefused': 'Il proxy {{proxy}} ha rifiutato di connettersi a {{host}} (HTTP {{status}}).',
  'net.proxyRefusedHint':
    'Controllate che il proxy in {{source}} lasci raggiungere {{hostname}} da questo computer, o chiedete al reparto IT di consentirlo.',
  'net.proxyAuthRefused':
    'Il proxy {{proxy}} ha rifiutato il nome utente e la password indicati (HTTP {{status}}, {{asked}}).',
  'net.proxyAuthAsks': 'Il proxy {{proxy}} chiede delle credenziali (HTTP {{status}}, {{asked}}).',
  'net.unnamedScheme': 'uno schema senza nome',
  'net.proxyAuthWindowsHint':
    'Questo proxy accede con {{asked}}, l’accesso Windows del proxy di sistema, che questo client non sa fare da sé: avviate un proxy locale come cntlm che acceda per voi e indicatene l’indirizzo in {{source}}, o chiedete all’IT un’eccezione per {{hostname}}.',
  'net.proxyAuthHint':
    'Mettete il nome utente del proxy in {{source}}, come http://user@{{proxyHost}}, e la sua password in {{variable}}.',
  'net.unknownCa': 'Il certificato di {{host}} viene da un’autorità di cui questo computer non si fida ({{code}}).',
  'net.unknownCaIssuer':
    'Il certificato di {{host}} viene da un’autorità di cui questo computer non si fida ("{{issuer}}") ({{code}}).',
  'net.unknownCaHint':
    'Se la vostra azienda ispeziona HTTPS, procuratevi la sua autorità di certificazione come file PEM e passatela con --ca-file <file> (o l’impostazione del certificato aziendale della connessione, o NODE_EXTRA_CA_CERTS).',
  'net.caMismatch':
    'Il certificato di {{host}} nomina un emittente che questo computer conosce, ma la sua firma non corrisponde al certificato di quell’autorità nel file CA ({{code}}).',
  'net.caMismatchIssuer':
    'Il certificato di {{host}} nomina un emittente che questo computer conosce ("{{issuer}}"), ma la sua firma non corrisponde al certificato di quell’autorità nel file CA ({{code}}).',
  'net.caMismatchHint':
    'Controllate che --ca-file (o l’impostazione del certificato aziendale della connessione, o NODE_EXTRA_CA_CERTS) punti alla CA giusta: il certificato dell’autorità che ha firmato questo, non uno più vecchio o un altro con lo stesso nome.',
  'net.hostname': 'Il certificato presentato per {{host}} è per un altro nome ({{detail}}).',
  'net.hostnameHint':
    'Controllate l’indirizzo del servizio (baseUrl) della connessione; se un proxy ispeziona HTTPS, deve emettere certificati per {{host}}.',
  'net.expired': 'Il certificato di {{host}} è scaduto.',
  'net.notYetValid': 'Il certificato di {{host}} non è ancora valido.',
  'net.expiredHint':
    'Controllate data e ora di questo computer; altrimenti il servizio (o il proxy che ispeziona HTTPS) deve rinnovare il suo certificato.',
  'net.baseUrlSetting': 'l’indirizzo del servizio (baseUrl) della connessione',
  'net.dns': 'Il nome {{host}} non è stato trovato (DNS, {{code}}).',
  'net.dnsHint': 'Controllate come è scritto {{setting}} e la connessione di rete di questo computer.',
  'net.proxyRefusedConnection': 'Il proxy {{where}} ha rifiutato la connessione ({{code}}).',
  'net.proxyUnreachable': 'Il proxy {{where}} non è raggiungibile ({{code}}).',
  'net.serviceRefused': 'Il servizio a {{where}} ha rifiutato la connessione ({{code}}).',
  'net.serviceUnreachable': 'Il servizio a {{where}} non è raggiungibile ({{code}}).',
  'net.proxyUnreachableHint': 'Controllate indirizzo e porta del proxy in {{setting}}, o se serve davvero un proxy.',
  'net.serviceUnreachableHint':
    'Controllate {{setting}} e la sua porta; una rete aziendale può richiedere un proxy (--proxy o HTTPS_PROXY).',
  'net.proxyTimeout': 'Il proxy {{where}} non ha risposto in tempo ({{code}}).',
  'net.serviceTimeout': 'Il servizio a {{where}} non ha risposto in tempo ({{code}}).',
  'net.proxyTimeoutHint': 'Controllate l’indirizzo del proxy in {{setting}}.',
  'net.serviceTimeoutHint':
    'Controllate {{setting}}; una rete aziendale può richiedere un proxy (--proxy o HTTPS_PROXY).',
  'net.proxyNotEncoded':
    'L’indirizzo del proxy in {{source}} non è un URL valido: il nome utente o la password contiene un carattere che va codificato con percentuale in un URL.',
  'net.proxyNotEncodedHint':
    'Codificate la password con percentuale: @ come %40, : come %3A, # come %23 (/ come %2F, ? come %3F, % come %25), così p@ss#1 si scrive p%40ss%231. Oppure indicate solo l’utente in {{source}} (http://user@proxy.example.com:8080) e la password, così com’è, in {{variable}}.',
  'net.proxyInvalid': 'L’indirizzo del proxy in {{source}} non è un URL valido.',
  'net.proxyInvalidHint': 'Impostate {{source}} a un indirizzo come http://proxy.example.com:8080.',
  'net.proxyProtocol': 'Il proxy {{proxy}} in {{source}} usa {{protocol}}, che non è supportato.',
  'net.proxyProtocolHint': 'Usate un indirizzo di proxy http:// o https:// in {{source}}.',
  'net.manualNoAddress': 'Il proxy manuale non ha un indirizzo.',
  'net.manualNoAddressHint': 'Inserite un indirizzo come http://proxy.example.com:8080, o scegliete "system" o "none".',
  'net.manualCredentials':
    'L’indirizzo del proxy manuale contiene un nome utente o una password, che l’app non salva nel suo file di impostazioni.',
  'net.manualCredentialsHint':
    'Toglieteli dall’indirizzo e usate il proxy di sistema (scegliete "system"), o avviate l’app con HTTPS_PROXY=http://user:password@host:port nell’ambiente.',
  'net.settingsUnusable': 'Il file di impostazioni di rete {{file}} non può essere usato: {{what}}.',
  'net.settingsUnusableHint':
    'L’app usa il proxy di sistema finché non viene corretto: correggete il file, o scegliete un proxy in Impostazioni → Rete e salvate, il che lo sostituisce.',
} satisfies Catalogue;
