import type { Catalogue } from '../../i18n/index.js';

export default {
  title: 'Historial',
  undoStatus: 'Estado de la reversión',
  undone: 'Ejecución {{id}} revertida: {{counts}}',
  undoneNothing: 'nada que cambiar',
  undoAnyway: 'Revertir la ejecución {{id}} de todos modos, ambos pasos',
  empty: 'Aún no hay ejecuciones.',
  'table.region': 'Ejecuciones anteriores, desplazable',
  'table.label': 'Ejecuciones anteriores',
  'table.started': 'Iniciada',
  'table.file': 'Archivo',
  'table.resource': 'Recurso',
  'table.state': 'Estado',
  'table.counts': 'Recuentos',
  'table.actions': 'Acciones',
  'state.running': 'en curso',
  'state.paused': 'en pausa',
  'state.cancelled': 'cancelada',
  'state.finished': 'finalizada',
  'state.failed': 'fallida',
  'state.interrupted': 'interrumpida',
  'state.idle': 'inactiva',
  'state.held': 'detenida, no enviada',
  'row.dryRun': 'simulación ({{state}}, nada enviado)',
  'row.wouldBe': 'resultado previsto: {{counts}}',
  'row.resume': 'Reanudar la ejecución {{id}}',
  'row.open': 'Abrir el informe {{id}}',
  'row.undo': 'Revertir la ejecución {{id}}',
  'row.resumeShort': 'Reanudar',
  'row.openShort': 'Informe',
  'row.undoShort': 'Revertir',
  'row.undoOf': 'Reversión de la ejecución de arriba',
  'prune.before': 'Eliminar los diarios de ejecuciones finalizadas hace más de',
  'prune.after': 'días',
  'prune.button': 'Eliminar diarios antiguos',
  'prune.status': 'Diarios eliminados',
  'prune.removed_one':
    'Se eliminó {{removed}} diario, {{size}} liberados; se conservan los libros de resultados y de reversión.',
  'prune.removed_many':
    'Se eliminaron {{removed}} de diarios, {{size}} liberados; se conservan los libros de resultados y de reversión.',
  'prune.removed_other':
    'Se eliminaron {{removed}} diarios, {{size}} liberados; se conservan los libros de resultados y de reversión.',
  'prune.removedKeeping_one':
    'Se eliminó {{removed}} diario, {{size}} liberados; se conservan los libros de resultados y de reversión (sin terminar, conservados para reanudar: {{unfinished}}).',
  'prune.removedKeeping_many':
    'Se eliminaron {{removed}} de diarios, {{size}} liberados; se conservan los libros de resultados y de reversión (sin terminar, conservados para reanudar: {{unfinished}}).',
  'prune.removedKeeping_other':
    'Se eliminaron {{removed}} diarios, {{size}} liberados; se conservan los libros de resultados y de reversión (sin terminar, conservados para reanudar: {{unfinished}}).',
} satisfies Catalogue;
