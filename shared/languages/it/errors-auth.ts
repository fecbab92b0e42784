// What main/auth says when a sign-in, a token or a saved connection fails, in Italian.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'auth.tokenUnavailable': 'L’endpoint dei token non ha potuto rispondere (HTTP {{status}}, {{said}}).',
  'auth.tokenUnavailableHint': 'Di solito è temporaneo: riprovate tra un minuto.',
  'auth.clientRefused':
    'Il servizio ha rifiutato l’ID applicazione o il segreto condiviso (HTTP {{status}}, {{said}}).',
  'auth.clientRefusedHint':
    'Controllate l’ID applicazione e il segreto condiviso di questa connessione, poi accedete di nuovo.',
  'auth.refreshRefused': 'Il token di aggiornamento è stato rifiutato (HTTP {{status}}, {{said}}).',
  'auth.refreshRefusedHint':
    'Accedete di nuovo: l’accesso è stato revocato o non usato per tre mesi. Il lavoro in coda è conservato.',
  'auth.codeRefused': 'Il codice di autorizzazione è stato rifiutato (HTTP {{status}}, {{said}}).',
  'auth.codeRefusedHint': 'I codici valgono cinque minuti e una sola volta: accedete di nuovo.',
  'auth.tokenUnreachable': 'Impossibile raggiungere l’endpoint dei token {{url}}: {{reason}}.',
  'auth.tokenUnreachableHint': 'Controllate la connessione di rete e l’indirizzo del servizio, poi riprovate.',
  'auth.tokenNotJson': 'L’endpoint dei token ha risposto HTTP 200 con un contenuto che non è JSON.',
  'auth.tokenNoAccess': 'L’endpoint dei token ha risposto senza access_token.',
  'auth.notBrandCommerceHint': 'Controllate che l’indirizzo del servizio punti al servizio Brand Commerce.',
  'auth.tokenForCodeFlow': 'L’accesso ha restituito un token, ma questa connessione usa il flusso con codice.',
  'auth.codeForImplicitFlow': 'L’accesso ha restituito un codice, ma questa connessione usa il flusso implicito.',
  'auth.checkKindHint': 'Controllate il tipo di connessione.',
  'auth.noRedirect': 'La connessione "{{name}}" non ha un URI di reindirizzamento.',
  'auth.noRedirectHint': 'Inserite l’URI di reindirizzamento registrato per l’applicazione.',
  'auth.noSecret': 'La connessione "{{name}}" non ha un segreto condiviso.',
  'auth.noSecretHint': 'Inserite il segreto condiviso dell’applicazione.',
  'auth.codeFlowNeedsSecret': 'Il flusso con codice di autorizzazione richiede il segreto condiviso dell’applicazione.',
  'auth.codeFlowNeedsSecretHint': 'Inserite il segreto condiviso, o scegliete il flusso implicito.',
  'auth.pastedToken':
    'La connessione "{{name}}" è stata creata da un token di aggiornamento incollato, che qui non può essere rinnovato.',
  'auth.pastedTokenHint':
    'Create un nuovo token di aggiornamento nella console per sviluppatori e aggiungetelo come nuova connessione, poi eliminate questa.',
  'auth.signInAgain': 'La connessione "{{name}}" richiede di accedere di nuovo.',
  'auth.signInAgainHint': 'Premete "Accedi di nuovo" accanto alla connessione.',
  'auth.notWebAddress': 'L’indirizzo del servizio "{{address}}" non è un indirizzo web.',
  'auth.notWebAddressHint': 'Inserite l’indirizzo come https://host (ad esempio https://api.example.com).',
  'auth.notHttps': 'L’indirizzo del servizio "{{address}}" non è https.',
  'auth.plainHttpHint':
    'Usate https:// (il semplice http è solo per una sandbox su questo computer: localhost o 127.0.0.1).',
  'auth.notHttpsHint': 'Inserite l’indirizzo come https://host.',
  'auth.implicitExpired':
    'La sessione non ha un token di accesso valido e non può essere rinnovata (l’accesso implicito dura un’ora).',
  'auth.nothingStored': 'Per questa connessione non è salvato alcun token di aggiornamento né segreto condiviso.',
  'auth.queuedKeptHint': 'Accedete di nuovo per continuare; il lavoro in coda è conservato.',
  'auth.refreshFailed': 'Il rinnovo del token di accesso non è riuscito: {{reason}}',
  'auth.refreshFailedHint': 'Riprovate tra un minuto.',
  'auth.notRedirect': 'Quell’indirizzo non è l’URI di reindirizzamento di questa connessione.',
  'auth.notRedirectHint': 'Incollate l’indirizzo a cui è arrivato il browser dopo che avete premuto Consenti.',
  'auth.stateMismatch':
    'La risposta dell’accesso non appartiene all’accesso che abbiamo avviato (state non corrispondente).',
  'auth.stateMismatchHint': 'Avviate di nuovo l’accesso; se si ripete, qualcuno potrebbe manomettere l’accesso.',
  'auth.denied': 'L’accesso è stato negato nella schermata di autorizzazione.',
  'auth.deniedHint': 'Accedete di nuovo e premete Consenti per collegarvi.',
  'auth.ended': 'Il servizio ha terminato l’accesso con "{{error}}".',
  'auth.endedSaid': 'Il servizio ha terminato l’accesso con "{{error}}": {{description}}.',
  'auth.endedHint': 'Avviate di nuovo l’accesso.',
  'auth.fileNotJson': '{{file}} non è JSON valido.',
  'auth.fileInvalid': '{{file}} non è un file di connessioni valido: {{issues}}.',
  'auth.fileUnreadable': 'Impossibile leggere {{file}} ({{detail}}).',
  'auth.fileHint': 'Correggete o eliminate il file; le connessioni vengono salvate di nuovo quando ne aggiungete una.',
  'auth.connectionInvalid': 'La connessione non è valida: {{issues}}.',
  'auth.connectionInvalidHint': 'Correggete i campi indicati e salvate di nuovo.',
  'auth.keychain': 'Il portachiavi di sistema non ha potuto essere letto per la connessione "{{id}}" ({{reason}}).',
  'auth.keychainHint': 'Sbloccate il portachiavi (o accedete alla sessione desktop) e riprovate.',
  'auth.credentialsUnreadable': 'Impossibile leggere il file delle credenziali {{path}}: {{problem}}.',
  'auth.credentialsUnreadableHint':
    'Controllate il percorso dato a --credentials: un file JSON di al massimo {{mb}} MB.',
  'auth.credentialsNotJson': 'Il file delle credenziali {{path}} non è JSON valido.',
  'auth.credentialsNotJsonHint': 'Dovrebbe somigliare al credentials.json che scrive la sandbox.',
  'auth.credentialsInvalid': 'Il file delle credenziali {{path}} non è valido: {{issues}}.',
  'auth.credentialsInvalidHint':
    'Servono baseUrl e clientId, e clientSecret e refreshToken (o le variabili d’ambiente).',
  'auth.credentialsLack': 'Al file delle credenziali {{path}} manca {{missing}}.',
  'auth.credentialsLackHint': 'Aggiungeteli al file o impostate le variabili d’ambiente.',
} satisfies Catalogue;
