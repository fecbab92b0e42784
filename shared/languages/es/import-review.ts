// Review's own service check, its statuses, the reasons rows will fail for and the detail
// pane (issue 42), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'check.label': 'Comprobación con el servicio',
  'check.progress': 'Comprobando SKU, centros de distribución y valores actuales con el servicio…',
  'check.progressOf': 'Comprobando con el servicio… {{done}} de {{total}}',
  'check.done': 'Comprobado con el servicio: cada estado dice lo que hará el envío.',
  'check.failed':
    'Sin comprobar: no se pudieron comprobar los SKU, centros de distribución y valores actuales ({{error}}). El envío los comprueba antes de enviar nada.',
  'check.waiting': 'La comprobación con el servicio se repite tras su corrección…',
  'status.willFail': 'Fallará: {{reason}}',
  'status.negative': 'Negativo',
  'status.setToZero': 'Pondrá a 0',
  'reason.unknownSku': 'SKU desconocido',
  'reason.unknownDc': 'centro de distribución desconocido',
  'reason.missing': 'falta el valor',
  'reason.notWhole': 'no es un número entero',
  'reason.notNumber': 'no es un número',
  'reason.tooLong': 'demasiado largo',
  'reason.other': 'valor no válido',
  'review.chooseRow': 'Vaya a una fila para leer aquí su mensaje completo y cómo corregirlo.',
  'review.detailIssue': '{{column}}: {{message}}',
  'review.detailFix': 'Corrección: {{fix}}',
  'reasons.label': 'Filas que fallarán, por motivo',
  'reasons.group_one': '{{reason}}: {{n}} fila ({{first}})',
  'reasons.group_other': '{{reason}}: {{n}} filas ({{first}})',
  'reasons.group_many': '{{reason}}: {{n}} filas ({{first}})',
  'reasons.atLeast': 'contado en las primeras 200.000 líneas con problemas',
  'reasons.all': 'Todos los problemas',
  // Counts in rows, never rows and values mixed (issue 42).
  'review.countsLineValues':
    '{{values}} valores: Listos {{ready}} · No válidos {{invalid}} · Omitidos {{skipped}} · Sin cambios {{unchanged}}',
  'plan.rows.create_one': '{{n}} fila por crear',
  'plan.rows.create_other': '{{n}} filas por crear',
  'plan.rows.create_many': '{{n}} filas por crear',
  'plan.rows.update_one': '{{n}} fila por actualizar',
  'plan.rows.update_other': '{{n}} filas por actualizar',
  'plan.rows.update_many': '{{n}} filas por actualizar',
  'plan.rows.delete_one': '{{n}} fila por eliminar',
  'plan.rows.delete_other': '{{n}} filas por eliminar',
  'plan.rows.delete_many': '{{n}} filas por eliminar',
} satisfies Catalogue;
