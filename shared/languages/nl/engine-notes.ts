// What a run says once about its rows (shared/i18n/locales/en/engine-notes.ts), in Dutch.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'note.codeMatched':
    'Code "{{typed}}" (rij {{rows}}) is het centrum "{{code}}": de service vergelijkt codes zonder op hoofdletters of omringende spaties te letten, dus is "{{code}}" gebruikt.',
  'note.totalRow': '{{rows}} is een totaalrij van de export: genegeerd, er is niets voor verzonden.',
  'note.totalRows': '{{rows}} zijn totaalrijen van de export: genegeerd, er is niets voor verzonden.',
  'note.totalRowFirst': 'Rij {{row}} ("{{label}}" in cel {{cell}})',
  'note.totalRowNext': 'rij {{row}} ("{{label}}" in cel {{cell}})',
} satisfies Catalogue;
