// What a run, an undo and an export say when they refuse, in Spanish.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'job.fileChanged': 'El archivo {{file}} falta o ha cambiado desde que empezó el trabajo {{job}}',
  'job.fileChangedHint':
    'Vuelva a poner el archivo original para reanudar este trabajo, o empiece una nueva importación con el archivo cambiado.',
  'job.sumNoValue':
    '--duplicates sum suma el valor de las filas de una clave: {{resource}} no tiene un valor único que sumar.',
  'job.sumNoValueHint':
    'Use --duplicates last o first, o corrija el archivo para que cada clave aparezca una sola vez.',
  'job.notPickedUp': 'El archivo {{file}} no es el que se recogió: su SHA-256 es {{sha}}, no {{expected}}',
  'job.notPickedUpHint': 'No se envió nada. Vuelva a dejar el archivo.',
  'job.undoDryRun': 'El trabajo {{job}} fue una prueba: no cambió nada',
  'job.undoDryRunHint': 'No hay nada que deshacer.',
  'job.undoUnfinished': 'El trabajo {{job}} no ha terminado (estado: {{status}})',
  'job.undoUnfinishedHint': 'Termínelo primero (`resume {{job}}`) y luego deshágalo.',
  'job.undoMissing': 'Falta el libro de deshacer del trabajo {{job}}: {{file}}',
  'job.undoMissingHint': 'Vuelva a ponerlo para deshacer el trabajo.',
  'job.fullFeedResource':
    'El modo de carga completa solo funciona para DCQuantities, no para {{resource}}: pone a 0 las cantidades que un archivo ya no incluye, y {{resource}} no tiene ese valor de "no queda nada".',
  'job.fullFeedResourceHint':
    'Ejecute sin --full-feed, o vigile una carpeta de archivos de cantidades por centro de distribución.',
  'job.fullFeedDc': '--full-feed-dcs: "{{entry}}" no es un centro de distribución de esta conexión.',
  'job.fullFeedDcList': '--full-feed-dcs: "{{entry}}" no es un centro de distribución de esta conexión; hay {{dcs}}.',
  'job.fullFeedDcHint':
    'Indique los centros de distribución de la carga por ID, código o nombre, separados por comas (p. ej. --full-feed-dcs 1,2,3).',
  'job.held': 'El trabajo {{job}} quedó retenido el {{at}} y no se envió nada: {{reason, clause}}.',
  'job.heldHint':
    'Reanudarlo envía su plan tal como se hizo entonces. Si es lo que quiere, confírmelo como al liberar su archivo: resume {{job}} --release-held (o --allow-mass-change). Si no, importe un archivo nuevo.',
  'job.wrongResource': 'Estas columnas parecen de {{other}}, no de {{resource}}: {{columns}}. No se envió nada',
  'job.wrongResourceHint':
    'Ejecute con --resource {{other}} (o elija {{other}} en la aplicación). Para tomarlas como {{resource}} de todos modos, asigne cada columna a mano en un archivo de asignación (--mapping).',
  'job.massChange': 'No se envió nada: esta ejecución iba a {{findings}}',
  'job.massChangeHint':
    'Revise el archivo y la asignación. Si es lo que quiere, confírmelo: ejecute `resume {{job}} --allow-mass-change` (o importe de nuevo con --allow-mass-change).',
  'job.undoMassChange': 'No se envió nada: este deshacer iba a {{reasons}}',
  'job.undoMassChangeHint':
    'Si es lo que quiere, confírmelo: ejecute `undo {{job}} --allow-mass-change` (el deshacer restaura entonces los valores antiguos y borra lo que creó la ejecución, ambos pasos).',
  'export.keyedNotApplicable': 'Una exportación por claves no se aplica a {{resource}}',
  'export.keyedNotApplicableHint': 'Use una exportación de lista para ello.',
  'export.cannotExport': "No se puede exportar '{{resource}}'",
  'export.cannotExportHint':
    'Exporte una de: {{lists}} (o una exportación por claves de DCQuantities, AttributeValues, CustomFields con --keys).',
  'export.noCatalogue': "No se puede exportar el catálogo entero como '{{resource}}'",
  'export.noCatalogueHint': 'Use {{first}} o {{second}}.',
  'export.noTemplate': "No hay plantilla para '{{resource}}'",
  'export.noTemplateHint': 'Haga una plantilla para una de: {{resources}}.',
  'export.noFilterField': '{{set}} no tiene el campo {{field}} (en el filtro)',
  'export.noField': '{{set}} no tiene el campo {{fields}}',
  'export.fieldsHint': 'Campos: {{fields}}.',
  'export.cannotExpand': "{{set}} no puede expandir '{{name}}'",
  'export.expandHint': 'Expandir: {{choices}}.',
  'export.expandAllHint': 'Expandir: {{before}}* (todas de {{navs}}){{after}}.',
  'export.nothingToExpandHint': 'Esta lista no tiene nada que expandir.',
  'export.cannotOrder': "{{set}} no se puede ordenar por '{{property}}'",
  'export.orderHint': 'Ordenar por: {{choices}}.',
  'export.notRows': "'{{top}}' no es un número de filas",
  'export.notRowsHint': 'Pida un número entero de filas, 0 o más.',
  'out.badExtension': 'El archivo de resultado {{out}} debe terminar en .xlsx o .csv',
  'out.badExtensionHint': 'Dé a --out un nombre .xlsx o .csv.',
  'out.noFolder': 'La carpeta del archivo de resultado {{out}} no existe',
  'out.noFolderHint': 'Cree primero {{folder}}, o elija otro lugar para --out.',
  'out.notWritable': 'No se puede escribir en la carpeta {{folder}}',
  'out.notWritableHint': 'Elija para --out una carpeta en la que pueda escribir.',
} satisfies Catalogue;
