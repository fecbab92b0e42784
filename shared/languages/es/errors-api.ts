// What to do about a failed call and a mass change (shared/errors/english-api.ts), in Spanish.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'api.hint.noAnswer':
    'No llegó ninguna respuesta (conexión cortada o tiempo agotado): compruebe la red y vuelva a ejecutar; las filas terminadas no se envían dos veces.',
  'api.hint.signIn': 'El inicio de sesión ha caducado o se ha revocado: vuelva a iniciar sesión.',
  'api.hint.forbidden':
    'Esta conexión no puede hacer eso: compruebe los permisos y perfiles concedidos al iniciar sesión.',
  'api.hint.notFound': 'El registro no existe: compruebe las claves (ID, nombres) de esta fila.',
  'api.hint.notAcceptable':
    'El servicio rechazó la solicitud por motivos propios (406 Not Acceptable): vuelva a intentarlo más tarde.',
  'api.hint.timeout': 'El servicio no pudo responder a tiempo: vuelva a intentarlo más tarde.',
  'api.hint.tooLarge': 'La solicitud es demasiado grande: envíe menos filas por lote.',
  'api.hint.urlTooLong': 'La URL es demasiado larga: ponga menos claves en un mismo $filter.',
  'api.hint.contentType': 'El servicio rechazó el tipo de contenido: es un error del cliente, por favor notifíquelo.',
  'api.hint.tooMany':
    'Demasiadas solicitudes: vaya más despacio (baje el presupuesto) y vuelva a intentarlo más tarde.',
  'api.hint.serviceFailed': 'El servicio falló: vuelva a intentarlo más tarde.',
  'api.hint.badValues': 'El servicio rechazó los valores: corrija la fila como indica el mensaje.',
  'api.hint.other': 'Revise la fila según el mensaje y vuelva a intentarlo.',
  'api.hint.gaveUp': '{{hint}} Las filas ya hechas no se envían dos veces.',
  'api.hint.checkApplied': 'Compruebe en el servicio si el cambio se aplicó antes de volver a ejecutar esta fila.',
  'api.hint.resumeToSend': 'Reanude el trabajo para enviarla.',
  'api.hint.resumeChecks': 'Reanude el trabajo: comprueba esta fila antes de volver a enviarla.',
  'api.page.sameLink':
    'El servicio devolvió dos veces el mismo enlace de página siguiente ({{link}}); la lectura se detiene para evitar un bucle.',
  'api.page.sameLinkHint':
    'Acote la consulta (un $filter o un $orderby) o exporte de nuevo; las páginas leídas hasta ahora están completas.',
  'api.page.otherHost': 'El enlace de página siguiente apunta a {{origin}}, un host distinto del servicio.',
  'api.page.otherHostHint': 'Revise la dirección del servicio de esta conexión.',
  'api.page.notList': '{{path}} no respondió con una lista (sin matriz «value»).',
  'api.page.notListHint': 'Compruebe que la ruta nombra un punto de acceso de lista.',
  'api.page.loop':
    'El servicio respondió a {{where}} con {{loop}} tras {{rows}} de {{expected}} filas; la lectura se detiene para evitar un bucle.',
  'api.page.loopHint':
    'Exporte de nuevo, o acote la consulta con un $filter; las filas leídas hasta ahora se conservan.',
  'api.page.repeated': 'una página de filas ya leídas',
  'api.page.emptyWithNext': 'una página vacía que aún enlaza con una siguiente',
  'job.finding.deletes': 'eliminar {{deletes}} filas (más de {{limit}})',
  'job.finding.zeros':
    'poner a 0 {{zeros}} de las {{quantities}} cantidades que cambia ({{share}} %, más del {{limit}} %)',
  'job.finding.negative': 'enviar {{count}} cantidad negativa',
  'job.finding.negatives': 'enviar {{count}} cantidades negativas',
  'job.finding.rows': '{{finding}}: {{rows}}',
  'job.finding.rowsMore': '{{finding}}: {{rows}}; y {{more}} más',
  'job.finding.row': 'fila {{row}}{{sku}}{{dc}}{{value}}',
  'job.finding.sku': ', SKU {{sku}}',
  'job.finding.dc': ', DC {{dc}}',
  'job.finding.value': ', {{value}}',
  'job.findings.two': '{{first}} y {{second}}',
  'job.findings.three': '{{first}}, {{second}} y {{third}}',
} satisfies Catalogue;
