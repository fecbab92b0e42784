// The engine's row messages in English: the text the CLI prints and writes, byte for byte
// (shared/i18n/engine-message.ts fills them). A placeholder ending in `Text` or `Clause` holds
// another message of this catalogue; every other one a value, column or field shown as it is.
// `column.*` and `verdict.*`: the result workbook's column names and verdicts, for the app's
// grids only (the files keep them in English).
import type { Catalogue } from '../../namespaces.js';
import mapping from './engine-mapping.js';
import notes from './engine-notes.js';

export default {
  // A field's value checked against the service's rules (shared/resources/check-value.ts)
  'check.keyEmpty': '{{field}} is part of the key and cannot be empty (got {{value}}).',
  'check.notNullable': '{{field}} is not nullable and cannot be empty (got {{value}}).',
  'check.giveValue': 'Give {{field}} a value{{describe}}.',
  'check.wrongType': '{{field}}: {{value}} is not a valid {{type}}.',
  'check.giveValueUnquoted':
    'Give {{field}} a value{{describe}}. If {{value}} is meant, send it as a JSON {{literal}}, without quotes.',
  'check.notWhole': '{{field}}: {{value}} is not a whole number.',
  'check.useWholeSuchAs': 'Use a whole number such as {{number}}{{describe}}.',
  'check.outsideInt32': '{{field}}: {{value}} is outside the int32 range {{min}} to {{max}}.',
  'check.useWholeInRange':
    'Use a whole number from {{min}} to {{max}}; a longer number is probably not a {{field}} of this service.',
  'check.tooLong': '{{field}}: {{value}} is {{length}} characters long; at most {{max}} are allowed.',
  'check.shorten': 'Shorten {{field}} to {{max}} characters or fewer.',
  'check.notPattern': '{{field}}: {{value}} is not {{pattern}}.',
  'check.writeAsPattern': 'Write {{field}} as {{pattern}}, e.g. {{example}}.',
  'check.notEnum': '{{field}}: {{value}} is not a {{enum}} value.',
  'check.writeExact': "Write '{{member}}' (exact spelling).",
  'check.useOneOf': 'Use one of: {{members}}.',
  // What a field takes, as fixes say it (' (a whole number from 0 to 10)')
  'describe.int32': ' (a whole number from {{min}} to {{max}})',
  'describe.decimal': ' (a number with . as decimal separator, e.g. 12.5)',
  'describe.boolean': ' (true or false)',
  'describe.datetime': ' (an ISO 8601 date-time in UTC, e.g. 2024-05-01T09:30:00Z)',
  'describe.enum': ' (one of {{members}})',
  'describe.binary': ' (base64 text)',
  'describe.pattern': ' ({{pattern}}, e.g. {{example}})',
  'describe.maxLength': ' (text of at most {{max}} characters)',
  'describe.text': ' (text)',
  // A body checked as a whole (shared/resources/validate.ts)
  'body.unknownField': "{{entity}} has no property '{{name}}'.",
  'body.navigation': "'{{name}}' is a navigation property; send its records through their own endpoint.",
  'body.removeUnknown': 'Remove it; {{entity}} has: {{fields}}.',
  'body.requiredOnCreate': '{{entity}} needs {{field}} on create, but the body has none.',
  'body.addField': 'Add {{field}} to the body.',
  'body.addKeyField': 'Add {{field}} (part of the key) to the body.',
  'body.setByService': '{{entity}}.{{field}} is set by the service; a create body may not send it (got {{value}}).',
  'body.removeField': 'Remove {{field}} from the body.',
  'body.notChangeable': '{{entity}}.{{field}} cannot be changed by {{mode}} (got {{value}}).',
  'body.sendOnly': 'Send only {{fields}} in a {{mode}} body.',
  'body.sendOnlyKeyInUrl': 'Send only {{fields}} in a {{mode}} body; the key belongs in the URL.',
  'body.notChangeableAtAll': '{{entity}} cannot be changed through the API.',
  // A spreadsheet cell read as a field's value (shared/resources/coerce-cell.ts)
  'cell.required': '{{field}} is empty, but a value is required.',
  'cell.requiredKey': '{{field}} is empty, but a value is required (it is part of the key).',
  'cell.fillIn': 'Fill in {{field}}{{describe}}.',
  'cell.refused': '{{field}}: {{value}} {{what}}.',
  'cell.notEnum': 'is not a {{enum}} value',
  'cell.useOneOfAnyCase': 'Use one of: {{members}} (any letter case).',
  'cell.notYesNo': 'is not a yes/no value',
  'cell.writeTrueFalse': 'Write true or false (yes/no and 1/0 work too).',
  'cell.tooLongWhole': 'is {{length}} characters long, too long for a whole number',
  'cell.tooLongNumber': 'is {{length}} characters long, too long for a number',
  'cell.enter': 'Enter {{field}}{{describe}}.',
  'cell.outsideInt32': 'is outside the int32 range {{min}} to {{max}}',
  'cell.useWholeInRange': 'Use a whole number in that range; check that this column really holds {{field}} values.',
  'cell.ambiguous':
    "is ambiguous: {{digits}} if '{{other}}' separates thousands, or {{decimal}} if it is the decimal separator",
  'cell.writeEither': 'Write {{digits}} or {{decimal}}, whichever you meant, without a thousands separator{{hint}}.',
  'cell.thousands': 'contains a thousands separator',
  'cell.writeWithout': 'Write the number without separators: {{digits}}.',
  'cell.scientific': 'is in scientific notation, which spreadsheets use for long numbers they have rounded',
  'cell.formatAsText': 'Format the column as text in the spreadsheet and enter the full number.',
  'cell.formatAsTextSuchAs':
    'Format the column as text in the spreadsheet and enter the full number such as {{number}}.',
  'cell.otherDecimal': "uses '{{other}}' as the decimal separator",
  'cell.writeNumber': 'Write {{number}}{{hint}}.',
  'cell.useWholeEither': 'Use a whole number such as {{lower}} or {{upper}}{{hint}}.',
  'cell.notWhole': 'is not a whole number',
  'cell.notNumber': 'is not a number',
  'cell.useDecimal': "Use '{{dec}}' as the decimal separator: {{number}}{{hint}}.",
  'cell.sayDecimalComma': ', or say which decimal separator the file uses (--decimal ,)',
  'cell.sayDecimalSemicolon': '; or say which decimal separator the file uses (--decimal ,)',
  // One issue of a row, as the report's Message says it (main/jobs/validate/issue-text.ts)
  'issue.valueCell': "{{column}} '{{value}}' (cell {{cell}}): {{message, clause}}. Fix: {{fix}}",
  'issue.value': "{{column}} '{{value}}': {{message, clause}}. Fix: {{fix}}",
  'issue.cell': '{{column}} (cell {{cell}}): {{message, clause}}. Fix: {{fix}}',
  'issue.list': '{{issues}}',
  'issue.bare': '{{column}}: {{message, clause}}. Fix: {{fix}}',
  'issue.notDc': "'{{value}}' is not a distribution center of this connection",
  'issue.useDc':
    "use the ID, Name, Code or City of one of: {{dcs}}; or add '{{value}}' to the value map of DistributionCenterID",
  'issue.useDcNone':
    "use the ID, Name, Code or City of one of: (none: create a distribution center first); or add '{{value}}' to the value map of DistributionCenterID",
  'row.profileNotWhole': 'ProfileID is not a whole number',
  'row.writeProfileId': "Write the numeric ID of one of the connection's profiles",
  'row.blankClearMarker': 'a blank cell leaves the value as it is; write {{marker}} in the cell to clear it',
  'row.blankMapClear': "blank cells in this column are skipped; map it with blank 'clear' to clear the value instead",
  'row.blankSkipped': 'Blank {{column}}: nothing to send ({{hint}})',
  'row.cannotClear': '{{field}} cannot be cleared: the service always keeps a value for it',
  'row.insteadOfMarker': '{{fix, clause}} instead of {{marker}}',
  'row.keyMissing': '{{key}} is missing: every {{entity}} row needs its key ({{keys}})',
  'row.fillKeyOrLookup': 'Fill in the {{key}} or {{lookup}} column',
  'row.fillKeyOrMap': 'Fill in the {{key}} column, or map a column to {{key}}',
  'row.nothingToChange': 'Nothing to change: the row has keys but no value',
  'row.mapColumnTo': 'Map a column to {{field}}',
  'row.mapColumnToAny': 'Map a column to a field to change',
  'row.noValueColumns':
    "No value in any of its {{columns}} value columns: nothing to send (a blank cell leaves the service's value as it is)",
  'row.notReadFromFile': 'Not read from the file',
  'row.duplicateKey': 'Duplicate key ({{key}}): row {{row}} has the same key and wins (the last row in the file does)',
  'row.otherCellInvalid': 'Not sent: another cell of this row is invalid; fix it and import the row again',
  'row.totalRow': "Total row ('{{label}}' in cell {{cell}}): ignored, nothing sent for it",
  // A row's verdict put together from its cells (main/jobs/report/verdict.ts)
  'result.dryRun': 'Dry run: would be sent',
  'result.notSentStopped': 'Not sent: the run stopped before this row (resume the job)',
  'result.labelled': '{{column}}: {{message}}',
  'result.part': 'part {{part}}',
  'result.notWritten': 'not written',
  'result.partlyWritten': 'Written: {{cells}}',
  'result.partlyFailed': 'Failed: {{cells}}',
  // Joins of a row's verdict (verdict-message.ts): all placeholder, so the legacy reader skips them.
  'join.cellResult': '{{column}} ({{result}})',
  'join.comma': '{{first}}, {{rest}}',
  'join.semicolon': '{{first}}; {{rest}}',
  'join.sentence': '{{first}}. {{rest}}',
  'result.created': 'Created',
  'result.updated': 'Updated',
  'result.deleted': 'Deleted',
  'result.deletedOnRetry': 'Deleted (already gone when the DELETE was repeated after a failure)',
  'result.confirmedByReading': '{{message}} (confirmed by reading it back after the answer was lost)',
  'result.appliedReadBack': 'Applied (its answer was lost; confirmed by reading it back)',
  'result.appliedProductRead': 'Applied (confirmed by reading the product back)',
  'result.createdReadBack': 'Created (confirmed by reading it back)',
  // Rows checked against the service before anything is sent (main/jobs/plan/)
  'plan.parentNotFound':
    '{{idField}} {{id}} was not found (or this connection does not cover its profile). Fix: check the {{idField}}',
  'plan.parentNotFoundSku':
    '{{idField}} {{id}} was not found (or this connection does not cover its profile). Fix: check the {{idField}} or SKU',
  'plan.alreadyAbsent': 'Already absent: nothing to delete',
  'plan.nothingToClear': 'Has no value: nothing to clear',
  'plan.alreadyHasValue': 'Already has this value: not sent',
  'plan.alreadyHasValues': 'Already has these values: not sent',
  'plan.noneToUpdate': 'No {{entity}} {{key}} exists to update. Fix: use the upsert operation to create it',
  'plan.unknownSku': "Unknown SKU '{{sku}}': no product has this SKU in profile {{profile}}. Fix: {{fix}}",
  'plan.unknownSkuAnyProfile':
    "Unknown SKU '{{sku}}': no product has this SKU in the profiles this connection covers. Fix: {{fix}}",
  'plan.correctSku': 'correct the SKU, or give the ProductID instead',
  'plan.scientificSku':
    'the spreadsheet showed this long number (an EAN or GTIN?) in scientific notation and rounded it, so its real digits are lost: format the SKU column as text in your spreadsheet, enter the full SKU again and save',
  'plan.didYouMean': 'did you mean {{skus}}? {{advice}}',
  'plan.leadingZeros': 'Excel drops leading zeros: format the column as Text and type the SKU again',
  'plan.skuSpaces': 'The SKU in the file has spaces the product SKU has not: remove them',
  'plan.ambiguousSku':
    "Ambiguous SKU '{{sku}}': products {{products}} share it. Fix: add a ProfileID column or constant, or give the ProductID",
  'plan.unknownOrder':
    "Unknown order number '{{number}}': no order has this SiteOrderID in profile {{profile}}. Fix: correct the order number, or give the OrderID instead",
  'plan.unknownOrderAnyProfile':
    "Unknown order number '{{number}}': no order has this SiteOrderID in the profiles this connection covers. Fix: correct the order number, or give the OrderID instead",
  'plan.ambiguousOrder':
    "Ambiguous order number '{{number}}': orders {{orders}} share it. Fix: add a ProfileID column or constant, or give the OrderID",
  'plan.otherProfile':
    "{{keyNoun}} {{key}} belongs to {{owner}}, but {{parentNoun}} {{parentId}} is in {{parentProfile}}; the service takes a value only for a {{keyNoun}} of the {{parentNoun}}'s own profile. Fix: use a {{keyNoun}} of profile {{profile}}, or check the {{idField}}",
  'plan.otherProfileSku':
    "{{keyNoun}} {{key}} belongs to {{owner}}, but {{parentNoun}} {{parentId}} is in {{parentProfile}}; the service takes a value only for a {{keyNoun}} of the {{parentNoun}}'s own profile. Fix: use a {{keyNoun}} of profile {{profile}}, or check the {{idField}} or SKU",
  'plan.profile': 'profile {{id}}',
  'plan.profileNamed': 'profile {{id}} ({{name}})',
  'plan.emptiedMarker':
    "Emptied cell, left as is: the service keeps '{{value}}' (blank means leave as is; write {{marker}} to clear it)",
  'plan.emptiedMapClear':
    "Emptied cell, left as is: the service keeps '{{value}}' (blank means leave as is; map the column with blank 'clear' to clear it)",
  // Sending, and answers that were lost (main/api, main/jobs/send/)
  'send.outcomeUnknown':
    'Outcome unknown: {{why}}. The request was not sent again because repeating it could apply it twice.',
  'send.stoppedInFlight':
    'Outcome unknown: the run stopped while this row was in flight. Check whether it exists before importing it again',
  'send.notResent': 'Outcome unknown: {{message}} It was not sent again; resume reads it back first.',
  'send.noAnswerNotResent': 'Outcome unknown: no answer came back. It was not sent again; resume reads it back first.',
  'send.notConfirmedStatus':
    'Not confirmed: the service answered HTTP {{status}} and {{why}}. It was not sent again, so that it cannot be applied twice.',
  'send.notConfirmedNoAnswer':
    'Not confirmed: no answer came back and {{why}}. It was not sent again, so that it cannot be applied twice.',
  'send.readBackFailed': 'Outcome unknown: {{message}} Reading the product back failed too ({{error}}).',
  'send.noAnswer': 'No answer from the service after {{attempts}} attempts (timed out).',
  'send.connectionDropped': 'No answer from the service after {{attempts}} attempts (connection dropped).',
  'send.gaveUp':
    'Gave up after {{attempts}} attempts: the service kept answering HTTP {{status}} {{reason}}, a transient failure on its side.',
  'send.gaveUpSaid':
    'Gave up after {{attempts}} attempts: the service kept answering HTTP {{status}} {{reason}}, a transient failure on its side. It said: {{said}}',
  'send.readBackFailedStatus': 'reading the record back to check failed too (HTTP {{status}} {{reason}})',
  'send.readBackNoAnswer': 'reading the record back to check failed too (no answer)',
  'send.runAgainLater': 'Run this row again later: it is read first and sent only if it is not applied yet.',
  'send.withHint': '{{message}} {{hint}}',
  'send.groupRefused':
    'The service refused {{action}}{{where}} (HTTP {{status}}: {{said}}); the rest of this run sends one request per value.',
  'send.forProfile': ' for profile {{profile}}',
  // Export baselines (main/jobs/baseline/judge-baseline.ts)
  'baseline.heldBack':
    'Changed on the service since the export: {{details}}. Not sent; to send it anyway: --overwrite-newer (CLI) or "Send anyway" (app)',
  'baseline.notEdited': 'Not edited since the export: not sent ({{details}})',
  'baseline.found': 'Baseline: exported {{when}} from {{connection}}',
  'baseline.none': 'No baseline: edits will overwrite newer values',
  // Undo: what changed since the run (main/jobs/plan/undo-conflicts.ts)
  'undo.changedNotDeleted': 'Changed since job {{job}}, not deleted: {{changes}}',
  'undo.changedNotOverwritten': 'Changed since job {{job}}, not overwritten: {{changes}}',
  // Distribution centers (main/jobs/targets/distribution-centers/, dc-quantities/)
  'dc.unknownId':
    "{{column}} '{{id}}': no distribution center with ID {{id}} exists for this connection (or it was deleted). Fix: use one of {{choices}}",
  'dc.unknownIdNone':
    "{{column}} '{{id}}': no distribution center with ID {{id}} exists for this connection (or it was deleted). Fix: use one of (none: create a distribution center first)",
  'dc.nameBlank': 'Name is blank: every distribution center needs a name',
  'dc.fillName': 'Fill in the Name column',
  'dc.notEmail': "'{{value}}' is not an e-mail address",
  'dc.writeEmail': 'Write an address such as ops@example.com, or leave {{field}} blank',
  'dc.notCountry': "'{{value}}' is not an ISO 3166-1 alpha-2 country code",
  'dc.useCountry': 'use "{{code}}"',
  'dc.writeCountry': 'Write the two-letter code, such as DE, US or FR',
  'dc.idTwice': 'ID {{id}} is also on row {{rows}}: an ID names one distribution center. Fix: keep one of these rows',
  'dc.idUnknown':
    'ID {{id}} names no distribution center of this connection. Fix: clear the ID cell to create the center anew (upsert finds it by Code), or remove the row',
  'dc.idDeleted':
    'ID {{id}} was deleted on the service: a deleted center is not changed. Fix: clear the ID cell to create the center anew, or remove the row',
  'dc.codeTwice':
    "Code '{{code}}' is also on row {{rows}}: a Code names one distribution center. Fix: keep one of these rows, or give each its own Code",
  'dc.codeBlank':
    'Code is blank: upsert finds distribution centers by Code. Fix: fill in the Code column (or import with operation create)',
  'dc.codeManyTimes':
    "Code '{{code}}' exists more than once on the service (IDs {{ids}}): it does not say which center to change. Fix: import with operation update and an ID column",
  'dc.codeExists':
    "Code '{{code}}' exists as ID {{id}}. Fix: import with operation upsert (the default) to update it, or give the new center another Code",
  'dc.alreadyHasValues': 'Already has these values (ID {{id}}): not sent',
  'dc.newNeedsName':
    "Name is blank: Code '{{code}}' does not exist yet and a new center needs a name. Fix: fill in Name",
  'dc.noProfile':
    'No profile for this center: the connection covers profiles {{profiles}}. Fix: add a ProfileID column, or choose the profile for the run (--profile <id>)',
  'dc.notAProfile':
    'ProfileID {{profile}} is not a profile of this connection; it could be {{profiles}}. Fix: use one of those IDs',
  // VAT documents (main/jobs/targets/channel-documents/)
  'doc.created': 'Created document {{key}}',
  'doc.createdFound': 'Created document {{key}} (its answer was lost; the service lists it, so it was not sent again)',
  'doc.unreadable': 'File {{file}} can no longer be read. Fix: put it back and resume the job',
  'doc.notFound':
    "File '{{cell}}' was not found in {{folder}}. Fix: put the PDF there, or correct the File cell (it is a path relative to the documents folder)",
  'doc.linkOutside':
    "File '{{cell}}' is a link to {{real}}, outside the documents folder {{folder}}: only PDFs inside it are sent. Fix: copy the PDF itself into that folder",
  'doc.outside':
    "File '{{cell}}' is outside the documents folder {{folder}}: only PDFs inside it are sent. Fix: put the PDF in that folder and name it by its path there",
  'doc.tooLarge':
    "File '{{cell}}' is {{size}} bytes, over the service's limit of {{limit}} bytes ({{mb}} MB). Fix: make the PDF smaller (e.g. lower its image resolution)",
  'doc.notPdf':
    "File '{{cell}}' is not a PDF (it does not start with %PDF-). Fix: save the invoice as a PDF and name that file",
  'doc.sameFile':
    "File '{{cell}}' is named by rows {{rows}}: one PDF cannot be the document of two orders. Fix: give each row the PDF of its own order",
  'doc.hasUntyped': 'Order {{order}} already has a document of no type (document {{key}}): not sent again',
  'doc.hasTyped': 'Order {{order}} already has an {{type}} (document {{key}}): not sent again',
  'doc.noFile':
    "No File: nothing to upload for order {{order}} yet. Fill in the File cell with the PDF's name in the documents folder to send it",
  'doc.noAdjustment':
    "AdjustmentID is missing: a credit note (AmazonVATCreditNote) must name the refund it credits. Fix: fill in the AdjustmentID of order {{order}}'s refund",
  'doc.orderNotInProfile':
    'OrderID {{order}} is not an order of profile {{profile}}. Fix: correct the OrderID or the ProfileID (export ChannelDocuments/NotSupplied for the orders waiting for a document)',
  'doc.orderUnknown':
    'OrderID {{order}} is not an order of the profiles this connection covers. Fix: correct the OrderID (export ChannelDocuments/NotSupplied for the orders waiting for a document)',
  // The result workbook's columns and verdicts, for the app's grids (the files keep English)
  'column.Result': 'Result',
  'column.HTTP Status': 'HTTP Status',
  'column.Message': 'Message',
  'column.Old Value': 'Old Value',
  'column.New Value': 'New Value',
  'column.Row': 'Row',
  'verdict.Created': 'Created',
  'verdict.Updated': 'Updated',
  'verdict.Partly updated': 'Partly updated',
  'verdict.Deleted': 'Deleted',
  'verdict.Unchanged': 'Unchanged',
  'verdict.Skipped': 'Skipped',
  'verdict.Invalid': 'Invalid',
  'verdict.Failed': 'Failed',
  'verdict.Not sent': 'Not sent',
  'verdict.Pending': 'Pending',
  // The review grid's statuses of a row before it is sent
  'verdict.Will be created': 'Will be created',
  'verdict.Will be updated': 'Will be updated',
  'verdict.Will be deleted': 'Will be deleted',
  'verdict.Ready': 'Ready',
  'verdict.Reading': 'Reading',
  // A key a full feed set to 0, a row of its own in the result workbook (report/dropped-key-row.ts)
  'fullFeed.notInFile': 'Not in the file: set to 0 (full feed)',
  'fullFeed.notInFileSaid': 'Not in the file (full feed): {{message}}',
  ...mapping,
  ...notes,
} satisfies Catalogue;
