import { validateEnglish } from '../../support/english-problems.js';
import { describe, it, expect } from 'vitest';
import { catalogue } from '../../../shared/resources/index.js';

const av = catalogue.AttributeValue;
const rules = (ps: { field: string; rule: string }[]) => ps.map((p) => `${p.field}:${p.rule}`);

describe('validateBody', () => {
  it('accepts a complete create body and flags missing keys', () => {
    expect(validateEnglish(av, { ProductID: 12, ProfileID: 1, Name: 'Color', Value: 'Red' }, 'create')).toEqual([]);
    expect(validateEnglish(av, { ProductID: 12, Name: 'Color' }, 'create')).toEqual([]); // ProfileID optional here
    const ps = validateEnglish(av, { Value: 'Red' }, 'create');
    expect(rules(ps).sort()).toEqual(['Name:required', 'ProductID:required']);
    expect(ps[0]!.fix).toMatch(/Add .* to the body/);
  });

  it('unknown fields, with a fix for a different casing', () => {
    const ps = validateEnglish(av, { name: 'Color', ProductID: 1, Colour: 'x', 'Name@odata.type': 'x' }, 'create');
    expect(rules(ps)).toEqual(['name:unknownField', 'Colour:unknownField', 'Name:required']);
    expect(ps[0]!.fix).toBe("Write 'Name' (exact spelling).");
    expect(ps[1]!.fix).toMatch(/AttributeValue has: ProductID, ProfileID, Name, Value/);
  });

  it('PATCH may change only patchable fields', () => {
    expect(validateEnglish(av, { Value: 'Blue' }, 'patch')).toEqual([]);
    const ps = validateEnglish(av, { Value: 'Blue', Name: 'Colour', ProfileID: 3 }, 'patch');
    expect(rules(ps)).toEqual(['Name:notPatchable', 'ProfileID:notPatchable']);
    expect(ps[0]!.fix).toMatch(/Send only Value in a PATCH body; the key belongs in the URL/);
  });

  it('PUT tolerates the key fields but not other non-patchable fields', () => {
    expect(validateEnglish(av, { Name: 'Color', ProductID: 12, Value: 'Blue' }, 'put')).toEqual([]);
    expect(rules(validateEnglish(av, { ProfileID: 1, Value: 'x' }, 'put'))).toEqual(['ProfileID:notPatchable']);
  });

  it('checks each value', () => {
    const ps = validateEnglish(
      catalogue.DCQuantity,
      { ProductID: 2147483648, DistributionCenterID: 0, AvailableQuantity: null },
      'create',
    );
    expect(rules(ps)).toEqual(['ProductID:int32', 'AvailableQuantity:nullable']);
  });

  it('DistributionCenter create refuses service-owned fields; read-only entities refuse everything', () => {
    const ps = validateEnglish(catalogue.DistributionCenter, { ID: 5, Name: 'Main', IsDeleted: false }, 'create');
    expect(rules(ps)).toEqual(['ID:notPatchable', 'IsDeleted:notPatchable']);
    expect(ps[0]!.message).toMatch(/set by the service/);
    const pkg = validateEnglish(catalogue.Package, { Name: 'Box' }, 'patch');
    expect(pkg[0]!.fix).toMatch(/cannot be changed through the API/);
    expect(validateEnglish(catalogue.DistributionCenter, { Type: 'DropShip', Latitude: 1.5 }, 'patch')).toEqual([]);
  });

  it('names a navigation property as such', () => {
    const ps = validateEnglish(catalogue.DistributionCenter, { OperatingHours: [] }, 'patch');
    expect(ps[0]).toMatchObject({ rule: 'unknownField', fix: expect.stringMatching(/navigation property/) });
  });
});
