// What a person can do about a failed call (main/api's hintFor) and about a mass change
// (main/jobs' guardrails): ids for the app to say in the user's language, the English what
// the CLI and the result workbooks say (issue 40's leftovers).
export const ENGLISH_API_ERRORS: Readonly<Record<string, string>> = {
  'api.hint.noAnswer':
    'No answer came back (connection dropped or timed out): check the network and run again; finished rows are not sent twice.',
  'api.hint.signIn': 'The sign-in has expired or was revoked: sign in again.',
  'api.hint.forbidden': 'This connection may not do that: check the scopes and profiles granted at sign-in.',
  'api.hint.notFound': 'The record does not exist: check the keys (IDs, names) in this row.',
  'api.hint.notAcceptable':
    'The service refused the request for reasons on its side (406 Not Acceptable): retry later.',
  'api.hint.timeout': 'The service could not answer in time: retry later.',
  'api.hint.tooLarge': 'The request is too large: send fewer rows per batch.',
  'api.hint.urlTooLong': 'The URL is too long: put fewer keys in one $filter.',
  'api.hint.contentType': 'The service refused the content type: this is a bug in the client, please report it.',
  'api.hint.tooMany': 'Too many requests: slow down (lower the budget) and retry later.',
  'api.hint.serviceFailed': 'The service failed: retry later.',
  'api.hint.badValues': 'The service refused the values: correct the row as the message says.',
  'api.hint.other': 'Check the row against the message and try again.',
  'api.hint.gaveUp': '{{hint}} Rows already done are not sent twice.',
  'api.hint.checkApplied': 'Check in the service whether the change was applied before running this row again.',
  'api.hint.resumeToSend': 'Resume the job to send it.',
  'api.hint.resumeChecks': 'Resume the job: it checks this row before sending it again.',
  'api.page.sameLink': 'The service returned the same next page link twice ({{link}}); stopping to avoid a loop.',
  'api.page.sameLinkHint':
    'Narrow the query (a $filter or $orderby) or export again; the pages read so far are complete.',
  'api.page.otherHost': 'The next page link points at {{origin}}, another host than the service.',
  'api.page.otherHostHint': 'Check the service address of this connection.',
  'api.page.notList': '{{path}} did not answer with a list (no "value" array).',
  'api.page.notListHint': 'Check that the path names a list endpoint.',
  'api.page.loop':
    'The service answered {{where}} with {{loop}} after {{rows}} of {{expected}} rows; stopping to avoid a loop.',
  'api.page.loopHint': 'Export again, or narrow the query with a $filter; the rows read so far are kept.',
  'api.page.repeated': 'a page of rows already read',
  'api.page.emptyWithNext': 'an empty page that still links to a next one',
  'job.finding.deletes': 'delete {{deletes}} rows (more than {{limit}})',
  'job.finding.zeros':
    'set {{zeros}} of the {{quantities}} quantities it changes to 0 ({{share}}%, more than {{limit}}%)',
  'job.finding.negative': 'send {{count}} negative quantity',
  'job.finding.negatives': 'send {{count}} negative quantities',
  'job.finding.rows': '{{finding}}: {{rows}}',
  'job.finding.rowsMore': '{{finding}}: {{rows}}; and {{more}} more',
  'job.finding.row': 'row {{row}}{{sku}}{{dc}}{{value}}',
  'job.finding.sku': ', SKU {{sku}}',
  'job.finding.dc': ', DC {{dc}}',
  'job.finding.value': ', {{value}}',
  'job.findings.two': '{{first}}, and {{second}}',
  'job.findings.three': '{{first}}, and {{second}}, and {{third}}',
};
