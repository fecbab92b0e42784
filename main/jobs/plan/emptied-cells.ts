// Emptied cells (issue 32, finding 6): in a round trip, a cell emptied in the spreadsheet is
// blank where the service holds a value. Blank means "leave as is", so nothing is sent for it;
// after the pre-flight read, each such cell says so in words of its own (and how to clear the
// value instead), and the report counts them. Cells blank where the service holds nothing are
// no edit, and keep their plain "Blank" message; so are the blanks of a sheet that holds only
// the values to change (no cell of it equals the service's value: issue 41).
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import { blankCellsOverValues, holdsServiceValues, markEmptiedCells, type Journal } from '../../journal/index.js';
import { clearMarkerOf } from '../mapping/clear-marker.js';

const PAGE = 2000;
const SHOWN = 40;

/** The value as the message quotes it: text, cut short. */
function shown(json: string): string {
  const v = JSON.parse(json) as unknown;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

/** The message of an emptied cell; `marker` '' means the mapping turned the marker off. */
export function emptiedMessage(value: string, marker: string): Message {
  return marker
    ? engineMessage('plan.emptiedMarker', { value, marker })
    : engineMessage('plan.emptiedMapClear', { value });
}

/** Marks the journal's skipped blank cells over a service value as emptied; returns how many. */
export function noteEmptiedCells(journal: Journal): number {
  // Only a sheet that carries the service's values (an export edited) can have had a cell emptied.
  if (!holdsServiceValues(journal)) return 0;
  const marker = clearMarkerOf((journal.data.mapping ?? {}) as { clear?: string });
  let after = 0,
    n = 0;
  for (;;) {
    const cells = blankCellsOverValues(journal, after, PAGE);
    if (cells.length === 0) return n;
    after = cells[cells.length - 1]!.seq;
    markEmptiedCells(
      journal,
      cells.map((c) => ({ seq: c.seq, message: emptiedMessage(shown(c.value), marker) })),
    );
    n += cells.length;
  }
}
