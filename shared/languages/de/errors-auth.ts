// What main/auth says when a sign-in, a token or a saved connection fails, in German.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'auth.tokenUnavailable': 'Der Token-Endpunkt konnte nicht antworten (HTTP {{status}}, {{said}}).',
  'auth.tokenUnavailableHint': 'Das ist meist vorübergehend: Versuchen Sie es in einer Minute erneut.',
  'auth.clientRefused':
    'Der Dienst hat die Anwendungs-ID oder das gemeinsame Geheimnis abgelehnt (HTTP {{status}}, {{said}}).',
  'auth.clientRefusedHint':
    'Prüfen Sie Anwendungs-ID und gemeinsames Geheimnis dieser Verbindung und melden Sie sich dann erneut an.',
  'auth.refreshRefused': 'Das Aktualisierungstoken wurde abgelehnt (HTTP {{status}}, {{said}}).',
  'auth.refreshRefusedHint':
    'Melden Sie sich erneut an: Der Zugriff wurde widerrufen oder drei Monate nicht genutzt. Ihre wartende Arbeit bleibt erhalten.',
  'auth.codeRefused': 'Der Autorisierungscode wurde abgelehnt (HTTP {{status}}, {{said}}).',
  'auth.codeRefusedHint': 'Codes gelten fünf Minuten und nur einmal: Melden Sie sich erneut an.',
  'auth.tokenUnreachable': 'Der Token-Endpunkt {{url}} war nicht erreichbar: {{reason}}.',
  'auth.tokenUnreachableHint':
    'Prüfen Sie die Netzwerkverbindung und die Dienstadresse und versuchen Sie es dann erneut.',
  'auth.tokenNotJson': 'Der Token-Endpunkt hat mit HTTP 200 geantwortet, aber mit einem Inhalt, der kein JSON ist.',
  'auth.tokenNoAccess': 'Der Token-Endpunkt hat ohne access_token geantwortet.',
  'auth.notBrandCommerceHint': 'Prüfen Sie, ob die Dienstadresse auf den Brand-Commerce-Dienst zeigt.',
  'auth.tokenForCodeFlow': 'Die Anmeldung hat ein Token geliefert, aber diese Verbindung verwendet den Code-Ablauf.',
  'auth.codeForImplicitFlow':
    'Die Anmeldung hat einen Code geliefert, aber diese Verbindung verwendet den impliziten Ablauf.',
  'auth.checkKindHint': 'Prüfen Sie die Art der Verbindung.',
  'auth.noRedirect': 'Die Verbindung „{{name}}“ hat keine Weiterleitungs-URI.',
  'auth.noRedirectHint': 'Geben Sie die für die Anwendung registrierte Weiterleitungs-URI ein.',
  'auth.noSecret': 'Die Verbindung „{{name}}“ hat kein gemeinsames Geheimnis.',
  'auth.noSecretHint': 'Geben Sie das gemeinsame Geheimnis der Anwendung ein.',
  'auth.codeFlowNeedsSecret': 'Der Autorisierungscode-Ablauf braucht das gemeinsame Geheimnis der Anwendung.',
  'auth.codeFlowNeedsSecretHint': 'Geben Sie das gemeinsame Geheimnis ein, oder wählen Sie den impliziten Ablauf.',
  'auth.pastedToken':
    'Die Verbindung „{{name}}“ wurde aus einem eingefügten Aktualisierungstoken erstellt, das hier nicht erneuert werden kann.',
  'auth.pastedTokenHint':
    'Erstellen Sie in der Entwicklerkonsole ein neues Aktualisierungstoken, fügen Sie es als neue Verbindung hinzu und entfernen Sie dann diese.',
  'auth.signInAgain': 'Für die Verbindung „{{name}}“ müssen Sie sich erneut anmelden.',
  'auth.signInAgainHint': 'Drücken Sie „Erneut anmelden“ neben der Verbindung.',
  'auth.notWebAddress': 'Die Dienstadresse „{{address}}“ ist keine Webadresse.',
  'auth.notWebAddressHint': 'Geben Sie die Adresse als https://host ein (zum Beispiel https://api.example.com).',
  'auth.notHttps': 'Die Dienstadresse „{{address}}“ ist nicht https.',
  'auth.plainHttpHint':
    'Verwenden Sie https:// (einfaches http nur für eine Sandbox auf diesem Rechner: localhost oder 127.0.0.1).',
  'auth.notHttpsHint': 'Geben Sie die Adresse als https://host ein.',
  'auth.implicitExpired':
    'Die Sitzung hat kein gültiges Zugriffstoken und kann nicht erneuert werden (eine implizite Anmeldung gilt eine Stunde).',
  'auth.nothingStored':
    'Für diese Verbindung ist kein Aktualisierungstoken und kein gemeinsames Geheimnis gespeichert.',
  'auth.queuedKeptHint': 'Melden Sie sich erneut an, um fortzufahren; wartende Arbeit bleibt erhalten.',
  'auth.refreshFailed': 'Das Erneuern des Zugriffstokens ist fehlgeschlagen: {{reason}}',
  'auth.refreshFailedHint': 'Versuchen Sie es in einer Minute erneut.',
  'auth.notRedirect': 'Diese Adresse ist nicht die Weiterleitungs-URI dieser Verbindung.',
  'auth.notRedirectHint':
    'Fügen Sie die Adresse ein, auf der der Browser gelandet ist, nachdem Sie „Zulassen“ gedrückt haben.',
  'auth.stateMismatch':
    'Die Antwort der Anmeldung gehört nicht zu der Anmeldung, die wir begonnen haben (state stimmt nicht).',
  'auth.stateMismatchHint':
    'Beginnen Sie die Anmeldung erneut; wiederholt sich das, manipuliert vielleicht jemand die Anmeldung.',
  'auth.denied': 'Der Zugriff wurde auf der Freigabeseite verweigert.',
  'auth.deniedHint': 'Melden Sie sich erneut an und drücken Sie „Zulassen“, um zu verbinden.',
  'auth.ended': 'Der Dienst hat die Anmeldung mit „{{error}}“ beendet.',
  'auth.endedSaid': 'Der Dienst hat die Anmeldung mit „{{error}}“ beendet: {{description}}.',
  'auth.endedHint': 'Beginnen Sie die Anmeldung erneut.',
  'auth.fileNotJson': '{{file}} ist kein gültiges JSON.',
  'auth.fileInvalid': '{{file}} ist keine gültige Verbindungsdatei: {{issues}}.',
  'auth.fileUnreadable': '{{file}} kann nicht gelesen werden ({{detail}}).',
  'auth.fileHint':
    'Korrigieren oder löschen Sie die Datei; Verbindungen werden erneut gespeichert, wenn Sie eine hinzufügen.',
  'auth.connectionInvalid': 'Die Verbindung ist nicht gültig: {{issues}}.',
  'auth.connectionInvalidHint': 'Korrigieren Sie die genannten Felder und speichern Sie erneut.',
  'auth.keychain':
    'Der Schlüsselbund des Systems konnte für die Verbindung „{{id}}“ nicht gelesen werden ({{reason}}).',
  'auth.keychainHint':
    'Entsperren Sie den Schlüsselbund (oder melden Sie sich an der Desktop-Sitzung an) und versuchen Sie es erneut.',
  'auth.credentialsUnreadable': 'Die Zugangsdatendatei {{path}} kann nicht gelesen werden: {{problem}}.',
  'auth.credentialsUnreadableHint':
    'Prüfen Sie den an --credentials übergebenen Pfad: eine JSON-Datei von höchstens {{mb}} MB.',
  'auth.credentialsNotJson': 'Die Zugangsdatendatei {{path}} ist kein gültiges JSON.',
  'auth.credentialsNotJsonHint': 'Sie sollte wie die credentials.json aussehen, die die Sandbox schreibt.',
  'auth.credentialsInvalid': 'Die Zugangsdatendatei {{path}} ist nicht gültig: {{issues}}.',
  'auth.credentialsInvalidHint':
    'Sie braucht baseUrl und clientId sowie clientSecret und refreshToken (oder die Umgebungsvariablen).',
  'auth.credentialsLack': 'Der Zugangsdatendatei {{path}} fehlt {{missing}}.',
  'auth.credentialsLackHint': 'Ergänzen Sie sie in der Datei, oder setzen Sie die Umgebungsvariablen.',
} satisfies Catalogue;
