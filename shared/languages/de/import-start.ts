// Die erste Seite (Vorlagen, Beispieldateien, zuletzt geöffnete Dateien) und der Hinweis der
// Wertezuordnungen auf Einträge, die eine Datei nicht nutzt (issue 42); getrennt von import.ts (300 Zeilen).
import type { Catalogue } from '../../i18n/index.js';

export default {
  // Why the decimal separator is what it is, when main did not guess it (MapParts.tsx).
  'map.decimalWhy.mapping': 'aus der Zuordnung',
  'map.decimalWhy.given': 'für diesen Lauf angegeben (--decimal)',
  'values.notInFile_one':
    '{{n}} weiterer Eintrag gilt für einen Wert, den diese Datei nicht enthält: nicht aufgeführt, wird trotzdem angewendet.',
  'values.notInFile_other':
    '{{n}} weitere Einträge gelten für Werte, die diese Datei nicht enthält: nicht aufgeführt, werden trotzdem angewendet.',
  'start.templates': 'Mit einer Vorlage beginnen',
  'start.templatesHint': 'Eine leere Arbeitsmappe mit den Spalten, die der Import von selbst erkennt.',
  'start.template': 'Vorlage herunterladen: {{resource}}',
  'start.templateSaved': 'Vorlage gespeichert: {{path}}',
  'start.samples': 'Beispieldatei ausprobieren',
  'start.samplesHint': 'Kleine Dateien, um den Import mit der integrierten Sandbox auszuprobieren.',
  'start.openSample': 'Beispiel {{name}} öffnen',
  'start.recent': 'Zuletzt geöffnet',
  'start.noRecent': 'Dateien, die Sie öffnen, erscheinen hier.',
  'start.openRecent': '{{name}} erneut öffnen',
  'start.gone': '{{path}} gibt es nicht mehr: die Datei wurde verschoben oder gelöscht.',
} satisfies Catalogue;
