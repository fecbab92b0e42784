// The two-step plan offered for a workbook with a DistributionCenters sheet and a stock sheet
// (issue 45, PlanOffer.tsx), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'plan.title': 'Plan en dos pasos',
  'plan.found': 'La hoja {{centers}} contiene centros de distribución y la hoja {{stock}} su stock.',
  'plan.offer': 'Crear los centros y luego importar el stock (2 pasos)',
  'plan.steps': 'Pasos del plan',
  'plan.step1': 'Paso 1: crear los centros de distribución de la hoja {{sheet}}',
  'plan.step2': 'Paso 2: importar el stock de la hoja {{sheet}}, su {{column}} asociada al {{by}} de los centros',
  'plan.dryRun': 'Simulación (nada enviado)',
  'plan.refused': 'Rechazado antes de enviar nada: {{why}}',
  'plan.run': 'Ejecutar ambos pasos',
  'plan.working': 'Trabajando…',
  'plan.outcomes': 'Resultado de cada paso',
  'plan.step': 'Paso',
  'plan.outcome': 'Resultado',
  'plan.resultWorkbook': 'Libro de resultados',
  'plan.status.done': 'Hecho',
  'plan.status.failed': 'Algunas filas fallaron o no eran válidas',
  'plan.status.skipped': 'Omitido',
  'plan.status.interrupted': 'Interrumpido, abra el libro de nuevo para reanudar',
} satisfies Catalogue;
