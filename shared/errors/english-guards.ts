// Why a watched file is held for a person (issue 28) instead of sent: the guards' reasons
// with their figures as parameters (issue 40), so that the app says them in the user's
// language while the CLI, the held file's reason and the logs keep this English.
export const ENGLISH_GUARD_ERRORS: Readonly<Record<string, string>> = {
  'watch.held': '{{why, clause}}. {{hint}}',
  'watch.releaseHint':
    'Nothing was sent. If the file is right, move it back into the watched folder and run watch with --release-held (or use Release on the automation in the app) to send it.',
  'watch.guard.empty': 'Held by the empty-file guard: the file has no rows.',
  'watch.guard.emptyFile': 'Held by the empty-file guard: {{why, clause}}.',
  'watch.guard.unreadable': 'Held by the unreadable-file guard: {{why, clause}}.',
  'watch.guard.by1': 'Held by {{first}}.',
  'watch.guard.by2': 'Held by {{first}}; and by {{second}}.',
  'watch.guard.by3': 'Held by {{first}}; and by {{second}}; and by {{third}}.',
  'watch.guard.rows':
    'the row-count guard: {{rows}} rows, {{share}}% of the {{lastRows}} rows of {{file}}; the guard is {{guard}}%',
  'watch.guard.zeroed': 'the zeroed-stock guard: {{shares}}; the guard is {{guard}}%',
  'watch.guard.zeros': 'it would set {{zeros}} of the {{touched}} quantities it touches to 0{{feed}}, {{share}}%',
  'watch.guard.zerosAtDc':
    'at DC {{dc}} it would set {{zeros}} of the {{touched}} quantities it touches there to 0{{feed}}, {{share}}%',
  'watch.guard.feed': ', {{count}} of them quantities not in the file (full feed)',
  'watch.guard.invalid':
    'the invalid-rows guard: {{invalid}} of its {{rows}} rows are Invalid, {{share}}%; the guard is {{guard}}%',
  'watch.after.notMoved':
    'Imported as job {{job}}, but the file could not be moved to {{to}}/ ({{why}}); its workbooks stay where they were written.',
  'watch.after.changed':
    '{{file}} changed or was replaced while job {{job}} imported the version picked up (SHA-256 {{sha}}...); it stays in the folder for the next run.',
  'watch.after.notCreated': '(not created)',
  'watch.after.importedBut': 'Imported as job {{job}}, but: {{why}}',
  'watch.after.withHint': '{{message}} {{hint}}',
};
