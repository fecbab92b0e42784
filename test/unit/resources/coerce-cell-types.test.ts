// coerceCell on strings, booleans, decimals, enums, date-times and patterned strings, and
// (issue 32) in a decimal-comma file with a known thousands separator, and on amounts with a
// currency beside them. Whole numbers: coerce-cell-int32.test.ts.
import { coerceEnglish } from '../../support/english-problems.js';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { INT32_MAX, INT32_MIN, coerceCell, type FieldDef } from '../../../shared/resources/index.js';
import { f, qty, refusal, value } from './coerce-cell.fixtures.js';

describe('coerceCell other types', () => {
  it('strings are kept exactly: leading zeros, spaces, case', () => {
    const name = f('AttributeValue', 'Name');
    expect(value(name, '00123')).toBe('00123');
    expect(value(name, ' Color ')).toBe(' Color ');
    expect(value(f('AttributeValue', 'Value'), '')).toBeNull();
    expect(refusal(name, '')).toMatchObject({ rule: 'required' });
    expect(refusal(name, 'x'.repeat(33))).toMatchObject({ rule: 'maxLength', value: 'x'.repeat(33) });
  });

  it('booleans: true/false/yes/no/1/0 in any case', () => {
    const b = f('DistributionCenter', 'ShipLocation');
    for (const t of ['true', 'TRUE', 'Yes', '1', ' yes ']) expect(value(b, t)).toBe(true);
    for (const t of ['false', 'No', '0', 'FALSE']) expect(value(b, t)).toBe(false);
    expect(refusal(b, 'maybe').fix).toMatch(/true or false/);
    expect(refusal(b, '')).toMatchObject({ rule: 'required' });
    expect(value(f('DistributionCenter', 'DeliveryAvailable'), '')).toBeNull();
  });

  it('decimals use "." only', () => {
    const lat = f('DistributionCenter', 'Latitude');
    expect(value(lat, '52.52')).toBe(52.52);
    expect(value(lat, '-0.5')).toBe(-0.5);
    expect(value(lat, '.5')).toBe(0.5);
    expect(refusal(lat, '52,52').fix).toBe(
      "Use '.' as the decimal separator: 52.52, or say which decimal separator the file uses (--decimal ,).",
    );
    expect(refusal(lat, 'north').rule).toBe('type');
  });

  it('enums are matched case-insensitively to the canonical spelling', () => {
    const type = f('DistributionCenter', 'Type');
    expect(value(type, 'dropship')).toBe('DropShip');
    expect(value(type, ' RETAILSTORE ')).toBe('RetailStore');
    expect(value(f('OperatingHours', 'DayID'), 'monday')).toBe('Monday');
    expect(refusal(type, 'Shop')).toMatchObject({
      rule: 'enum',
      fix: expect.stringMatching(/Warehouse, ExternallyManaged/),
    });
  });

  it('date-times: ISO with offset kept; date only and no offset read as UTC', () => {
    const d = f('DistributionCenter', 'DeletedDateUtc');
    expect(value(d, '2024-05-01T09:30:00+02:00')).toBe('2024-05-01T09:30:00+02:00');
    expect(value(d, '2024-05-01')).toBe('2024-05-01T00:00:00Z');
    expect(value(d, '2024-05-01 09:30')).toBe('2024-05-01T09:30:00Z');
    expect(value(d, '2024-05-01T09:30:15.5')).toBe('2024-05-01T09:30:15.5Z');
    expect(refusal(d, '01/05/2024').fix).toMatch(/ISO 8601/);
    expect(refusal(d, '2024-02-30').rule).toBe('type');
  });

  it('patterned strings: OperatingHours times', () => {
    // OperatingHours is read-only in the API but its values still coerce for exports/filters.
    expect(value(f('OperatingHours', 'OpenTime'), '08:30')).toBe('08:30');
    expect(refusal(f('OperatingHours', 'CloseTime'), '8.30').fix).toMatch(/08:30/);
  });
});

// Issue 32, finding 11: a decimal-comma file's fixes match its own separator, its known
// thousands separator reads '1.250' as 1250, and an amount takes a currency beside it.
describe('coerceCell in a decimal-comma file, and amounts with a currency (issue 32)', () => {
  const amount = f('VatInvoiceChannelDocument', 'TotalAmount');
  const vat = f('VatInvoiceChannelDocument', 'TotalVATAmount');
  const lat = f('DistributionCenter', 'Latitude');
  const run = { decimal: ',' as const, thousands: '.' as const };
  const read = (field: FieldDef, t: string, notation: Parameters<typeof coerceCell>[2] = run) => {
    const r = coerceEnglish(field, t, notation);
    return r.ok ? r.value : `refused: ${r.problem.message} ${r.problem.fix}`;
  };

  it("a known '.' thousands separator: '1.250' is 1250 in a quantity and in an amount", () => {
    expect(read(qty, '1.250')).toBe(1250);
    expect(read(qty, '1.234.567')).toBe(1234567);
    expect(read(qty, '1.250,00')).toBe(1250);
    expect(read(amount, '1.250')).toBe(1250);
    expect(read(amount, '1.250,5')).toBe(1250.5);
    expect(read(amount, '-12.345.678,90')).toBe(-12345678.9);
    // The file's decimals still read its way, and a '.' decimal is still refused.
    expect(read(amount, '119,00')).toBe(119);
    expect(read(amount, '12.50')).toBe(
      "refused: TotalAmount: '12.50' uses '.' as the decimal separator. Use ',' as the decimal separator: 12,50.",
    );
    expect(read(qty, '1.25')).toBe(
      "refused: AvailableQuantity: '1.25' uses '.' as the decimal separator. Use a whole number such as 1 or 2.",
    );
    // Groups of three only: '1.2345' and '12.34.567' are no thousands.
    expect(read(qty, '12.34.567')).toMatch(/^refused: /);
  });

  it('an unknown thousands separator leaves the reading to the user, never offering --decimal .', () => {
    const r = coerceEnglish(lat, '1.234', { decimal: ',' });
    expect(r.ok || r.problem.fix).toBe('Write 1234 or 1,234, whichever you meant, without a thousands separator.');
    const whole = coerceEnglish(qty, '34.00', { decimal: ',' });
    expect(whole.ok || whole.problem.fix).toBe('Write 34.');
    // A file read with '.' (perhaps only by default) is still told how to say ','.
    expect(refusal(lat, '48,137').fix).toMatch(/; or say which decimal separator the file uses \(--decimal ,\)\.$/);
  });

  it.each([
    ['119,00 €', run, 119],
    ['€ 119,00', run, 119],
    ['€119,00', run, 119],
    ['12,50 EUR', run, 12.5],
    ['1.190,00 EUR', run, 1190],
    ['-€ 5,10', run, -5.1],
    ['€ -5,10', run, -5.1],
    ['EUR 12.50', {}, 12.5],
    ['$12.50', {}, 12.5],
    ['US$ 12.50', {}, 12.5],
    ['12.50 usd', {}, 12.5],
    ['£7', {}, 7],
    ['CHF 1190.5', {}, 1190.5],
    ['19 kr', {}, 19],
  ] as const)('amount %j reads as %d', (t, notation, n) => {
    expect(read(amount, t, notation)).toBe(n);
    expect(read(vat, t, notation)).toBe(n);
  });

  it.each(['EUR', '€', '12 € €', '€ 12 €', 'EUR USD 12', 'EURO 12', '12 EURO', 'XYZ 12', '€ -', '--€5'])(
    'amount %j is refused',
    (t) => {
      expect(read(amount, t)).toMatch(/^refused: TotalAmount: /);
    },
  );

  it('a currency is no part of other numbers', () => {
    expect(read(lat, '12 €', {})).toMatch(/^refused: Latitude: '12 €' is not a number\./);
    expect(read(qty, '$5', {})).toMatch(/^refused: /);
  });

  it('property: every amount German Excel writes, with or without €, reads back as itself', () => {
    const de = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        fc.constantFrom('', ' €', '€ ', ' EUR', 'EUR '),
        (cents, currency) => {
          const text = de.format(cents / 100);
          const cell = currency.startsWith(' ') ? text + currency : currency + text;
          return read(amount, cell) === cents / 100;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: every whole number written with German grouping is itself in a quantity', () => {
    const de = new Intl.NumberFormat('de-DE', { useGrouping: true, maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: INT32_MIN, max: INT32_MAX }), (n) => read(qty, de.format(n)) === n),
      { numRuns: 2000 },
    );
  });
});
