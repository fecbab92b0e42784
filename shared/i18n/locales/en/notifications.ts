// The webhook and e-mail notifications of `watch --notify-*` and of the app's automations
// (issue 40): built as messages in main/notify and main/automation, written in English by the
// CLI and in the app's language by the app. The desktop notice is in `automations`.
import type { Catalogue } from '../../namespaces.js';

export default {
  'headline.signInRefused': 'Commerce Bulk: sign-in refused, nothing was imported',
  'headline.runFailed': 'Commerce Bulk: the run stopped with an error',
  'headline.file': 'Commerce Bulk: {{file}} {{status}}',
  'headline.fileJob': 'Commerce Bulk: {{file}} {{status}} (job {{job}})',
  'subject.signInRefused': 'Commerce Bulk: sign-in refused, nothing imported',
  aFile: 'a file',
  'status.succeeded': 'succeeded',
  'status.partly failed': 'partly failed',
  'status.failed': 'failed',
  'status.held': 'held',
  'counts.item': '{{verdict}} {{count}}',
  'counts.none': 'No rows',
  'line.result': 'Result: {{path}}',
  'line.movedTo': 'Moved to: {{path}}',
  'line.row': 'Row {{row}}: {{failure}}',
  'line.more': '… and more in the result workbook',
  'failure.message': '{{result}}: {{message}}',
  'failure.id': '{{result}} ({{id}})',
  'email.status': 'Status: {{value}}',
  'email.file': 'File: {{value}}',
  'email.job': 'Job: {{value}}',
  'email.counts': 'Counts: {{value}}',
  'email.movedTo': 'Moved to: {{value}}',
  'email.result': 'Result workbook: {{value}}',
  'email.undo': 'Undo workbook: {{value}}',
  'email.failures': 'First failed rows:',
  'signIn.refused':
    'The service refused the sign-in. {{left}}; they are imported on the next run once signed in. {{howToSignIn}}',
  'signIn.howInApp':
    "Sign in again: in Commerce Bulk, open the connection bar's menu and choose Sign in, then press Check sign-in on the automation.",
  'left.file': '{{file}} was left untouched in {{folder}}',
  'left.folder': 'The files in {{folder}} were left untouched',
  'runFailed.message': '{{error}} {{left}} for the next run.',
} satisfies Catalogue;
