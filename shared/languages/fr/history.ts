import type { Catalogue } from '../../i18n/index.js';

export default {
  title: 'Historique',
  undoStatus: 'État de l’annulation',
  undone: 'Exécution {{id}} annulée : {{counts}}',
  undoneNothing: 'rien à modifier',
  undoAnyway: 'Annuler quand même l’exécution {{id}}, les deux étapes',
  empty: 'Aucune exécution pour l’instant.',
  'table.region': 'Exécutions passées, défilant',
  'table.label': 'Exécutions passées',
  'table.started': 'Lancée',
  'table.file': 'Fichier',
  'table.resource': 'Ressource',
  'table.state': 'État',
  'table.counts': 'Nombres',
  'table.actions': 'Actions',
  'state.running': 'en cours',
  'state.paused': 'en pause',
  'state.cancelled': 'annulée',
  'state.finished': 'terminée',
  'state.failed': 'échouée',
  'state.interrupted': 'interrompue',
  'state.idle': 'inactive',
  'state.held': 'arrêtée, non envoyée',
  'row.dryRun': 'simulation ({{state}}, rien envoyé)',
  'row.wouldBe': 'résultat prévu : {{counts}}',
  'row.resume': 'Reprendre l’exécution {{id}}',
  'row.open': 'Ouvrir le rapport {{id}}',
  'row.undo': 'Annuler l’exécution {{id}}',
  'row.resumeShort': 'Reprendre',
  'row.openShort': 'Rapport',
  'row.undoShort': 'Annuler',
  'row.undoOf': 'Annulation de l’exécution ci-dessus',
  'prune.before': 'Supprimer les journaux des exécutions terminées il y a plus de',
  'prune.after': 'jours',
  'prune.button': 'Supprimer les anciens journaux',
  'prune.status': 'Journaux supprimés',
  'prune.removed_one':
    '{{removed}} journal supprimé, {{size}} libérés ; classeurs de résultats et d’annulation conservés.',
  'prune.removed_many':
    '{{removed}} de journaux supprimés, {{size}} libérés ; classeurs de résultats et d’annulation conservés.',
  'prune.removed_other':
    '{{removed}} journaux supprimés, {{size}} libérés ; classeurs de résultats et d’annulation conservés.',
  'prune.removedKeeping_one':
    '{{removed}} journal supprimé, {{size}} libérés ; classeurs de résultats et d’annulation conservés (non terminés, gardés pour reprise : {{unfinished}}).',
  'prune.removedKeeping_many':
    '{{removed}} de journaux supprimés, {{size}} libérés ; classeurs de résultats et d’annulation conservés (non terminés, gardés pour reprise : {{unfinished}}).',
  'prune.removedKeeping_other':
    '{{removed}} journaux supprimés, {{size}} libérés ; classeurs de résultats et d’annulation conservés (non terminés, gardés pour reprise : {{unfinished}}).',
} satisfies Catalogue;
