// What main/net says about a network setup a person can fix, in German.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'net.caFileUnreadable': 'Die Zertifikatsdatei des Unternehmens {{path}} kann nicht gelesen werden ({{problem}}).',
  'net.caFileUnreadableHint': 'Prüfen Sie den in {{source}} angegebenen Pfad: eine PEM-Datei von höchstens {{mb}} MB.',
  'net.caFileNoPem': 'Die Zertifikatsdatei des Unternehmens {{path}} enthält kein PEM-Zertifikat.',
  'net.caFileNoPemHint':
    'Geben Sie {{source}} das Zertifikat der Zertifizierungsstelle im PEM-Format (eine Textdatei, die mit -----BEGIN CERTIFICATE----- beginnt).',
  'net.proxyRefused': 'Der Proxy {{proxy}} hat die Verbindung zu {{host}} verweigert (HTTP {{status}}).',
  'net.proxyRefusedHint':
    'Prüfen Sie, ob der Proxy in {{source}} diesem Rechner den Zugang zu {{hostname}} erlaubt, oder bitten Sie Ihre IT-Abteilung, ihn freizugeben.',
  'net.proxyAuthRefused':
    'Der Proxy {{proxy}} hat den angegebenen Benutzernamen und das Kennwort abgelehnt (HTTP {{status}}, {{asked}}).',
  'net.proxyAuthAsks': 'Der Proxy {{proxy}} verlangt Anmeldedaten (HTTP {{status}}, {{asked}}).',
  'net.unnamedScheme': 'ein unbenanntes Verfahren',
  'net.proxyAuthWindowsHint':
    'Dieser Proxy meldet sich mit {{asked}} an, der Windows-Anmeldung des Systemproxys, die dieser Client selbst nicht beherrscht: Starten Sie einen lokalen Proxy wie cntlm, der sich für Sie anmeldet, und geben Sie seine Adresse in {{source}} an, oder bitten Sie die IT um eine Ausnahme für {{hostname}}.',
  'net.proxyAuthHint':
    'Geben Sie den Proxy-Benutzernamen in {{source}} an, als http://user@{{proxyHost}}, und sein Kennwort in {{variable}}.',
  'net.unknownCa':
    'Das Zertifikat von {{host}} stammt von einer Zertifizierungsstelle, der dieser Rechner nicht vertraut ({{code}}).',
  'net.unknownCaIssuer':
    'Das Zertifikat von {{host}} stammt von einer Zertifizierungsstelle, der dieser Rechner nicht vertraut („{{issuer}}“) ({{code}}).',
  'net.unknownCaHint':
    'Prüft Ihr Unternehmen HTTPS, besorgen Sie dessen Zertifizierungsstelle als PEM-Datei und übergeben Sie sie mit --ca-file <Datei> (oder der Einstellung für das Unternehmenszertifikat der Verbindung, oder NODE_EXTRA_CA_CERTS).',
  'net.caMismatch':
    'Das Zertifikat von {{host}} nennt einen Aussteller, den dieser Rechner kennt, aber seine Signatur passt nicht zum Zertifikat dieser Stelle in der CA-Datei ({{code}}).',
  'net.caMismatchIssuer':
    'Das Zertifikat von {{host}} nennt einen Aussteller, den dieser Rechner kennt („{{issuer}}“), aber seine Signatur passt nicht zum Zertifikat dieser Stelle in der CA-Datei ({{code}}).',
  'net.caMismatchHint':
    'Prüfen Sie, ob --ca-file (oder die Einstellung für das Unternehmenszertifikat der Verbindung, oder NODE_EXTRA_CA_CERTS) auf die richtige Zertifizierungsstelle zeigt: das Zertifikat der Stelle, die dieses signiert hat, kein älteres oder anderes gleichen Namens.',
  'net.hostname': 'Das für {{host}} vorgelegte Zertifikat gilt für einen anderen Namen ({{detail}}).',
  'net.hostnameHint':
    'Prüfen Sie die Dienstadresse (baseUrl) der Verbindung; prüft ein Proxy HTTPS, muss er Zertifikate für {{host}} ausstellen.',
  'net.expired': 'Das Zertifikat von {{host}} ist abgelaufen.',
  'net.notYetValid': 'Das Zertifikat von {{host}} ist noch nicht gültig.',
  'net.expiredHint':
    'Prüfen Sie Datum und Uhrzeit dieses Rechners; andernfalls muss der Dienst (oder der Proxy, der HTTPS prüft) sein Zertifikat erneuern.',
  'net.baseUrlSetting': 'die Dienstadresse (baseUrl) der Verbindung',
  'net.dns': 'Der Name {{host}} wurde nicht gefunden (DNS, {{code}}).',
  'net.dnsHint': 'Prüfen Sie die Schreibweise von {{setting}} und die Netzwerkverbindung dieses Rechners.',
  'net.proxyRefusedConnection': 'Der Proxy {{where}} hat die Verbindung abgelehnt ({{code}}).',
  'net.proxyUnreachable': 'Der Proxy {{where}} war nicht erreichbar ({{code}}).',
  'net.serviceRefused': 'Der Dienst unter {{where}} hat die Verbindung abgelehnt ({{code}}).',
  'net.serviceUnreachable': 'Der Dienst unter {{where}} war nicht erreichbar ({{code}}).',
  'net.proxyUnreachableHint':
    'Prüfen Sie Proxy-Adresse und Port in {{setting}}, oder ob überhaupt ein Proxy nötig ist.',
  'net.serviceUnreachableHint':
    'Prüfen Sie {{setting}} und den Port; ein Firmennetz braucht vielleicht einen Proxy (--proxy oder HTTPS_PROXY).',
  'net.proxyTimeout': 'Der Proxy {{where}} hat nicht rechtzeitig geantwortet ({{code}}).',
  'net.serviceTimeout': 'Der Dienst unter {{where}} hat nicht rechtzeitig geantwortet ({{code}}).',
  'net.proxyTimeoutHint': 'Prüfen Sie die Proxy-Adresse in {{setting}}.',
  'net.serviceTimeoutHint':
    'Prüfen Sie {{setting}}; ein Firmennetz braucht vielleicht einen Proxy (--proxy oder HTTPS_PROXY).',
  'net.proxyNotEncoded':
    'Die Proxy-Adresse in {{source}} ist keine gültige URL: Ihr Benutzername oder Kennwort enthält ein Zeichen, das in einer URL prozentkodiert sein muss.',
  'net.proxyNotEncodedHint':
    'Kodieren Sie das Kennwort mit Prozentzeichen: @ als %40, : als %3A, # als %23 (/ als %2F, ? als %3F, % als %25), also p@ss#1 als p%40ss%231. Oder geben Sie nur den Benutzer in {{source}} an (http://user@proxy.example.com:8080) und das Kennwort, wie es ist, in {{variable}}.',
  'net.proxyInvalid': 'Die Proxy-Adresse in {{source}} ist keine gültige URL.',
  'net.proxyInvalidHint': 'Setzen Sie {{source}} auf eine Adresse wie http://proxy.example.com:8080.',
  'net.proxyProtocol': 'Der Proxy {{proxy}} in {{source}} verwendet {{protocol}}, was nicht unterstützt wird.',
  'net.proxyProtocolHint': 'Verwenden Sie in {{source}} eine http://- oder https://-Proxy-Adresse.',
  'net.manualNoAddress': 'Der manuelle Proxy hat keine Adresse.',
  'net.manualNoAddressHint':
    'Geben Sie eine Adresse wie http://proxy.example.com:8080 ein, oder wählen Sie „system“ oder „none“.',
  'net.manualCredentials':
    'Die Adresse des manuellen Proxys enthält einen Benutzernamen oder ein Kennwort, die die App nicht in ihrer Einstellungsdatei speichert.',
  'net.manualCredentialsHint':
    'Entfernen Sie sie aus der Adresse und verwenden Sie den Systemproxy („system“), oder starten Sie die App mit HTTPS_PROXY=http://user:password@host:port in der Umgebung.',
  'net.settingsUnusable': 'Die Netzwerk-Einstellungsdatei {{file}} kann nicht verwendet werden: {{what}}.',
  'net.settingsUnusableHint':
    'Die App verwendet den Systemproxy, bis sie korrigiert ist: Korrigieren Sie die Datei, oder wählen Sie unter Einstellungen → Netzwerk einen Proxy und speichern Sie, was sie ersetzt.',
} satisfies Catalogue;
