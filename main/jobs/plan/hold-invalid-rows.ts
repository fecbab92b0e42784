// A sheet row with an error is Invalid and never sent (issue: "a row with an error is
// `Invalid` and never sent"). A wide row becomes one line per cell, so when one cell is
// invalid (a too-long attribute name in its header, an unknown DC column) its sibling cells
// are held back too, instead of half the row being applied under an `Invalid` verdict.
import type { Journal } from '../journal/index.js';

export function holdRowsWithInvalidCells(journal: Journal): number {
  return journal.db
    .prepare(
      `
    UPDATE rows SET state = 'invalid', result = 'Invalid',
      message = 'Not sent: another cell of this row is invalid; fix it and import the row again'
    WHERE state = 'pending'
      AND row_number IN (SELECT row_number FROM rows WHERE state = 'invalid')`,
    )
    .run().changes;
}
