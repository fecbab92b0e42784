import type { Catalogue } from '../../i18n/index.js';
import mapping from './engine-mapping.js';
import notes from './engine-notes.js';

export default {
  'check.keyEmpty': '{{field}} forma parte de la clave y no puede estar vacío (recibido: {{value}}).',
  'check.notNullable': '{{field}} no puede estar vacío (recibido: {{value}}).',
  'check.giveValue': 'Dé un valor a {{field}}{{describe}}.',
  'check.wrongType': '{{field}}: {{value}} no es un valor {{type}} válido.',
  'check.giveValueUnquoted':
    'Dé un valor a {{field}}{{describe}}. Si se refiere a {{value}}, envíelo como {{literal}} JSON, sin comillas.',
  'check.notWhole': '{{field}}: {{value}} no es un número entero.',
  'check.useWholeSuchAs': 'Use un número entero como {{number}}{{describe}}.',
  'check.outsideInt32': '{{field}}: {{value}} está fuera del rango int32 de {{min}} a {{max}}.',
  'check.useWholeInRange':
    'Use un número entero de {{min}} a {{max}}; un número más largo probablemente no es un {{field}} de este servicio.',
  'check.tooLong': '{{field}}: {{value}} tiene {{length}} caracteres; se permiten como máximo {{max}}.',
  'check.shorten': 'Acorte {{field}} a {{max}} caracteres o menos.',
  'check.notPattern': '{{field}}: {{value}} no es {{pattern}}.',
  'check.writeAsPattern': 'Escriba {{field}} como {{pattern}}, p. ej. {{example}}.',
  'check.notEnum': '{{field}}: {{value}} no es un valor de {{enum}}.',
  'check.writeExact': "Escriba '{{member}}' (ortografía exacta).",
  'check.useOneOf': 'Use uno de estos valores: {{members}}.',
  'describe.int32': ' (un número entero de {{min}} a {{max}})',
  'describe.decimal': ' (un número con . como separador decimal, p. ej. 12.5)',
  'describe.boolean': ' (true o false)',
  'describe.datetime': ' (una fecha y hora ISO 8601 en UTC, p. ej. 2024-05-01T09:30:00Z)',
  'describe.enum': ' (uno de {{members}})',
  'describe.binary': ' (texto base64)',
  'describe.pattern': ' ({{pattern}}, p. ej. {{example}})',
  'describe.maxLength': ' (texto de como máximo {{max}} caracteres)',
  'describe.text': ' (texto)',
  'body.unknownField': "{{entity}} no tiene la propiedad '{{name}}'.",
  'body.navigation': "'{{name}}' es una propiedad de navegación; envíe sus registros por su propio punto de acceso.",
  'body.removeUnknown': 'Elimínela; {{entity}} tiene: {{fields}}.',
  'body.requiredOnCreate': '{{entity}} necesita {{field}} al crear, pero el cuerpo no lo incluye.',
  'body.addField': 'Añada {{field}} al cuerpo.',
  'body.addKeyField': 'Añada {{field}} (parte de la clave) al cuerpo.',
  'body.setByService':
    '{{entity}}.{{field}} lo fija el servicio; un cuerpo de creación no puede enviarlo (recibido: {{value}}).',
  'body.removeField': 'Quite {{field}} del cuerpo.',
  'body.notChangeable': '{{entity}}.{{field}} no se puede cambiar con {{mode}} (recibido: {{value}}).',
  'body.sendOnly': 'Envíe solo {{fields}} en un cuerpo {{mode}}.',
  'body.sendOnlyKeyInUrl': 'Envíe solo {{fields}} en un cuerpo {{mode}}; la clave va en la URL.',
  'body.notChangeableAtAll': '{{entity}} no se puede cambiar a través de la API.',
  'cell.required': '{{field}} está vacío, pero se requiere un valor.',
  'cell.requiredKey': '{{field}} está vacío, pero se requiere un valor (forma parte de la clave).',
  'cell.fillIn': 'Rellene {{field}}{{describe}}.',
  'cell.refused': '{{field}}: {{value}} {{what}}.',
  'cell.notEnum': 'no es un valor de {{enum}}',
  'cell.useOneOfAnyCase': 'Use uno de estos valores: {{members}} (mayúsculas o minúsculas).',
  'cell.notYesNo': 'no es un valor sí/no',
  'cell.writeTrueFalse': 'Escriba true o false (yes/no y 1/0 también sirven).',
  'cell.tooLongWhole': 'tiene {{length}} caracteres, demasiado largo para un número entero',
  'cell.tooLongNumber': 'tiene {{length}} caracteres, demasiado largo para un número',
  'cell.enter': 'Introduzca {{field}}{{describe}}.',
  'cell.outsideInt32': 'está fuera del rango int32 de {{min}} a {{max}}',
  'cell.useWholeInRange':
    'Use un número entero en ese rango; compruebe que esta columna contiene de verdad valores de {{field}}.',
  'cell.ambiguous': "es ambiguo: {{digits}} si '{{other}}' separa los miles, o {{decimal}} si es el separador decimal",
  'cell.writeEither': 'Escriba {{digits}} o {{decimal}}, lo que quisiera decir, sin separador de miles{{hint}}.',
  'cell.thousands': 'contiene un separador de miles',
  'cell.writeWithout': 'Escriba el número sin separadores: {{digits}}.',
  'cell.scientific':
    'está en notación científica, la que usan las hojas de cálculo para números largos que han redondeado',
  'cell.formatAsText': 'Dé formato de texto a la columna en la hoja de cálculo e introduzca el número completo.',
  'cell.formatAsTextSuchAs':
    'Dé formato de texto a la columna en la hoja de cálculo e introduzca el número completo, como {{number}}.',
  'cell.otherDecimal': "usa '{{other}}' como separador decimal",
  'cell.writeNumber': 'Escriba {{number}}{{hint}}.',
  'cell.useWholeEither': 'Use un número entero como {{lower}} o {{upper}}{{hint}}.',
  'cell.notWhole': 'no es un número entero',
  'cell.notNumber': 'no es un número',
  'cell.useDecimal': "Use '{{dec}}' como separador decimal: {{number}}{{hint}}.",
  'cell.sayDecimalComma': ', o indique qué separador decimal usa el archivo (--decimal ,)',
  'cell.sayDecimalSemicolon': '; o indique qué separador decimal usa el archivo (--decimal ,)',
  'issue.valueCell': "{{column}} '{{value}}' (celda {{cell}}): {{message, clause}}. Solución: {{fix}}",
  'issue.value': "{{column}} '{{value}}': {{message, clause}}. Solución: {{fix}}",
  'issue.cell': '{{column}} (celda {{cell}}): {{message, clause}}. Solución: {{fix}}',
  'issue.list': '{{issues}}',
  'issue.bare': '{{column}}: {{message, clause}}. Solución: {{fix}}',
  'issue.notDc': "'{{value}}' no es un centro de distribución de esta conexión",
  'issue.useDc':
    "use el ID, el nombre, el código o la ciudad de uno de estos centros: {{dcs}}; o añada '{{value}}' a la tabla de valores de DistributionCenterID",
  'issue.useDcNone':
    "use el ID, el nombre, el código o la ciudad de un centro de distribución (no hay ninguno: cree uno primero); o añada '{{value}}' a la tabla de valores de DistributionCenterID",
  'row.profileNotWhole': 'ProfileID no es un número entero',
  'row.writeProfileId': 'Escriba el ID numérico de uno de los perfiles de la conexión',
  'row.blankClearMarker': 'una celda vacía deja el valor como está; escriba {{marker}} en la celda para borrarlo',
  'row.blankMapClear':
    "las celdas vacías de esta columna se omiten; asígnela con blank 'clear' para borrar el valor en su lugar",
  'row.blankSkipped': '{{column}} vacío: nada que enviar ({{hint}})',
  'row.cannotClear': '{{field}} no se puede borrar: el servicio siempre guarda un valor para él',
  'row.insteadOfMarker': '{{fix, clause}} en lugar de {{marker}}',
  'row.keyMissing': 'Falta {{key}}: cada fila de {{entity}} necesita su clave ({{keys}})',
  'row.fillKeyOrLookup': 'Rellene la columna {{key}} o {{lookup}}',
  'row.fillKeyOrMap': 'Rellene la columna {{key}}, o asigne una columna a {{key}}',
  'row.nothingToChange': 'Nada que cambiar: la fila tiene claves pero ningún valor',
  'row.mapColumnTo': 'Asigne una columna a {{field}}',
  'row.mapColumnToAny': 'Asigne una columna a un campo que cambiar',
  'row.noValueColumns':
    'Ningún valor en sus {{columns}} columnas de valores: nada que enviar (una celda vacía deja el valor del servicio como está)',
  'row.notReadFromFile': 'No leído del archivo',
  'row.duplicateKey':
    'Clave duplicada ({{key}}): la fila {{row}} tiene la misma clave y prevalece (prevalece la última fila del archivo)',
  'row.otherCellInvalid': 'No enviado: otra celda de esta fila no es válida; corríjala e importe la fila de nuevo',
  'row.totalRow': "Fila de total ('{{label}}' en la celda {{cell}}): ignorada, no se envía nada para ella",
  'result.dryRun': 'Simulación: se enviaría',
  'result.notSentStopped': 'No enviado: la ejecución se detuvo antes de esta fila (reanude la tarea)',
  'result.labelled': '{{column}}: {{message}}',
  'result.part': 'parte {{part}}',
  'result.notWritten': 'no escrito',
  'result.partlyWritten': 'Escrito: {{cells}}',
  'result.partlyFailed': 'Con error: {{cells}}',
  // Joins of a row's verdict (verdict-message.ts): all placeholder, so the legacy reader skips them.
  'join.cellResult': '{{column}} ({{result}})',
  'join.comma': '{{first}}, {{rest}}',
  'join.semicolon': '{{first}}; {{rest}}',
  'join.sentence': '{{first}}. {{rest}}',
  'result.created': 'Creado',
  'result.updated': 'Actualizado',
  'result.deleted': 'Eliminado',
  'result.deletedOnRetry': 'Eliminado (ya no existía cuando se repitió el DELETE tras un fallo)',
  'result.confirmedByReading': '{{message}} (confirmado al volver a leerlo tras perderse la respuesta)',
  'result.appliedReadBack': 'Aplicado (su respuesta se perdió; confirmado al volver a leerlo)',
  'result.appliedProductRead': 'Aplicado (confirmado al volver a leer el producto)',
  'result.createdReadBack': 'Creado (confirmado al volver a leerlo)',
  'plan.parentNotFound':
    'No se encontró {{idField}} {{id}} (o esta conexión no cubre su perfil). Solución: compruebe {{idField}}',
  'plan.parentNotFoundSku':
    'No se encontró {{idField}} {{id}} (o esta conexión no cubre su perfil). Solución: compruebe {{idField}} o el SKU',
  'plan.alreadyAbsent': 'Ya no existe: nada que eliminar',
  'plan.nothingToClear': 'No tiene valor: nada que borrar',
  'plan.alreadyHasValue': 'Ya tiene este valor: no enviado',
  'plan.alreadyHasValues': 'Ya tiene estos valores: no enviado',
  'plan.noneToUpdate':
    'No existe ningún {{entity}} {{key}} que actualizar. Solución: use la operación upsert para crearlo',
  'plan.unknownSku':
    "SKU desconocido '{{sku}}': ningún producto del perfil {{profile}} tiene este SKU. Solución: {{fix}}",
  'plan.unknownSkuAnyProfile':
    "SKU desconocido '{{sku}}': ningún producto de los perfiles de esta conexión tiene este SKU. Solución: {{fix}}",
  'plan.correctSku': 'corrija el SKU, o indique en su lugar el ProductID',
  'plan.scientificSku':
    'la hoja de cálculo mostró este número largo (¿un EAN o GTIN?) en notación científica y lo redondeó, así que sus dígitos reales se han perdido: dé formato de texto a la columna SKU en la hoja de cálculo, introduzca de nuevo el SKU completo y guarde',
  'plan.didYouMean': '¿quería decir {{skus}}? {{advice}}',
  'plan.leadingZeros':
    'Excel elimina los ceros a la izquierda: dé formato de texto a la columna y escriba de nuevo el SKU',
  'plan.skuSpaces': 'El SKU del archivo tiene espacios que el SKU del producto no tiene: elimínelos',
  'plan.ambiguousSku':
    "SKU ambiguo '{{sku}}': los productos {{products}} lo comparten. Solución: añada una columna o constante ProfileID, o indique el ProductID",
  'plan.unknownOrder':
    "Número de pedido desconocido '{{number}}': ningún pedido del perfil {{profile}} tiene este SiteOrderID. Solución: corrija el número de pedido, o indique en su lugar el OrderID",
  'plan.unknownOrderAnyProfile':
    "Número de pedido desconocido '{{number}}': ningún pedido de los perfiles de esta conexión tiene este SiteOrderID. Solución: corrija el número de pedido, o indique en su lugar el OrderID",
  'plan.ambiguousOrder':
    "Número de pedido ambiguo '{{number}}': los pedidos {{orders}} lo comparten. Solución: añada una columna o constante ProfileID, o indique el OrderID",
  'plan.otherProfile':
    '{{keyNoun}} {{key}} pertenece a {{owner}}, pero {{parentNoun}} {{parentId}} está en {{parentProfile}}; el servicio solo acepta un valor para un {{keyNoun}} del propio perfil de {{parentNoun}}. Solución: use un {{keyNoun}} del perfil {{profile}}, o compruebe {{idField}}',
  'plan.otherProfileSku':
    '{{keyNoun}} {{key}} pertenece a {{owner}}, pero {{parentNoun}} {{parentId}} está en {{parentProfile}}; el servicio solo acepta un valor para un {{keyNoun}} del propio perfil de {{parentNoun}}. Solución: use un {{keyNoun}} del perfil {{profile}}, o compruebe {{idField}} o el SKU',
  'plan.profile': 'el perfil {{id}}',
  'plan.profileNamed': 'el perfil {{id}} ({{name}})',
  'plan.emptiedMarker':
    "Celda vaciada, se deja como está: el servicio conserva '{{value}}' (vacío significa dejar como está; escriba {{marker}} para borrarlo)",
  'plan.emptiedMapClear':
    "Celda vaciada, se deja como está: el servicio conserva '{{value}}' (vacío significa dejar como está; asigne la columna con blank 'clear' para borrarlo)",
  'send.outcomeUnknown':
    'Resultado desconocido: {{why}}. La solicitud no se volvió a enviar porque repetirla podría aplicarla dos veces.',
  'send.stoppedInFlight':
    'Resultado desconocido: la ejecución se detuvo mientras esta fila estaba en curso. Compruebe si existe antes de importarla de nuevo',
  'send.notResent': 'Resultado desconocido: {{message}} No se volvió a enviar; al reanudar se vuelve a leer primero.',
  'send.noAnswerNotResent':
    'Resultado desconocido: no llegó ninguna respuesta. No se volvió a enviar; al reanudar se vuelve a leer primero.',
  'send.notConfirmedStatus':
    'No confirmado: el servicio respondió HTTP {{status}} y {{why}}. No se volvió a enviar, para que no se aplique dos veces.',
  'send.notConfirmedNoAnswer':
    'No confirmado: no llegó ninguna respuesta y {{why}}. No se volvió a enviar, para que no se aplique dos veces.',
  'send.readBackFailed': 'Resultado desconocido: {{message}} También falló volver a leer el producto ({{error}}).',
  'send.noAnswer': 'Sin respuesta del servicio tras {{attempts}} intentos (tiempo agotado).',
  'send.connectionDropped': 'Sin respuesta del servicio tras {{attempts}} intentos (conexión cortada).',
  'send.gaveUp':
    'Abandonado tras {{attempts}} intentos: el servicio seguía respondiendo HTTP {{status}} {{reason}}, un fallo pasajero por su parte.',
  'send.gaveUpSaid':
    'Abandonado tras {{attempts}} intentos: el servicio seguía respondiendo HTTP {{status}} {{reason}}, un fallo pasajero por su parte. Dijo: {{said}}',
  'send.readBackFailedStatus': 'también falló la lectura del registro para comprobarlo (HTTP {{status}} {{reason}})',
  'send.readBackNoAnswer': 'también falló la lectura del registro para comprobarlo (sin respuesta)',
  'send.runAgainLater':
    'Vuelva a ejecutar esta fila más tarde: primero se lee y solo se envía si aún no está aplicada.',
  'send.withHint': '{{message}} {{hint}}',
  'send.groupRefused':
    'El servicio rechazó {{action}}{{where}} (HTTP {{status}}: {{said}}); el resto de esta ejecución envía una solicitud por valor.',
  'send.forProfile': ' para el perfil {{profile}}',
  'baseline.heldBack':
    'Cambiado en el servicio desde la exportación: {{details}}. No enviado; para enviarlo de todos modos: --overwrite-newer (CLI) o «Enviar de todos modos» (aplicación)',
  'baseline.notEdited': 'No editado desde la exportación: no enviado ({{details}})',
  'baseline.found': 'Referencia: exportada el {{when}} desde {{connection}}',
  'baseline.none': 'Sin referencia: las ediciones sobrescribirán valores más recientes',
  'undo.changedNotDeleted': 'Cambiado desde la tarea {{job}}, no eliminado: {{changes}}',
  'undo.changedNotOverwritten': 'Cambiado desde la tarea {{job}}, no sobrescrito: {{changes}}',
  'dc.unknownId':
    "{{column}} '{{id}}': no existe ningún centro de distribución con ID {{id}} para esta conexión (o se eliminó). Solución: use uno de {{choices}}",
  'dc.unknownIdNone':
    "{{column}} '{{id}}': no existe ningún centro de distribución con ID {{id}} para esta conexión (o se eliminó). Solución: cree primero un centro de distribución",
  'dc.nameBlank': 'Name está vacío: cada centro de distribución necesita un nombre',
  'dc.fillName': 'Rellene la columna Name',
  'dc.notEmail': "'{{value}}' no es una dirección de correo electrónico",
  'dc.writeEmail': 'Escriba una dirección como ops@example.com, o deje {{field}} vacío',
  'dc.notCountry': "'{{value}}' no es un código de país ISO 3166-1 alfa-2",
  'dc.useCountry': 'use "{{code}}"',
  'dc.writeCountry': 'Escriba el código de dos letras, como DE, US o FR',
  'dc.idTwice':
    'El ID {{id}} también está en la fila {{rows}}: un ID designa un solo centro de distribución. Solución: conserve una de estas filas',
  'dc.idUnknown':
    'El ID {{id}} no designa ningún centro de distribución de esta conexión. Solución: vacíe la celda ID para crear el centro de nuevo (upsert lo encuentra por Code), o elimine la fila',
  'dc.idDeleted':
    'El ID {{id}} se eliminó en el servicio: un centro eliminado no se cambia. Solución: vacíe la celda ID para crear el centro de nuevo, o elimine la fila',
  'dc.codeTwice':
    "El Code '{{code}}' también está en la fila {{rows}}: un Code designa un solo centro de distribución. Solución: conserve una de estas filas, o dé a cada una su propio Code",
  'dc.codeBlank':
    'Code está vacío: upsert encuentra los centros de distribución por Code. Solución: rellene la columna Code (o importe con la operación create)',
  'dc.codeManyTimes':
    "El Code '{{code}}' existe más de una vez en el servicio (ID {{ids}}): no indica qué centro cambiar. Solución: importe con la operación update y una columna ID",
  'dc.codeExists':
    "El Code '{{code}}' ya existe con el ID {{id}}. Solución: importe con la operación upsert (la predeterminada) para actualizarlo, o dé otro Code al nuevo centro",
  'dc.alreadyHasValues': 'Ya tiene estos valores (ID {{id}}): no enviado',
  'dc.newNeedsName':
    "Name está vacío: el Code '{{code}}' aún no existe y un centro nuevo necesita un nombre. Solución: rellene Name",
  'dc.noProfile':
    'Ningún perfil para este centro: la conexión cubre los perfiles {{profiles}}. Solución: añada una columna ProfileID, o elija el perfil de la ejecución (--profile <id>)',
  'dc.notAProfile':
    'ProfileID {{profile}} no es un perfil de esta conexión; podría ser {{profiles}}. Solución: use uno de esos ID',
  'doc.created': 'Documento {{key}} creado',
  'doc.createdFound':
    'Documento {{key}} creado (su respuesta se perdió; el servicio lo lista, así que no se volvió a enviar)',
  'doc.unreadable':
    'El archivo {{file}} ya no se puede leer. Solución: vuelva a ponerlo en su sitio y reanude la tarea',
  'doc.notFound':
    "No se encontró el archivo '{{cell}}' en {{folder}}. Solución: ponga el PDF ahí, o corrija la celda File (es una ruta relativa a la carpeta de documentos)",
  'doc.linkOutside':
    "El archivo '{{cell}}' es un enlace a {{real}}, fuera de la carpeta de documentos {{folder}}: solo se envían los PDF que hay en ella. Solución: copie el propio PDF en esa carpeta",
  'doc.outside':
    "El archivo '{{cell}}' está fuera de la carpeta de documentos {{folder}}: solo se envían los PDF que hay en ella. Solución: ponga el PDF en esa carpeta y nómbrelo por su ruta en ella",
  'doc.tooLarge':
    "El archivo '{{cell}}' ocupa {{size}} bytes, por encima del límite del servicio de {{limit}} bytes ({{mb}} MB). Solución: reduzca el PDF (p. ej. baje la resolución de sus imágenes)",
  'doc.notPdf':
    "El archivo '{{cell}}' no es un PDF (no empieza por %PDF-). Solución: guarde la factura como PDF e indique ese archivo",
  'doc.sameFile':
    "El archivo '{{cell}}' aparece en las filas {{rows}}: un PDF no puede ser el documento de dos pedidos. Solución: dé a cada fila el PDF de su propio pedido",
  'doc.hasUntyped': 'El pedido {{order}} ya tiene un documento sin tipo (documento {{key}}): no se vuelve a enviar',
  'doc.hasTyped': 'El pedido {{order}} ya tiene un {{type}} (documento {{key}}): no se vuelve a enviar',
  'doc.noFile':
    'Sin File: aún no hay nada que subir para el pedido {{order}}. Escriba en la celda File el nombre del PDF en la carpeta de documentos para enviarlo',
  'doc.noAdjustment':
    'Falta AdjustmentID: una nota de crédito (AmazonVATCreditNote) debe indicar el reembolso que abona. Solución: indique el AdjustmentID del reembolso del pedido {{order}}',
  'doc.orderNotInProfile':
    'El OrderID {{order}} no es un pedido del perfil {{profile}}. Solución: corrija el OrderID o el ProfileID (exporte ChannelDocuments/NotSupplied para los pedidos que esperan un documento)',
  'doc.orderUnknown':
    'El OrderID {{order}} no es un pedido de los perfiles de esta conexión. Solución: corrija el OrderID (exporte ChannelDocuments/NotSupplied para los pedidos que esperan un documento)',
  'column.Result': 'Resultado',
  'column.HTTP Status': 'Estado HTTP',
  'column.Message': 'Mensaje',
  'column.Old Value': 'Valor anterior',
  'column.New Value': 'Valor nuevo',
  'column.Row': 'Fila',
  'verdict.Created': 'Creado',
  'verdict.Updated': 'Actualizado',
  'verdict.Partly updated': 'Actualizado en parte',
  'verdict.Deleted': 'Eliminado',
  'verdict.Unchanged': 'Sin cambios',
  'verdict.Skipped': 'Omitido',
  'verdict.Invalid': 'No válido',
  'verdict.Failed': 'Fallido',
  'verdict.Not sent': 'No enviado',
  'verdict.Pending': 'Pendiente',
  'verdict.Will be created': 'Se creará',
  'verdict.Will be updated': 'Se actualizará',
  'verdict.Will be deleted': 'Se eliminará',
  'verdict.Ready': 'Listo',
  'verdict.Reading': 'Leyendo',
  // A key a full feed set to 0, a row of its own in the result workbook (report/dropped-key-row.ts)
  'fullFeed.notInFile': 'No está en el archivo: puesto a 0 (carga completa)',
  'fullFeed.notInFileSaid': 'No está en el archivo (carga completa): {{message}}',
  ...mapping,
  ...notes,
} satisfies Catalogue;
