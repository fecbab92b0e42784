// Why a watched file is held (shared/errors/english-guards.ts), in Dutch.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'watch.held': '{{why, clause}}. {{hint}}',
  'watch.releaseHint':
    'Er is niets verzonden. Als het bestand klopt, zet het dan terug in de bewaakte map en voer watch uit met --release-held (of gebruik Vrijgeven bij de automatisering in de app) om het te verzenden.',
  'watch.guard.empty': 'Tegengehouden door de beveiliging voor lege bestanden: het bestand heeft geen rijen.',
  'watch.guard.emptyFile': 'Tegengehouden door de beveiliging voor lege bestanden: {{why, clause}}.',
  'watch.guard.unreadable': 'Tegengehouden door de beveiliging voor onleesbare bestanden: {{why, clause}}.',
  'watch.guard.by1': 'Tegengehouden door {{first}}.',
  'watch.guard.by2': 'Tegengehouden door {{first}}; en door {{second}}.',
  'watch.guard.by3': 'Tegengehouden door {{first}}; en door {{second}}; en door {{third}}.',
  'watch.guard.rows':
    'de beveiliging op het aantal rijen: {{rows}} rijen, {{share}}% van de {{lastRows}} rijen van {{file}}; de drempel is {{guard}}%',
  'watch.guard.zeroed': 'de beveiliging op voorraad naar nul: {{shares}}; de drempel is {{guard}}%',
  'watch.guard.zeros':
    'het zou {{zeros}} van de {{touched}} hoeveelheden die het raakt op 0 zetten{{feed}}, {{share}}%',
  'watch.guard.zerosAtDc':
    'bij DC {{dc}} zou het {{zeros}} van de {{touched}} hoeveelheden die het daar raakt op 0 zetten{{feed}}, {{share}}%',
  'watch.guard.feed': ', waarvan {{count}} hoeveelheden die niet in het bestand staan (volledige feed)',
  'watch.guard.invalid':
    'de beveiliging op ongeldige rijen: {{invalid}} van de {{rows}} rijen zijn ongeldig, {{share}}%; de drempel is {{guard}}%',
  'watch.after.notMoved':
    'Geïmporteerd als taak {{job}}, maar het bestand kon niet naar {{to}}/ worden verplaatst ({{why}}); de werkmappen blijven waar ze zijn geschreven.',
  'watch.after.changed':
    '{{file}} is gewijzigd of vervangen terwijl taak {{job}} de opgepakte versie importeerde (SHA-256 {{sha}}...); het bestand blijft in de map voor de volgende run.',
  'watch.after.notCreated': '(niet aangemaakt)',
  'watch.after.importedBut': 'Geïmporteerd als taak {{job}}, maar: {{why}}',
  'watch.after.withHint': '{{message}} {{hint}}',
} satisfies Catalogue;
