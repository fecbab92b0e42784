// La pantalla inicial (plantillas, archivos de ejemplo, archivos recientes) y la nota de las
// correspondencias de valores sobre entradas que un archivo no usa (issue 42), aparte de import.ts (300 líneas).
import type { Catalogue } from '../../i18n/index.js';

export default {
  // Why the decimal separator is what it is, when main did not guess it (MapParts.tsx).
  'map.decimalWhy.mapping': 'de la asignación',
  'map.decimalWhy.given': 'indicado para esta ejecución (--decimal)',
  'values.notInFile_one':
    '{{n}} entrada más es para un valor que este archivo no contiene: no se lista, se aplica igualmente.',
  'values.notInFile_many':
    '{{n}} de entradas más son para valores que este archivo no contiene: no se listan, se aplican igualmente.',
  'values.notInFile_other':
    '{{n}} entradas más son para valores que este archivo no contiene: no se listan, se aplican igualmente.',
  'start.templates': 'Empezar con una plantilla',
  'start.templatesHint': 'Un libro vacío con las columnas que la importación reconoce por sí sola.',
  'start.template': 'Descargar plantilla: {{resource}}',
  'start.templateSaved': 'Plantilla guardada: {{path}}',
  'start.samples': 'Probar un archivo de ejemplo',
  'start.samplesHint': 'Archivos pequeños para probar la importación con el sandbox integrado.',
  'start.openSample': 'Abrir el ejemplo {{name}}',
  'start.recent': 'Archivos recientes',
  'start.noRecent': 'Los archivos que abra aparecerán aquí.',
  'start.openRecent': 'Abrir {{name}} de nuevo',
  'start.gone': '{{path}} ya no existe: se movió o se eliminó.',
} satisfies Catalogue;
