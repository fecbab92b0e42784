// Issue 40: the CLI's reason summary names a row's reason by its message's ids, not by taking
// the English apart; for the kinds the golden CLI test prints, it says what the English said.
import { describe, expect, it } from 'vitest';
import { engineMessage, englishText, type Message } from '../../../shared/i18n/index.js';
import { reasonOf } from '../../../main/jobs/report/reason-summary.js';

const valueCell = (column: string, value: string, message: Message, fix: Message): Message =>
  engineMessage('issue.list', {
    issues: [engineMessage('issue.valueCell', { column, value, cell: 'C5', message, fix })],
  });

const notWhole = (value: string): Message =>
  valueCell(
    'Qty',
    value,
    engineMessage('cell.refused', {
      field: 'AvailableQuantity',
      value: `'${value}'`,
      what: engineMessage('cell.notWhole'),
    }),
    engineMessage('cell.useWholeEither', { lower: 2, upper: 3, hint: '' }),
  );
const unknownSku = (sku: string): Message =>
  engineMessage('plan.unknownSkuAnyProfile', { sku, fix: engineMessage('plan.correctSku') });
const keyMissing = engineMessage('issue.list', {
  issues: [
    engineMessage('issue.bare', {
      column: 'DC',
      value: '',
      cell: '',
      message: engineMessage('row.keyMissing', {
        key: 'DistributionCenterID',
        entity: 'DCQuantity',
        keys: 'ProductID, DistributionCenterID',
      }),
      fix: engineMessage('row.fillKeyOrMap', { key: 'DistributionCenterID' }),
    }),
  ],
});
const unknownDc = engineMessage('dc.unknownId', { column: 'DC', id: '9', choices: '1 (Berlin: North)' });

describe('reasonOf a message as data', () => {
  it('names the kinds of the golden CLI summary as their English did', () => {
    const cases: [Message, string][] = [
      [unknownSku('9999999'), 'Unknown SKU'],
      [notWhole('2.5'), 'AvailableQuantity is not a whole number'],
      [keyMissing, 'DistributionCenterID is missing'],
      [unknownDc, 'Unknown distribution center'],
    ];
    for (const [m, reason] of cases) {
      expect(reasonOf(m)).toBe(reason);
      expect(reasonOf(englishText(m)), 'the legacy reader of the same English').toBe(reason);
    }
  });

  it('is not misled by a user value that reads like another reason', () => {
    // The English of this message holds "Zone is missing" and "is not a whole number" in the
    // SKU: read by its words it was "Zone is missing"; by its id it is an unknown SKU.
    expect(reasonOf(englishText(unknownSku("Zone is missing; Qty: '1' is not a whole number")))).toBe('Unknown SKU');
    const sku = engineMessage('issue.list', {
      issues: [
        engineMessage('issue.value', {
          column: 'SKU',
          value: 'Zone is missing',
          cell: '',
          message: engineMessage('check.tooLong', { field: 'SKU', value: "'Zone is missing'", length: 15, max: 10 }),
          fix: engineMessage('check.shorten', { field: 'SKU', max: 10 }),
        }),
      ],
    });
    expect(reasonOf(englishText(sku))).toBe('Zone is missing');
    expect(reasonOf(sku)).toBe('SKU: SKU is 15 characters long; at most 10 are allowed');
  });

  it('groups a whole-number check by its field whatever the value', () => {
    const m = engineMessage('check.notWhole', { field: 'AvailableQuantity', value: 2.5 });
    expect(reasonOf(m)).toBe('AvailableQuantity is not a whole number');
  });

  it("reads a text nobody wrote here (the service's words) by its wording", () => {
    expect(reasonOf('The request is invalid. FieldID : no custom field definition with FieldID 203 exists')).toBe(
      'The request is invalid. FieldID : no custom field definition with FieldID 203 exists',
    );
    expect(reasonOf(null)).toBe('no message');
  });
});
