import { coerceEnglish } from '../../support/english-problems.js';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  INT32_MAX,
  INT32_MIN,
  catalogue,
  coerceCell,
  fieldOf,
  type FieldDef,
} from '../../../shared/resources/index.js';

const f = (set: keyof typeof catalogue, name: string): FieldDef => fieldOf(catalogue[set], name)!;
const qty = f('DCQuantity', 'AvailableQuantity');
const value = (field: FieldDef, text: string) => {
  const r = coerceEnglish(field, text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to coerce: ${r.problem.message}`);
  return r.value;
};
const refusal = (field: FieldDef, text: string) => {
  const r = coerceEnglish(field, text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to be refused, got ${JSON.stringify(r.value)}`);
  return r.problem;
};

describe('coerceCell int32', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['42.0', 42],
    ['-7', -7],
    ['+5', 5],
    ['007', 7],
    ['-0', 0],
    ['2147483647', 2147483647],
    ['-2147483648', -2147483648],
  ])('%j -> %d', (text, n) => {
    expect(Object.is(value(qty, text), n)).toBe(true);
  });

  it('refuses fractions with a whole-number fix', () => {
    const p = refusal(qty, '4.5');
    expect(p).toMatchObject({ rule: 'int32', value: '4.5', field: 'AvailableQuantity' });
    expect(p.message).toBe("AvailableQuantity: '4.5' is not a whole number.");
    expect(p.fix).toMatch(/4 or 5/);
    expect(refusal(qty, '4,5').fix).toMatch(/4 or 5/);
  });

  it('refuses out-of-range numbers, naming the text as typed', () => {
    expect(refusal(qty, '2147483648').message).toMatch(
      /'2147483648' is outside the int32 range -2147483648 to 2147483647/,
    );
    expect(refusal(qty, '-2147483649').rule).toBe('int32');
    expect(refusal(qty, '99999999999999999999999').message).toMatch(/'99999999999999999999999'/);
  });

  it('refuses thousands separators and suggests the plain digits', () => {
    expect(refusal(qty, '3,000,000').fix).toBe('Write the number without separators: 3000000.');
    expect(refusal(qty, '1 000 000').fix).toMatch(/1000000/);
  });

  it('a separator that could be either is ambiguous: both readings, never a guess (issue 14)', () => {
    const lat = f('DistributionCenter', 'Latitude');
    const p = refusal(lat, '48,137');
    expect(p.message).toBe(
      "Latitude: '48,137' is ambiguous: 48137 if ',' separates thousands, or 48.137 if it is the decimal separator.",
    );
    expect(p.fix).toBe(
      'Write 48137 or 48.137, whichever you meant, without a thousands separator; or say which decimal separator the file uses (--decimal ,).',
    );
    expect(value(qty, '3.000')).toBe(3); // the file's own decimal point, followed by decimals
    expect(refusal(qty, '1,234').fix).toMatch(/^Write 1234 or 1.234, whichever you meant/);
  });

  it("a percentage ('50%', as an XLSX percent cell reads) is the number it shows, exactly (issue 41)", () => {
    const lat = f('DistributionCenter', 'Latitude');
    expect(value(lat, '50%')).toBe(0.5);
    expect(value(lat, '7%')).toBe(0.07);
    expect(value(lat, '-12.5 %')).toBe(-0.125);
    expect(coerceEnglish(lat, '12,5%', { decimal: ',' })).toEqual({ ok: true, value: 0.125 });
    // A whole-number field: 50% is 0.5, not whole, refused as any fraction is.
    expect(refusal(qty, '50%').message).toMatch(/whole/i);
    expect(refusal(qty, '%').message).toMatch(/AvailableQuantity/);
  });

  it('a file with a decimal comma reads its numbers that way, and says its numbers its way', () => {
    const lat = f('DistributionCenter', 'Latitude');
    const comma = { decimal: ',' as const };
    const ok = (field: typeof lat, t: string) => {
      const r = coerceEnglish(field, t, comma);
      if (!r.ok) throw new Error(r.problem.message);
      return r.value;
    };
    expect(ok(lat, '48,137')).toBe(48.137);
    expect(ok(lat, '-0,5')).toBe(-0.5);
    expect(ok(qty, '34,00')).toBe(34);
    expect(ok(qty, '12')).toBe(12);
    const p = coerceEnglish(lat, '1.234', comma);
    expect(p.ok || p.problem.message).toBe(
      "Latitude: '1.234' is ambiguous: 1234 if '.' separates thousands, or 1,234 if it is the decimal separator.",
    );
    const grouped = coerceEnglish(qty, '1.234.567', comma);
    expect(grouped.ok || grouped.problem.fix).toBe('Write the number without separators: 1234567.');
    const point = coerceEnglish(lat, '52.52', comma);
    expect(point.ok).toBe(false);
    const q = coerceEnglish(qty, '4,5', comma);
    expect(q.ok || q.problem.fix).toBe('Use a whole number such as 4 or 5.');
  });

  it('a decimal comma in a file without one says how to tell the import', () => {
    expect(refusal(qty, '34,00').fix).toBe('Write 34, or say which decimal separator the file uses (--decimal ,).');
  });

  it('refuses scientific notation: the digits may already be rounded away', () => {
    const p = refusal(qty, '1e3');
    expect(p.message).toMatch(/scientific notation/);
    expect(p.fix).toMatch(/Format the column as text.*such as 1000/);
    expect(refusal(f('Product', 'ID'), '1.23457E+11').rule).toBe('int32');
  });

  it('empty text is required for non-null fields and keys, null for nullable ones', () => {
    expect(refusal(qty, '  ')).toMatchObject({
      rule: 'required',
      message: expect.stringMatching(/AvailableQuantity is empty/),
    });
    expect(refusal(f('AttributeValue', 'ProductID'), '').message).toMatch(/part of the key/);
    expect(value(f('DistributionCenter', 'HandlingTimeMinutes'), '')).toBeNull();
  });

  it('property: String(n) comes back as n for every int32 n', () => {
    fc.assert(
      fc.property(fc.integer({ min: INT32_MIN, max: INT32_MAX }), (n) => {
        const r = coerceEnglish(qty, String(n));
        return r.ok && r.value === n;
      }),
      { numRuns: 2000 },
    );
  });

  it('property: integers outside int32 are always refused with the int32 rule', () => {
    const outside = fc.oneof(
      fc.bigInt({ min: BigInt(INT32_MAX) + 1n, max: 10n ** 30n }),
      fc.bigInt({ min: -(10n ** 30n), max: BigInt(INT32_MIN) - 1n }),
    );
    fc.assert(
      fc.property(outside, (n) => {
        const r = coerceEnglish(qty, n.toString());
        return !r.ok && r.problem.rule === 'int32';
      }),
      { numRuns: 500 },
    );
  });
});

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
