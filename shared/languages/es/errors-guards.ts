// Why a watched file is held (shared/errors/english-guards.ts), in Spanish.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'watch.held': '{{why, clause}}. {{hint}}',
  'watch.releaseHint':
    'No se envió nada. Si el archivo es correcto, vuelva a moverlo a la carpeta vigilada y ejecute watch con --release-held (o use Liberar en la automatización de la aplicación) para enviarlo.',
  'watch.guard.empty': 'Retenido por la protección de archivo vacío: el archivo no tiene filas.',
  'watch.guard.emptyFile': 'Retenido por la protección de archivo vacío: {{why, clause}}.',
  'watch.guard.unreadable': 'Retenido por la protección de archivo ilegible: {{why, clause}}.',
  'watch.guard.by1': 'Retenido por {{first}}.',
  'watch.guard.by2': 'Retenido por {{first}}; y por {{second}}.',
  'watch.guard.by3': 'Retenido por {{first}}; y por {{second}}; y por {{third}}.',
  'watch.guard.rows':
    'la protección del número de filas: {{rows}} filas, el {{share}} % de las {{lastRows}} filas de {{file}}; el umbral es del {{guard}} %',
  'watch.guard.zeroed': 'la protección de existencias a cero: {{shares}}; el umbral es del {{guard}} %',
  'watch.guard.zeros': 'pondría a 0 {{zeros}} de las {{touched}} cantidades que toca{{feed}}, el {{share}} %',
  'watch.guard.zerosAtDc':
    'en el DC {{dc}} pondría a 0 {{zeros}} de las {{touched}} cantidades que toca allí{{feed}}, el {{share}} %',
  'watch.guard.feed': ', {{count}} de ellas cantidades que no están en el archivo (carga completa)',
  'watch.guard.invalid':
    'la protección de filas no válidas: {{invalid}} de sus {{rows}} filas no son válidas, el {{share}} %; el umbral es del {{guard}} %',
  'watch.after.notMoved':
    'Importado como trabajo {{job}}, pero el archivo no se pudo mover a {{to}}/ ({{why}}); sus libros se quedan donde se escribieron.',
  'watch.after.changed':
    '{{file}} cambió o fue sustituido mientras el trabajo {{job}} importaba la versión recogida (SHA-256 {{sha}}...); se queda en la carpeta para la próxima ejecución.',
  'watch.after.notCreated': '(no creado)',
  'watch.after.importedBut': 'Importado como trabajo {{job}}, pero: {{why}}',
  'watch.after.withHint': '{{message}} {{hint}}',
} satisfies Catalogue;
