// Internal consistency of the catalogue, so every consumer can trust what it reads.
import { describe, it, expect } from 'vitest';
import {
  ENUMS,
  INT32_MAX,
  INT32_MIN,
  catalogue,
  entityByName,
  entityBySet,
  fieldOf,
  type EntityName,
} from '../../../shared/resources/index.js';

const entities = Object.values(catalogue);

describe('catalogue consistency', () => {
  it.each(entities.map((e) => [e.name, e] as const))('%s is well formed', (name, e) => {
    expect(e.name).toBe(name);
    expect(new Set(e.fields.map((f) => f.name)).size).toBe(e.fields.length);
    // keys: fields marked key, in URL order
    expect(
      e.fields
        .filter((f) => f.key)
        .map((f) => f.name)
        .sort(),
    ).toEqual([...e.keys].sort());
    for (const f of e.fields) {
      if (f.type === 'int32') expect([f.min, f.max], f.name).toEqual([INT32_MIN, INT32_MAX]);
      if (f.type === 'enum') expect(ENUMS[f.enum!], f.name).toBeDefined();
      if (e.readOnly) expect([f.onCreate, f.patchable], f.name).toEqual(['never', false]);
    }
    for (const n of e.navigation) expect(catalogue[n.target], n.name).toBeDefined();
    const names = new Set([...e.fields.map((f) => f.name), ...e.navigation.map((n) => n.name)]);
    for (const s of [...(e.list?.select ?? []), ...(e.getOptions?.select ?? [])]) expect(names.has(s), s).toBe(true);
    for (const o of e.list?.orderby ?? [])
      expect(
        e.fields.some((f) => f.name === o),
        o,
      ).toBe(true);
    for (const x of [...(e.list?.expand ?? []), ...(e.getOptions?.expand ?? [])]) {
      expect(x === '*' || e.navigation.some((n) => n.name === x), x).toBe(true);
    }
    expect(Boolean(e.list)).toBe(e.operations.list);
    if (e.path) expect(e.path).toBe(`/v1/${e.entitySet}`);
  });

  it('upserting POSTs are the three keyed value resources', () => {
    expect(
      entities
        .filter((e) => e.createIsUpsert)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['AttributeValue', 'CustomField', 'DCQuantity']);
  });

  it('scopes follow the area each entity belongs to', () => {
    const scopes = Object.fromEntries(entities.filter((e) => e.path).map((e) => [e.name, e.scope]));
    expect(scopes).toMatchObject({
      AttributeValue: 'inventory',
      DCQuantity: 'inventory',
      DistributionCenter: 'inventory',
      OperatingHours: 'inventory',
      Product: 'inventory',
      CustomField: 'orders',
      ChannelDocument: 'orders',
      Order: 'orders',
      Profile: 'any',
      Package: 'any',
    });
  });

  it('AttributeValue bounds: Name 32, Value 32000; only Value patchable', () => {
    const av = entityByName('AttributeValue');
    expect(fieldOf(av, 'Name')!.maxLength).toBe(32);
    expect(fieldOf(av, 'Value')!.maxLength).toBe(32000);
    expect(av.fields.filter((f) => f.patchable).map((f) => f.name)).toEqual(['Value']);
  });

  it('DistributionCenter: service-owned fields are never sent; all others are writable', () => {
    const dc = catalogue.DistributionCenter;
    const owned = dc.fields.filter((f) => f.onCreate === 'never').map((f) => f.name);
    expect(owned).toEqual(['ID', 'IsExternallyManaged', 'IsDeleted', 'DeletedDateUtc']);
    expect(dc.fields.filter((f) => !owned.includes(f.name)).every((f) => f.patchable)).toBe(true);
    expect(fieldOf(dc, 'Latitude')).toMatchObject({ type: 'decimal', nullable: true });
    expect(fieldOf(dc, 'PickupLocation')).toMatchObject({ type: 'boolean', nullable: false });
  });
});

describe('look-ups', () => {
  it('entityBySet is case-insensitive and skips variants and contained entities', () => {
    expect(entityBySet('attributevalues')).toBe(catalogue.AttributeValue);
    expect(entityBySet('DISTRIBUTIONCENTEROPERATINGHOURS')).toBe(catalogue.OperatingHours);
    expect(entityBySet('ChannelDocuments')).toBe(catalogue.ChannelDocument);
    expect(entityBySet('channeldocuments/notsupplied')).toBe(catalogue.NotSuppliedChannelDocument);
    expect(entityBySet('SiteAccounts')).toBeUndefined();
    expect(entityBySet('Nope')).toBeUndefined();
  });

  it('fieldOf is case-insensitive and prefers the exact name', () => {
    expect(fieldOf(catalogue.DCQuantity, 'availablequantity')!.name).toBe('AvailableQuantity');
    expect(fieldOf(catalogue.DCQuantity, 'Product')).toBeUndefined();
  });

  it('entityByName throws on a name outside the catalogue', () => {
    expect(() => entityByName('Nope' as EntityName)).toThrow(/Unknown entity 'Nope'/);
  });
});
