// What main/net says about a network setup a person can fix, in Spanish.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'net.caFileUnreadable': 'No se puede leer el archivo de certificado de la empresa {{path}} ({{problem}}).',
  'net.caFileUnreadableHint': 'Revise la ruta indicada en {{source}}: un archivo PEM de {{mb}} MB como máximo.',
  'net.caFileNoPem': 'El archivo de certificado de la empresa {{path}} no contiene ningún certificado PEM.',
  'net.caFileNoPemHint':
    'Dé a {{source}} el certificado de la autoridad en formato PEM (un archivo de texto que empieza por -----BEGIN CERTIFICATE-----).',
  'net.proxyRefused': 'El proxy {{proxy}} se negó a conectar con {{host}} (HTTP {{status}}).',
  'net.proxyRefusedHint':
    'Compruebe que el proxy de {{source}} deja a este equipo llegar a {{hostname}}, o pida a su departamento de TI que lo permita.',
  'net.proxyAuthRefused':
    'El proxy {{proxy}} rechazó el usuario y la contraseña indicados (HTTP {{status}}, {{asked}}).',
  'net.proxyAuthAsks': 'El proxy {{proxy}} pide credenciales (HTTP {{status}}, {{asked}}).',
  'net.unnamedScheme': 'un esquema sin nombre',
  'net.proxyAuthWindowsHint':
    'Este proxy inicia sesión con {{asked}}, el inicio de sesión de Windows del proxy del sistema, que este cliente no puede hacer por sí mismo: ejecute un proxy local como cntlm que inicie sesión por usted e indique su dirección en {{source}}, o pida a TI una excepción para {{hostname}}.',
  'net.proxyAuthHint':
    'Ponga el usuario del proxy en {{source}}, como http://user@{{proxyHost}}, y su contraseña en {{variable}}.',
  'net.unknownCa': 'El certificado de {{host}} procede de una autoridad en la que este equipo no confía ({{code}}).',
  'net.unknownCaIssuer':
    'El certificado de {{host}} procede de una autoridad en la que este equipo no confía ("{{issuer}}") ({{code}}).',
  'net.unknownCaHint':
    'Si su empresa inspecciona HTTPS, consiga su autoridad de certificación como archivo PEM y pásela con --ca-file <archivo> (o el ajuste de certificado de empresa de la conexión, o NODE_EXTRA_CA_CERTS).',
  'net.caMismatch':
    'El certificado de {{host}} nombra un emisor que este equipo conoce, pero su firma no coincide con el certificado de esa autoridad en el archivo CA ({{code}}).',
  'net.caMismatchIssuer':
    'El certificado de {{host}} nombra un emisor que este equipo conoce ("{{issuer}}"), pero su firma no coincide con el certificado de esa autoridad en el archivo CA ({{code}}).',
  'net.caMismatchHint':
    'Compruebe que --ca-file (o el ajuste de certificado de empresa de la conexión, o NODE_EXTRA_CA_CERTS) apunta a la CA correcta: el certificado de la autoridad que firmó este, no uno más antiguo u otro con el mismo nombre.',
  'net.hostname': 'El certificado presentado para {{host}} es de otro nombre ({{detail}}).',
  'net.hostnameHint':
    'Revise la dirección del servicio (baseUrl) de la conexión; si un proxy inspecciona HTTPS, debe emitir certificados para {{host}}.',
  'net.expired': 'El certificado de {{host}} ha caducado.',
  'net.notYetValid': 'El certificado de {{host}} aún no es válido.',
  'net.expiredHint':
    'Revise la fecha y la hora de este equipo; si no, el servicio (o el proxy que inspecciona HTTPS) debe renovar su certificado.',
  'net.baseUrlSetting': 'la dirección del servicio (baseUrl) de la conexión',
  'net.dns': 'No se encontró el nombre {{host}} (DNS, {{code}}).',
  'net.dnsHint': 'Revise cómo está escrito {{setting}} y la conexión de red de este equipo.',
  'net.proxyRefusedConnection': 'El proxy {{where}} rechazó la conexión ({{code}}).',
  'net.proxyUnreachable': 'No se pudo llegar al proxy {{where}} ({{code}}).',
  'net.serviceRefused': 'El servicio en {{where}} rechazó la conexión ({{code}}).',
  'net.serviceUnreachable': 'No se pudo llegar al servicio en {{where}} ({{code}}).',
  'net.proxyUnreachableHint': 'Revise la dirección y el puerto del proxy en {{setting}}, o si hace falta un proxy.',
  'net.serviceUnreachableHint':
    'Revise {{setting}} y su puerto; una red de empresa puede necesitar un proxy (--proxy o HTTPS_PROXY).',
  'net.proxyTimeout': 'El proxy {{where}} no respondió a tiempo ({{code}}).',
  'net.serviceTimeout': 'El servicio en {{where}} no respondió a tiempo ({{code}}).',
  'net.proxyTimeoutHint': 'Revise la dirección del proxy en {{setting}}.',
  'net.serviceTimeoutHint': 'Revise {{setting}}; una red de empresa puede necesitar un proxy (--proxy o HTTPS_PROXY).',
  'net.proxyNotEncoded':
    'La dirección del proxy en {{source}} no es una URL válida: su usuario o contraseña contiene un carácter que debe codificarse con porcentaje en una URL.',
  'net.proxyNotEncodedHint':
    'Codifique la contraseña con porcentaje: @ como %40, : como %3A, # como %23 (/ como %2F, ? como %3F, % como %25), así p@ss#1 se escribe p%40ss%231. O indique solo el usuario en {{source}} (http://user@proxy.example.com:8080) y la contraseña, tal cual, en {{variable}}.',
  'net.proxyInvalid': 'La dirección del proxy en {{source}} no es una URL válida.',
  'net.proxyInvalidHint': 'Ponga en {{source}} una dirección como http://proxy.example.com:8080.',
  'net.proxyProtocol': 'El proxy {{proxy}} en {{source}} usa {{protocol}}, que no es compatible.',
  'net.proxyProtocolHint': 'Use una dirección de proxy http:// o https:// en {{source}}.',
  'net.manualNoAddress': 'El proxy manual no tiene dirección.',
  'net.manualNoAddressHint': 'Escriba una dirección como http://proxy.example.com:8080, o elija "system" o "none".',
  'net.manualCredentials':
    'La dirección del proxy manual contiene un usuario o una contraseña, que la aplicación no guarda en su archivo de ajustes.',
  'net.manualCredentialsHint':
    'Quítelos de la dirección y use el proxy del sistema (elija "system"), o inicie la aplicación con HTTPS_PROXY=http://user:password@host:port en el entorno.',
  'net.settingsUnusable': 'No se puede usar el archivo de ajustes de red {{file}}: {{what}}.',
  'net.settingsUnusableHint':
    'La aplicación usa el proxy del sistema hasta que se corrija: corrija el archivo, o elija un proxy en Ajustes → Red y guarde, lo que lo reemplaza.',
} satisfies Catalogue;
