// L'écran d'accueil (modèles, fichiers d'exemple, fichiers récents) et la note des correspondances
// de valeurs sur les entrées qu'un fichier n'utilise pas (issue 42), à part de import.ts (300 lignes).
import type { Catalogue } from '../../i18n/index.js';

export default {
  // Why the decimal separator is what it is, when main did not guess it (MapParts.tsx).
  'map.decimalWhy.mapping': 'selon le mappage',
  'map.decimalWhy.given': 'indiqué pour cette exécution (--decimal)',
  'values.notInFile_one':
    '{{n}} autre entrée concerne une valeur absente de ce fichier : non listée, appliquée quand même.',
  'values.notInFile_many':
    "{{n}} d'autres entrées concernent des valeurs absentes de ce fichier : non listées, appliquées quand même.",
  'values.notInFile_other':
    '{{n}} autres entrées concernent des valeurs absentes de ce fichier : non listées, appliquées quand même.',
  'start.templates': "Partir d'un modèle",
  'start.templatesHint': "Un classeur vide avec les colonnes que l'import reconnaît de lui-même.",
  'start.template': 'Télécharger le modèle : {{resource}}',
  'start.templateSaved': 'Modèle enregistré : {{path}}',
  'start.samples': 'Essayer un fichier d’exemple',
  'start.samplesHint': "Petits fichiers pour essayer l'import avec le bac à sable intégré.",
  'start.openSample': "Ouvrir l'exemple {{name}}",
  'start.recent': 'Fichiers récents',
  'start.noRecent': 'Les fichiers que vous ouvrez apparaissent ici.',
  'start.openRecent': 'Rouvrir {{name}}',
  'start.gone': "{{path}} n'existe plus : il a été déplacé ou supprimé.",
} satisfies Catalogue;
