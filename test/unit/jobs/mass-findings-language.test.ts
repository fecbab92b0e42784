// A mass change's findings as data (issue 40's leftovers): each clause and its first rows are
// messages, so the CLI's refusal keeps its English while the app (and a held file's reason)
// says it in German, a SKU that looks like part of a sentence unchanged.
import { describe, expect, it } from 'vitest';
import { findingsText, type MassFinding } from '../../../main/jobs/index.js';
import { MassChangeRefused, UndoMassChangeRefused } from '../../../main/jobs/run/job-errors.js';
import { renderMessage, renderShown } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';

const german = templatesFor('de');
const SKU = 'a; b (cell C4)';

const zeros: MassFinding = {
  kind: 'zeros',
  reason: 'set 12,000 of the 40,000 quantities it changes to 0 (30%, more than 20%)',
  clause: {
    id: 'errors:job.finding.zeros',
    params: { zeros: '12,000', quantities: '40,000', share: '30', limit: '20' },
  },
  rows: [
    { row: 7, sku: SKU, dc: 3, value: 0 },
    { row: 9, dc: 1, value: 0 },
  ],
  more: 11_998,
};
const negatives: MassFinding = {
  kind: 'negatives',
  reason: 'send 1 negative quantity',
  clause: { id: 'errors:job.finding.negative', params: { count: '1' } },
  rows: [{ row: 2, sku: 'Berlin: North', value: -3 }],
  more: 0,
};

describe("a mass change's findings", () => {
  it('say the clause and its first rows in English as the CLI printed them', () => {
    expect(renderMessage(zeros.clause)).toBe(zeros.reason);
    expect(renderMessage(findingsText([zeros, negatives]))).toBe(
      `set 12,000 of the 40,000 quantities it changes to 0 (30%, more than 20%): row 7, SKU ${SKU}, DC 3, 0; row 9, DC 1, 0; ` +
        'and 11,998 more, and send 1 negative quantity: row 2, SKU Berlin: North, -3',
    );
  });

  it('say them in German inside the refusal, the SKUs unchanged', () => {
    const refused = new MassChangeRefused('job-1', {
      reasons: [zeros.reason, negatives.reason],
      findings: [zeros, negatives],
      zeros: 12_000,
      quantities: 40_000,
      negatives: 1,
      deletes: 0,
    });
    expect(refused.message).toBe(`Nothing was sent: this run would ${renderMessage(findingsText([zeros, negatives]))}`);
    expect(renderShown(refused.shownMessage, german)).toBe(
      'Es wurde nichts gesendet: Dieser Lauf würde 12,000 der 40,000 Mengen, die er ändert, auf 0 setzen (30 %, mehr als 20 %): ' +
        `Zeile 7, SKU ${SKU}, DC 3, 0; Zeile 9, DC 1, 0; und 11,998 weitere und 1 negative Menge senden: Zeile 2, SKU Berlin: North, -3`,
    );
  });

  it("say an undo's refusal in German, its English as the CLI printed it", () => {
    const deletes: MassFinding = {
      kind: 'deletes',
      reason: 'delete 120 rows (more than 100)',
      clause: { id: 'errors:job.finding.deletes', params: { deletes: '120', limit: '100' } },
      rows: [],
      more: 0,
    };
    const refused = new UndoMassChangeRefused('job-9', [zeros, negatives, deletes]);
    expect(refused.message).toBe(
      'Nothing was sent: this undo would set 12,000 of the 40,000 quantities it changes to 0 (30%, more than 20%), ' +
        'and send 1 negative quantity, and delete 120 rows (more than 100)',
    );
    expect(new UndoMassChangeRefused('job-9', [deletes]).message).toBe(
      'Nothing was sent: this undo would delete 120 rows (more than 100)',
    );
    expect(renderShown(refused.shownMessage, german)).toBe(
      'Es wurde nichts gesendet: Dieses Rückgängigmachen würde 12,000 der 40,000 Mengen, die er ändert, auf 0 setzen ' +
        '(30 %, mehr als 20 %) und 1 negative Menge senden und 120 Zeilen löschen (mehr als 100)',
    );
  });
});
