// What main/net says about a network setup a person can fix, in Dutch.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'net.caFileUnreadable': 'Het certificaatbestand van het bedrijf {{path}} kan niet worden gelezen ({{problem}}).',
  'net.caFileUnreadableHint': 'Controleer het pad in {{source}}: een PEM-bestand van hoogstens {{mb}} MB.',
  'net.caFileNoPem': 'Het certificaatbestand van het bedrijf {{path}} bevat geen PEM-certificaat.',
  'net.caFileNoPemHint':
    'Geef {{source}} het certificaat van de certificeringsinstantie in PEM-vorm (een tekstbestand dat begint met -----BEGIN CERTIFICATE-----).',
  'net.proxyRefused': 'De proxy {{proxy}} weigerde verbinding te maken met {{host}} (HTTP {{status}}).',
  'net.proxyRefusedHint':
    'Controleer of de proxy in {{source}} deze computer bij {{hostname}} laat, of vraag uw IT-afdeling het toe te staan.',
  'net.proxyAuthRefused':
    'De proxy {{proxy}} weigerde de opgegeven gebruikersnaam en het wachtwoord (HTTP {{status}}, {{asked}}).',
  'net.proxyAuthAsks': 'De proxy {{proxy}} vraagt om aanmeldgegevens (HTTP {{status}}, {{asked}}).',
  'net.unnamedScheme': 'een naamloos schema',
  'net.proxyAuthWindowsHint':
    'Deze proxy meldt zich aan met {{asked}}, de Windows-aanmelding van de systeemproxy, die deze client zelf niet kan: start een lokale proxy zoals cntlm die zich voor u aanmeldt en geef het adres ervan in {{source}}, of vraag IT om een uitzondering voor {{hostname}}.',
  'net.proxyAuthHint':
    'Zet de gebruikersnaam van de proxy in {{source}}, als http://user@{{proxyHost}}, en het wachtwoord in {{variable}}.',
  'net.unknownCa': 'Het certificaat van {{host}} komt van een instantie die deze computer niet vertrouwt ({{code}}).',
  'net.unknownCaIssuer':
    'Het certificaat van {{host}} komt van een instantie die deze computer niet vertrouwt ("{{issuer}}") ({{code}}).',
  'net.unknownCaHint':
    'Inspecteert uw bedrijf HTTPS, haal dan de certificeringsinstantie op als PEM-bestand en geef die mee met --ca-file <bestand> (of de instelling voor het bedrijfscertificaat van de verbinding, of NODE_EXTRA_CA_CERTS).',
  'net.caMismatch':
    'Het certificaat van {{host}} noemt een uitgever die deze computer kent, maar de handtekening past niet bij het certificaat van die instantie in het CA-bestand ({{code}}).',
  'net.caMismatchIssuer':
    'Het certificaat van {{host}} noemt een uitgever die deze computer kent ("{{issuer}}"), maar de handtekening past niet bij het certificaat van die instantie in het CA-bestand ({{code}}).',
  'net.caMismatchHint':
    'Controleer of --ca-file (of de instelling voor het bedrijfscertificaat van de verbinding, of NODE_EXTRA_CA_CERTS) naar de juiste CA wijst: het certificaat van de instantie die dit heeft ondertekend, geen ouder of ander certificaat met dezelfde naam.',
  'net.hostname': 'Het certificaat voor {{host}} is voor een andere naam ({{detail}}).',
  'net.hostnameHint':
    'Controleer het serviceadres (baseUrl) van de verbinding; inspecteert een proxy HTTPS, dan moet die certificaten voor {{host}} uitgeven.',
  'net.expired': 'Het certificaat van {{host}} is verlopen.',
  'net.notYetValid': 'Het certificaat van {{host}} is nog niet geldig.',
  'net.expiredHint':
    'Controleer de datum en tijd van deze computer; anders moet de dienst (of de proxy die HTTPS inspecteert) het certificaat vernieuwen.',
  'net.baseUrlSetting': 'het serviceadres (baseUrl) van de verbinding',
  'net.dns': 'De naam {{host}} is niet gevonden (DNS, {{code}}).',
  'net.dnsHint': 'Controleer de spelling van {{setting}} en de netwerkverbinding van deze computer.',
  'net.proxyRefusedConnection': 'De proxy {{where}} weigerde de verbinding ({{code}}).',
  'net.proxyUnreachable': 'De proxy {{where}} was niet bereikbaar ({{code}}).',
  'net.serviceRefused': 'De dienst op {{where}} weigerde de verbinding ({{code}}).',
  'net.serviceUnreachable': 'De dienst op {{where}} was niet bereikbaar ({{code}}).',
  'net.proxyUnreachableHint': 'Controleer het proxyadres en de poort in {{setting}}, of dat er wel een proxy nodig is.',
  'net.serviceUnreachableHint':
    'Controleer {{setting}} en de poort; een bedrijfsnetwerk heeft misschien een proxy nodig (--proxy of HTTPS_PROXY).',
  'net.proxyTimeout': 'De proxy {{where}} antwoordde niet op tijd ({{code}}).',
  'net.serviceTimeout': 'De dienst op {{where}} antwoordde niet op tijd ({{code}}).',
  'net.proxyTimeoutHint': 'Controleer het proxyadres in {{setting}}.',
  'net.serviceTimeoutHint':
    'Controleer {{setting}}; een bedrijfsnetwerk heeft misschien een proxy nodig (--proxy of HTTPS_PROXY).',
  'net.proxyNotEncoded':
    'Het proxyadres in {{source}} is geen geldige URL: de gebruikersnaam of het wachtwoord bevat een teken dat in een URL procent-gecodeerd moet zijn.',
  'net.proxyNotEncodedHint':
    'Codeer het wachtwoord met procenttekens: @ als %40, : als %3A, # als %23 (/ als %2F, ? als %3F, % als %25), dus p@ss#1 wordt p%40ss%231. Of geef alleen de gebruiker in {{source}} (http://user@proxy.example.com:8080) en het wachtwoord, zoals het is, in {{variable}}.',
  'net.proxyInvalid': 'Het proxyadres in {{source}} is geen geldige URL.',
  'net.proxyInvalidHint': 'Stel {{source}} in op een adres zoals http://proxy.example.com:8080.',
  'net.proxyProtocol': 'De proxy {{proxy}} in {{source}} gebruikt {{protocol}}, wat niet wordt ondersteund.',
  'net.proxyProtocolHint': 'Gebruik een http://- of https://-proxyadres in {{source}}.',
  'net.manualNoAddress': 'De handmatige proxy heeft geen adres.',
  'net.manualNoAddressHint': 'Voer een adres in zoals http://proxy.example.com:8080, of kies "system" of "none".',
  'net.manualCredentials':
    'Het adres van de handmatige proxy bevat een gebruikersnaam of wachtwoord, die de app niet in zijn instellingenbestand opslaat.',
  'net.manualCredentialsHint':
    'Haal ze uit het adres en gebruik de systeemproxy (kies "system"), of start de app met HTTPS_PROXY=http://user:password@host:port in de omgeving.',
  'net.settingsUnusable': 'Het netwerkinstellingenbestand {{file}} is niet bruikbaar: {{what}}.',
  'net.settingsUnusableHint':
    'De app gebruikt de systeemproxy tot het is verbeterd: verbeter het bestand, of kies een proxy in Instellingen → Netwerk en sla op, wat het vervangt.',
} satisfies Catalogue;
