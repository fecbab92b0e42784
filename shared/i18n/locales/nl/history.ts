import type { Catalogue } from '../../namespaces.js';

export default {
  title: 'Geschiedenis',
  undoStatus: 'Status ongedaan maken',
  undone: 'Run {{id}} ongedaan gemaakt: {{counts}}',
  undoneNothing: 'niets te wijzigen',
  undoAnyway: 'Run {{id}} toch ongedaan maken, beide stappen',
  empty: 'Nog geen runs.',
  'table.region': 'Eerdere runs, scrollbaar',
  'table.label': 'Eerdere runs',
  'table.started': 'Gestart',
  'table.file': 'Bestand',
  'table.resource': 'Resource',
  'table.state': 'Status',
  'table.counts': 'Aantallen',
  'table.actions': 'Acties',
  'state.running': 'actief',
  'state.paused': 'gepauzeerd',
  'state.cancelled': 'geannuleerd',
  'state.finished': 'voltooid',
  'state.failed': 'mislukt',
  'state.interrupted': 'onderbroken',
  'state.idle': 'inactief',
  'row.dryRun': 'proefrun ({{state}}, niets verzonden)',
  'row.wouldBe': 'zou worden: {{counts}}',
  'row.resume': 'Run {{id}} hervatten',
  'row.open': 'Rapport {{id}} openen',
  'row.undo': 'Run {{id}} ongedaan maken',
  'prune.before': 'Journaals verwijderen van runs die meer dan',
  'prune.after': 'dagen geleden zijn voltooid',
  'prune.button': 'Oude journaals verwijderen',
  'prune.status': 'Journaals verwijderd',
  'prune.removed_one':
    '{{removed}} journaal verwijderd, {{size}} vrijgemaakt; resultaat- en ongedaanmaakwerkmappen bewaard.',
  'prune.removed_other':
    '{{removed}} journaals verwijderd, {{size}} vrijgemaakt; resultaat- en ongedaanmaakwerkmappen bewaard.',
  'prune.removedKeeping_one':
    '{{removed}} journaal verwijderd, {{size}} vrijgemaakt; resultaat- en ongedaanmaakwerkmappen bewaard (niet voltooid, bewaard om te hervatten: {{unfinished}}).',
  'prune.removedKeeping_other':
    '{{removed}} journaals verwijderd, {{size}} vrijgemaakt; resultaat- en ongedaanmaakwerkmappen bewaard (niet voltooid, bewaard om te hervatten: {{unfinished}}).',
} satisfies Catalogue;
