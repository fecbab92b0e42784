// A job held before sending keeps its reason as data (issue 40's leftovers): a resume refused
// without the confirmation says the reason in the app's language, while the CLI prints the
// English it always printed; a journal written before keeps its English reason and shows it.
import { afterAll, describe, expect, it } from 'vitest';
import { GuardHeld } from '../../../main/automation/guards.js';
import { MassChangeRefused } from '../../../main/jobs/run/job-errors.js';
import { recordingHold, refuseHeld } from '../../../main/jobs/run/held-job.js';
import { Journal } from '../../../main/journal/index.js';
import { renderShown } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';
import { newTestJournal, tempDir } from '../../support/index.js';

const german = templatesFor('de');
const dir = tempDir('cb-held-language-');
const opened: Journal[] = [];

function journal(): Journal {
  const j = newTestJournal(dir, { status: 'planned' });
  opened.push(j);
  return j;
}

/** The refusal a resume without the confirmation meets. */
function refusal(j: Journal): Error & { shownMessage: never } {
  try {
    refuseHeld(j, false);
  } catch (err) {
    return err as never;
  }
  throw new Error('the resume was not refused');
}

const guardHeld = new GuardHeld(['rows'], {
  id: 'errors:watch.guard.by1',
  params: {
    first: {
      id: 'errors:watch.guard.rows',
      params: { rows: '3', share: '5', lastRows: '60', file: 'a; b (cell C4).csv', guard: 20 },
    },
  },
});

afterAll(() => {
  for (const j of opened) j.close();
});

describe("a held job's refused resume", () => {
  it("says a guard's reason in English for the CLI and in German for the app", () => {
    const j = journal();
    expect(() =>
      recordingHold(j, () => {
        throw guardHeld;
      }),
    ).toThrow(guardHeld);
    const at = j.data.held!.at;
    const err = refusal(j);
    expect(err.message).toBe(
      `Job ${j.data.id} was held on ${at} and nothing was sent: Held by the row-count guard: 3 rows, 5% of the 60 rows of a; b (cell C4).csv; the guard is 20%.`,
    );
    expect(renderShown(err.shownMessage, german)).toBe(
      `Auftrag ${j.data.id} wurde am ${at} zurückgehalten, und es wurde nichts gesendet: ` +
        `${renderShown(guardHeld.shownMessage, german).replace(/\.$/, '')}.`,
    );
    expect(renderShown(err.shownMessage, german)).toMatch(/gesendet: Zurückgehalten/);
  });

  it('says a mass change in German, its English unchanged', () => {
    const j = journal();
    const refused = new MassChangeRefused(j.data.id, {
      reasons: ['delete 9 rows (more than 5)'],
      findings: [
        {
          kind: 'deletes',
          reason: 'delete 9 rows (more than 5)',
          clause: { id: 'errors:job.finding.deletes', params: { deletes: '9', limit: '5' } },
          rows: [],
          more: 0,
        },
      ],
      zeros: 0,
      quantities: 0,
      negatives: 0,
      deletes: 9,
    });
    expect(() =>
      recordingHold(j, () => {
        throw refused;
      }),
    ).toThrow(refused);
    const err = refusal(j);
    const at = j.data.held!.at;
    expect(err.message).toBe(
      `Job ${j.data.id} was held on ${at} and nothing was sent: Nothing was sent: this run would delete 9 rows (more than 5).`,
    );
    expect(renderShown(err.shownMessage, german)).toContain('9 Zeilen');
    expect(renderShown(err.shownMessage, german)).not.toContain('delete 9 rows');
  });

  it('shows the English reason an older journal kept, as it is', () => {
    const j = journal();
    j.update({
      held: { at: '2026-01-02T00:00:00.000Z', reason: 'Held by the empty-file guard: the file has no rows' },
    });
    const err = refusal(j);
    expect(err.message).toBe(
      `Job ${j.data.id} was held on 2026-01-02T00:00:00.000Z and nothing was sent: Held by the empty-file guard: the file has no rows.`,
    );
    expect(renderShown(err.shownMessage, german)).toBe(
      `Auftrag ${j.data.id} wurde am 2026-01-02T00:00:00.000Z zurückgehalten, und es wurde nichts gesendet: Held by the empty-file guard: the file has no rows.`,
    );
  });
});
