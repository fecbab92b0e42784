// What main/auth says when a sign-in, a token or a saved connection fails, in Dutch.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'auth.tokenUnavailable': 'Het tokeneindpunt kon niet antwoorden (HTTP {{status}}, {{said}}).',
  'auth.tokenUnavailableHint': 'Dit is meestal tijdelijk: probeer het over een minuut opnieuw.',
  'auth.clientRefused': 'De dienst weigerde de applicatie-ID of het gedeelde geheim (HTTP {{status}}, {{said}}).',
  'auth.clientRefusedHint':
    'Controleer de applicatie-ID en het gedeelde geheim van deze verbinding en meld u dan opnieuw aan.',
  'auth.refreshRefused': 'Het vernieuwingstoken is geweigerd (HTTP {{status}}, {{said}}).',
  'auth.refreshRefusedHint':
    'Meld u opnieuw aan: de toegang is ingetrokken of drie maanden niet gebruikt. Uw werk in de wachtrij blijft bewaard.',
  'auth.codeRefused': 'De autorisatiecode is geweigerd (HTTP {{status}}, {{said}}).',
  'auth.codeRefusedHint': 'Codes gelden vijf minuten en maar één keer: meld u opnieuw aan.',
  'auth.tokenUnreachable': 'Het tokeneindpunt {{url}} was niet bereikbaar: {{reason}}.',
  'auth.tokenUnreachableHint': 'Controleer de netwerkverbinding en het serviceadres en probeer het opnieuw.',
  'auth.tokenNotJson': 'Het tokeneindpunt antwoordde HTTP 200 met een inhoud die geen JSON is.',
  'auth.tokenNoAccess': 'Het tokeneindpunt antwoordde zonder access_token.',
  'auth.notBrandCommerceHint': 'Controleer of het serviceadres naar de Brand Commerce-dienst wijst.',
  'auth.tokenForCodeFlow': 'De aanmelding gaf een token terug, maar deze verbinding gebruikt de codestroom.',
  'auth.codeForImplicitFlow': 'De aanmelding gaf een code terug, maar deze verbinding gebruikt de impliciete stroom.',
  'auth.checkKindHint': 'Controleer het soort verbinding.',
  'auth.noRedirect': 'Verbinding "{{name}}" heeft geen doorverwijzings-URI.',
  'auth.noRedirectHint': 'Voer de doorverwijzings-URI in die voor de applicatie is geregistreerd.',
  'auth.noSecret': 'Verbinding "{{name}}" heeft geen gedeeld geheim.',
  'auth.noSecretHint': 'Voer het gedeelde geheim van de applicatie in.',
  'auth.codeFlowNeedsSecret': 'De autorisatiecodestroom heeft het gedeelde geheim van de applicatie nodig.',
  'auth.codeFlowNeedsSecretHint': 'Voer het gedeelde geheim in, of kies de impliciete stroom.',
  'auth.pastedToken':
    'Verbinding "{{name}}" is gemaakt van een geplakt vernieuwingstoken, dat hier niet kan worden vernieuwd.',
  'auth.pastedTokenHint':
    'Maak een nieuw vernieuwingstoken in de ontwikkelaarsconsole en voeg het toe als nieuwe verbinding; verwijder daarna deze.',
  'auth.signInAgain': 'Voor verbinding "{{name}}" moet u zich opnieuw aanmelden.',
  'auth.signInAgainHint': 'Druk op "Opnieuw aanmelden" naast de verbinding.',
  'auth.notWebAddress': 'Het serviceadres "{{address}}" is geen webadres.',
  'auth.notWebAddressHint': 'Voer het adres in als https://host (bijvoorbeeld https://api.example.com).',
  'auth.notHttps': 'Het serviceadres "{{address}}" is geen https.',
  'auth.plainHttpHint':
    'Gebruik https:// (gewone http alleen voor een sandbox op deze computer: localhost of 127.0.0.1).',
  'auth.notHttpsHint': 'Voer het adres in als https://host.',
  'auth.implicitExpired':
    'De sessie heeft geen geldig toegangstoken en kan niet worden vernieuwd (een impliciete aanmelding duurt een uur).',
  'auth.nothingStored': 'Voor deze verbinding is geen vernieuwingstoken of gedeeld geheim opgeslagen.',
  'auth.queuedKeptHint': 'Meld u opnieuw aan om verder te gaan; werk in de wachtrij blijft bewaard.',
  'auth.refreshFailed': 'Het vernieuwen van het toegangstoken is mislukt: {{reason}}',
  'auth.refreshFailedHint': 'Probeer het over een minuut opnieuw.',
  'auth.notRedirect': 'Dat adres is niet de doorverwijzings-URI van deze verbinding.',
  'auth.notRedirectHint': 'Plak het adres waarop de browser uitkwam nadat u op Toestaan drukte.',
  'auth.stateMismatch':
    'Het antwoord van de aanmelding hoort niet bij de aanmelding die we begonnen (state komt niet overeen).',
  'auth.stateMismatchHint':
    'Begin de aanmelding opnieuw; als het zich herhaalt, knoeit misschien iemand met de aanmelding.',
  'auth.denied': 'De toegang is geweigerd op het toestemmingsscherm.',
  'auth.deniedHint': 'Meld u opnieuw aan en druk op Toestaan om te verbinden.',
  'auth.ended': 'De dienst beëindigde de aanmelding met "{{error}}".',
  'auth.endedSaid': 'De dienst beëindigde de aanmelding met "{{error}}": {{description}}.',
  'auth.endedHint': 'Begin de aanmelding opnieuw.',
  'auth.fileNotJson': '{{file}} is geen geldige JSON.',
  'auth.fileInvalid': '{{file}} is geen geldig verbindingenbestand: {{issues}}.',
  'auth.fileUnreadable': '{{file}} kan niet worden gelezen ({{detail}}).',
  'auth.fileHint': 'Verbeter of verwijder het bestand; verbindingen worden opnieuw opgeslagen als u er een toevoegt.',
  'auth.connectionInvalid': 'De verbinding is niet geldig: {{issues}}.',
  'auth.connectionInvalidHint': 'Verbeter de genoemde velden en sla opnieuw op.',
  'auth.keychain': 'De sleutelbos van het systeem kon niet worden gelezen voor verbinding "{{id}}" ({{reason}}).',
  'auth.keychainHint': 'Ontgrendel de sleutelbos (of meld u aan bij de bureaubladsessie) en probeer het opnieuw.',
  'auth.credentialsUnreadable': 'Het aanmeldgegevensbestand {{path}} kan niet worden gelezen: {{problem}}.',
  'auth.credentialsUnreadableHint':
    'Controleer het pad dat aan --credentials is gegeven: een JSON-bestand van hoogstens {{mb}} MB.',
  'auth.credentialsNotJson': 'Het aanmeldgegevensbestand {{path}} is geen geldige JSON.',
  'auth.credentialsNotJsonHint': 'Het moet eruitzien als de credentials.json die de sandbox schrijft.',
  'auth.credentialsInvalid': 'Het aanmeldgegevensbestand {{path}} is niet geldig: {{issues}}.',
  'auth.credentialsInvalidHint':
    'Het heeft baseUrl en clientId nodig, en clientSecret en refreshToken (of de omgevingsvariabelen).',
  'auth.credentialsLack': 'Het aanmeldgegevensbestand {{path}} mist {{missing}}.',
  'auth.credentialsLackHint': 'Voeg ze toe aan het bestand of stel de omgevingsvariabelen in.',
} satisfies Catalogue;
