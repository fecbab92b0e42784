import { checkEnglish } from '../../support/english-problems.js';
import { describe, it, expect } from 'vitest';
import { catalogue, fieldOf, type EntityDef, type FieldDef } from '../../../shared/resources/index.js';

const f = (e: EntityDef, name: string): FieldDef => fieldOf(e, name)!;
const qty = f(catalogue.DCQuantity, 'AvailableQuantity');
const dc = catalogue.DistributionCenter;

describe('checkValue', () => {
  it('int32 edges', () => {
    expect(checkEnglish(qty, 2147483647)).toBeNull();
    expect(checkEnglish(qty, -2147483648)).toBeNull();
    expect(checkEnglish(qty, 0)).toBeNull();
    expect(checkEnglish(qty, 2147483648)).toMatchObject({ rule: 'int32', field: 'AvailableQuantity' });
    expect(checkEnglish(qty, -2147483649)!.message).toMatch(/-2147483649 is outside the int32 range/);
    expect(checkEnglish(qty, 4.5)).toMatchObject({
      rule: 'int32',
      message: expect.stringMatching(/not a whole number/),
    });
  });

  it('int32 as a quoted string is a type problem whose fix says to drop the quotes', () => {
    const p = checkEnglish(qty, '42')!;
    expect(p.rule).toBe('type');
    expect(p.fix).toMatch(/without quotes/);
    expect(checkEnglish(qty, Number.NaN)!.rule).toBe('type');
  });

  it('nullability: nullable fields accept null, others and keys do not', () => {
    expect(checkEnglish(f(catalogue.AttributeValue, 'Value'), null)).toBeNull();
    expect(checkEnglish(qty, null)).toMatchObject({ rule: 'nullable' });
    // The spec calls AttributeValue.ProductID nullable, but it is a key.
    const p = checkEnglish(f(catalogue.AttributeValue, 'ProductID'), null)!;
    expect(p.rule).toBe('nullable');
    expect(p.message).toMatch(/part of the key/);
  });

  it('maxLength 32 for Name and 32000 for Value', () => {
    const name = f(catalogue.AttributeValue, 'Name'),
      value = f(catalogue.AttributeValue, 'Value');
    expect(checkEnglish(name, 'x'.repeat(32))).toBeNull();
    expect(checkEnglish(name, 'x'.repeat(33))).toMatchObject({
      rule: 'maxLength',
      fix: expect.stringMatching(/32 characters/),
    });
    expect(checkEnglish(value, 'x'.repeat(32000))).toBeNull();
    const p = checkEnglish(value, 'x'.repeat(32001))!;
    expect(p.rule).toBe('maxLength');
    expect(p.message).toMatch(/32001 characters long; at most 32000/);
    expect(p.message.length).toBeLessThan(200);
  });

  it('enum: exact spelling only, with a case-insensitive suggestion', () => {
    const type = f(dc, 'Type');
    expect(checkEnglish(type, 'Warehouse')).toBeNull();
    const p = checkEnglish(type, 'warehouse')!;
    expect(p).toMatchObject({ rule: 'enum', fix: "Write 'Warehouse' (exact spelling)." });
    expect(checkEnglish(type, 'Shop')!.fix).toMatch(/Warehouse, ExternallyManaged, DropShip, RetailStore/);
    expect(checkEnglish(type, 1)!.rule).toBe('enum');
  });

  it('decimal, boolean, datetime, binary and patterned strings', () => {
    expect(checkEnglish(f(dc, 'Latitude'), 52.52)).toBeNull();
    expect(checkEnglish(f(dc, 'Latitude'), '52.52')!.rule).toBe('type');
    expect(checkEnglish(f(dc, 'ShipLocation'), true)).toBeNull();
    expect(checkEnglish(f(dc, 'ShipLocation'), 'true')!.fix).toMatch(/JSON boolean/);
    const del = f(dc, 'DeletedDateUtc');
    expect(checkEnglish(del, '2018-02-14T20:25:11.9133333Z')).toBeNull();
    expect(checkEnglish(del, '2018-02-14T20:25:11+01:00')).toBeNull();
    expect(checkEnglish(del, '2018-02-30T00:00:00Z')!.rule).toBe('type');
    expect(checkEnglish(del, '2018-02-14')!.rule).toBe('type');
    expect(checkEnglish(del, '2018-02-14T25:00:00Z')!.rule).toBe('type');
    const contents = f(catalogue.ChannelDocument, 'Contents');
    expect(checkEnglish(contents, 'JVBERi0xLjQK')).toBeNull();
    expect(checkEnglish(contents, 'not base64!')!.rule).toBe('type');
    const open = f(catalogue.OperatingHours, 'OpenTime');
    expect(checkEnglish(open, '08:30')).toBeNull();
    expect(checkEnglish(open, '8:30')!.fix).toMatch(/HH:mm, e.g. 08:30/);
  });
});
