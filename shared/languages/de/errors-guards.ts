// Why a watched file is held (shared/errors/english-guards.ts), in German.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'watch.held': '{{why, clause}}. {{hint}}',
  'watch.releaseHint':
    'Es wurde nichts gesendet. Wenn die Datei stimmt, verschieben Sie sie zurück in den überwachten Ordner und führen Sie watch mit --release-held aus (oder nutzen Sie „Freigeben“ bei der Automatisierung in der App), um sie zu senden.',
  'watch.guard.empty': 'Zurückgehalten von der Leere-Datei-Schutzregel: Die Datei hat keine Zeilen.',
  'watch.guard.emptyFile': 'Zurückgehalten von der Leere-Datei-Schutzregel: {{why, clause}}.',
  'watch.guard.unreadable': 'Zurückgehalten von der Schutzregel für unlesbare Dateien: {{why, clause}}.',
  'watch.guard.by1': 'Zurückgehalten von {{first}}.',
  'watch.guard.by2': 'Zurückgehalten von {{first}}; und von {{second}}.',
  'watch.guard.by3': 'Zurückgehalten von {{first}}; und von {{second}}; und von {{third}}.',
  'watch.guard.rows':
    'der Zeilenzahl-Schutzregel: {{rows}} Zeilen, {{share}} % der {{lastRows}} Zeilen von {{file}}; die Schwelle ist {{guard}} %',
  'watch.guard.zeroed': 'der Nullbestand-Schutzregel: {{shares}}; die Schwelle ist {{guard}} %',
  'watch.guard.zeros': 'sie würde {{zeros}} der {{touched}} Mengen, die sie berührt, auf 0 setzen{{feed}}, {{share}} %',
  'watch.guard.zerosAtDc':
    'im DC {{dc}} würde sie {{zeros}} der {{touched}} Mengen, die sie dort berührt, auf 0 setzen{{feed}}, {{share}} %',
  'watch.guard.feed': ', davon {{count}} Mengen, die nicht in der Datei stehen (Vollabgleich)',
  'watch.guard.invalid':
    'der Schutzregel für ungültige Zeilen: {{invalid}} ihrer {{rows}} Zeilen sind ungültig, {{share}} %; die Schwelle ist {{guard}} %',
  'watch.after.notMoved':
    'Als Auftrag {{job}} importiert, aber die Datei konnte nicht nach {{to}}/ verschoben werden ({{why}}); ihre Arbeitsmappen bleiben, wo sie geschrieben wurden.',
  'watch.after.changed':
    '{{file}} wurde geändert oder ersetzt, während Auftrag {{job}} die aufgenommene Fassung importierte (SHA-256 {{sha}}...); die Datei bleibt für den nächsten Lauf im Ordner.',
  'watch.after.notCreated': '(nicht angelegt)',
  'watch.after.importedBut': 'Als Auftrag {{job}} importiert, aber: {{why}}',
  'watch.after.withHint': '{{message}} {{hint}}',
} satisfies Catalogue;
