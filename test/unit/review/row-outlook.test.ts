// Issue 42: the word Review gives a row that will fail (from the ids of the engine's messages,
// or the words of a text nobody wrote here) and the groups of failing rows by reason, built
// from the journal's Invalid lines.
import { describe, expect, it } from 'vitest';
import { engineMessage, englishText, type EngineMessageId } from '../../../shared/i18n/index.js';
import type { JournalRow, RowState } from '../../../main/journal/index.js';
import { failReason, quantityFlag } from '../../../main/review/row-outlook.js';
import { reasonGroups } from '../../../main/review/reason-groups.js';

const line = (seq: number, row: number, state: RowState, message: string, fields?: object): JournalRow =>
  ({
    seq,
    row_number: row,
    state,
    message,
    fields: fields ? JSON.stringify(fields) : null,
  }) as JournalRow;

describe('failReason', () => {
  it('names each kind of mistake of the weekly file', () => {
    expect(
      failReason("Unknown SKU '9999999': no product has this SKU in the profiles this connection covers. Fix: x"),
    ).toBe('unknownSku');
    expect(failReason("DC '9': no distribution center with ID 9 exists for this connection. Fix: use one of 1")).toBe(
      'unknownDc',
    );
    expect(failReason('DC: DistributionCenterID is missing: every DCQuantity row needs its key')).toBe('missing');
    expect(failReason("Qty '2.5' (cell C6): AvailableQuantity: '2.5' is not a whole number. Fix: y")).toBe('notWhole');
    expect(failReason("Price 'abc': is not a number")).toBe('notNumber');
    expect(failReason('something the service said')).toBe('other');
  });
});

describe('failReason of a message as data (issue 40)', () => {
  it('names the kind by the ids of the message and its nested messages', () => {
    const refused = (what: EngineMessageId) =>
      engineMessage('issue.list', {
        issues: [
          engineMessage('issue.valueCell', {
            column: 'Qty',
            value: 'Unknown SKU',
            cell: 'C6',
            message: engineMessage('cell.refused', {
              field: 'AvailableQuantity',
              value: "'x'",
              what: engineMessage(what),
            }),
            fix: engineMessage('cell.writeTrueFalse'),
          }),
        ],
      });
    expect(failReason(refused('cell.notWhole'))).toBe('notWhole');
    expect(failReason(refused('cell.notNumber'))).toBe('notNumber');
    expect(failReason(engineMessage('plan.unknownSku', { sku: 'is missing', profile: 1, fix: 'x' }))).toBe(
      'unknownSku',
    );
    expect(failReason(engineMessage('dc.unknownIdNone', { column: 'DC', id: 'is not a number' }))).toBe('unknownDc');
    expect(failReason(engineMessage('row.keyMissing', { key: 'SKU', entity: 'DCQuantity', keys: 'SKU' }))).toBe(
      'missing',
    );
    expect(failReason(engineMessage('check.tooLong', { field: 'Name', value: "'x'", length: 300, max: 255 }))).toBe(
      'tooLong',
    );
    expect(failReason(engineMessage('row.nothingToChange'))).toBe('other');
    expect(failReason(null)).toBe('other');
  });

  it("is not misled by a user value, where the message's English was", () => {
    const m = engineMessage('plan.alreadyHasValue');
    const v = engineMessage('issue.list', {
      issues: [engineMessage('issue.bare', { column: 'Note is missing', value: '', cell: '', message: m, fix: m })],
    });
    expect(failReason(englishText(v))).toBe('missing');
    expect(failReason(v)).toBe('other');
  });
});

describe('quantityFlag', () => {
  it('flags a planned negative or zero quantity, and nothing else', () => {
    expect(quantityFlag([line(1, 2, 'pending', '', { AvailableQuantity: -4 })], 'AvailableQuantity')).toBe('negative');
    expect(quantityFlag([line(1, 2, 'pending', '', { AvailableQuantity: 0 })], 'AvailableQuantity')).toBe('zero');
    expect(quantityFlag([line(1, 2, 'pending', '', { AvailableQuantity: 5 })], 'AvailableQuantity')).toBeUndefined();
    expect(quantityFlag([line(1, 2, 'unchanged', '', { AvailableQuantity: 0 })], 'AvailableQuantity')).toBeUndefined();
    expect(quantityFlag([line(1, 2, 'pending', '', { AvailableQuantity: 0 })], null)).toBeUndefined();
  });
});

describe('reasonGroups', () => {
  it('counts each sheet row once, by its first line, largest group first, across pages', () => {
    const lines: JournalRow[] = [
      line(1, 3, 'invalid', "Unknown SKU '9': no product"),
      line(2, 6, 'invalid', "Qty '2.5': '2.5' is not a whole number"),
      line(3, 6, 'invalid', "Unknown SKU '1': no product"), // the same row again: not counted
      line(4, 7, 'invalid', "Qty 'zehn': 'zehn' is not a whole number"),
    ];
    for (let i = 0; i < 1500; i++) lines.push(line(10 + i, 100 + i, 'invalid', 'x is not a whole number'));
    const journal = {
      page: (state: RowState, after: number, limit: number) =>
        lines.filter((l) => l.state === state && l.seq > after).slice(0, limit),
    };
    const { groups, more } = reasonGroups(journal);
    expect(more).toBe(false);
    expect(groups.map((g) => [g.reason, g.rows, g.rowNumbers.slice(0, 3)])).toEqual([
      ['notWhole', 1502, [6, 7, 100]],
      ['unknownSku', 1, [3]],
    ]);
  });
});

describe('reasonGroups of rows whose messages are data (issue 40)', () => {
  it('reads the message from message_id and message_params, not from the empty message column', () => {
    const params = JSON.stringify({ sku: "9'; x", fix: { id: 'plan.correctSku' } });
    const lines = [
      { ...line(1, 3, 'invalid', ''), message: null, message_id: 'plan.unknownSkuAnyProfile', message_params: params },
      { ...line(2, 4, 'invalid', ''), message: null, message_id: 'plan.unknownSkuAnyProfile', message_params: params },
    ] as JournalRow[];
    const journal = { page: (_: RowState, after: number) => lines.filter((l) => l.seq > after) };
    expect(reasonGroups(journal).groups.map((g) => [g.reason, g.rows, g.rowNumbers])).toEqual([
      ['unknownSku', 2, [3, 4]],
    ]);
  });
});
