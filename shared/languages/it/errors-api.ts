// What to do about a failed call and a mass change (shared/errors/english-api.ts), in Italian.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'api.hint.noAnswer':
    'Non è arrivata alcuna risposta (connessione interrotta o tempo scaduto): controlla la rete ed esegui di nuovo; le righe completate non vengono inviate due volte.',
  'api.hint.signIn': 'L’accesso è scaduto o è stato revocato: accedi di nuovo.',
  'api.hint.forbidden':
    'Questa connessione non può farlo: controlla le autorizzazioni e i profili concessi all’accesso.',
  'api.hint.notFound': 'Il record non esiste: controlla le chiavi (ID, nomi) in questa riga.',
  'api.hint.notAcceptable':
    'Il servizio ha rifiutato la richiesta per motivi suoi (406 Not Acceptable): riprova più tardi.',
  'api.hint.timeout': 'Il servizio non ha potuto rispondere in tempo: riprova più tardi.',
  'api.hint.tooLarge': 'La richiesta è troppo grande: invia meno righe per lotto.',
  'api.hint.urlTooLong': 'L’URL è troppo lungo: metti meno chiavi in un solo $filter.',
  'api.hint.contentType':
    'Il servizio ha rifiutato il tipo di contenuto: è un errore del client, segnalalo per favore.',
  'api.hint.tooMany': 'Troppe richieste: rallenta (abbassa il budget) e riprova più tardi.',
  'api.hint.serviceFailed': 'Il servizio ha avuto un errore: riprova più tardi.',
  'api.hint.badValues': 'Il servizio ha rifiutato i valori: correggi la riga come dice il messaggio.',
  'api.hint.other': 'Controlla la riga in base al messaggio e riprova.',
  'api.hint.gaveUp': '{{hint}} Le righe già completate non vengono inviate due volte.',
  'api.hint.checkApplied':
    'Controlla nel servizio se la modifica è stata applicata prima di eseguire di nuovo questa riga.',
  'api.hint.resumeToSend': 'Riprendi il job per inviarla.',
  'api.hint.resumeChecks': 'Riprendi il job: controlla questa riga prima di inviarla di nuovo.',
  'api.page.sameLink':
    'Il servizio ha restituito due volte lo stesso link alla pagina successiva ({{link}}); la lettura si interrompe per evitare un ciclo.',
  'api.page.sameLinkHint':
    'Restringi la query (un $filter o un $orderby) o esporta di nuovo; le pagine lette finora sono complete.',
  'api.page.otherHost': 'Il link alla pagina successiva punta a {{origin}}, un host diverso dal servizio.',
  'api.page.otherHostHint': 'Controlla l’indirizzo del servizio di questa connessione.',
  'api.page.notList': '{{path}} non ha risposto con un elenco (nessun array "value").',
  'api.page.notListHint': 'Controlla che il percorso indichi un endpoint di elenco.',
  'api.page.loop':
    'Il servizio ha risposto a {{where}} con {{loop}} dopo {{rows}} di {{expected}} righe; la lettura si interrompe per evitare un ciclo.',
  'api.page.loopHint': 'Esporta di nuovo, o restringi la query con un $filter; le righe lette finora sono conservate.',
  'api.page.repeated': 'una pagina di righe già lette',
  'api.page.emptyWithNext': 'una pagina vuota che rimanda ancora a una successiva',
  'job.finding.deletes': 'eliminare {{deletes}} righe (più di {{limit}})',
  'job.finding.zeros':
    'portare a 0 {{zeros}} delle {{quantities}} quantità che modifica ({{share}}%, più del {{limit}}%)',
  'job.finding.negative': 'inviare {{count}} quantità negativa',
  'job.finding.negatives': 'inviare {{count}} quantità negative',
  'job.finding.rows': '{{finding}}: {{rows}}',
  'job.finding.rowsMore': '{{finding}}: {{rows}}; e altre {{more}}',
  'job.finding.row': 'riga {{row}}{{sku}}{{dc}}{{value}}',
  'job.finding.sku': ', SKU {{sku}}',
  'job.finding.dc': ', DC {{dc}}',
  'job.finding.value': ', {{value}}',
  'job.findings.two': '{{first}} e {{second}}',
  'job.findings.three': '{{first}}, {{second}} e {{third}}',
} satisfies Catalogue;
