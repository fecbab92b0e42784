// Review's own service check, its statuses, the reasons rows will fail for and the detail
// pane (issue 42), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../namespaces.js';

export default {
  'check.label': 'Service check',
  'check.progress': 'Checking SKUs, distribution centers and current values with the service…',
  'check.progressOf': 'Checking with the service… {{done}} of {{total}}',
  'check.done': 'Checked with the service: each status says what Send will do.',
  'check.failed':
    'Not checked: SKUs, distribution centers and current values could not be checked ({{error}}). Send checks them before it sends anything.',
  'check.waiting': 'The service check runs again after your fix…',
  'status.willFail': 'Will fail: {{reason}}',
  'status.negative': 'Negative',
  'status.setToZero': 'Will set to 0',
  'reason.unknownSku': 'unknown SKU',
  'reason.unknownDc': 'unknown DC',
  'reason.missing': 'missing value',
  'reason.notWhole': 'not a whole number',
  'reason.notNumber': 'not a number',
  'reason.tooLong': 'too long',
  'reason.other': 'invalid value',
  'review.chooseRow': 'Move to a row to read its whole message and how to fix it here.',
  'review.detailIssue': '{{column}}: {{message}}',
  'review.detailFix': 'Fix: {{fix}}',
  'reasons.label': 'Rows that will fail, by reason',
  'reasons.group_one': '{{reason}}: {{n}} row ({{first}})',
  'reasons.group_other': '{{reason}}: {{n}} rows ({{first}})',
  'reasons.atLeast': 'counted over the first 200,000 problem lines',
  'reasons.all': 'All problems',
  // Counts in rows, never rows and values mixed (issue 42).
  'review.countsLineValues':
    '{{values}} values: Ready {{ready}} · Invalid {{invalid}} · Skipped {{skipped}} · Unchanged {{unchanged}}',
  'plan.rows.create_one': '{{n}} row to create',
  'plan.rows.create_other': '{{n}} rows to create',
  'plan.rows.update_one': '{{n}} row to update',
  'plan.rows.update_other': '{{n}} rows to update',
  'plan.rows.delete_one': '{{n}} row to delete',
  'plan.rows.delete_other': '{{n}} rows to delete',
} satisfies Catalogue;
