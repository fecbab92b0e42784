// Conformance: every field service-spec.md section 2 names is in the catalogue with the type,
// nullability and key membership the spec states. The spec is read, not copied.
import { describe, it, expect } from 'vitest';
import {
  ENUMS,
  INT32_MAX,
  INT32_MIN,
  catalogue,
  type EntityDef,
  type EntityName,
} from '../../../shared/resources/index.js';
import { listAfter, section, specText, subsections, tableRows } from './spec-text.js';

const sec2 = subsections(section('2'));
const field = (e: EntityDef, name: string) => e.fields.find((f) => f.name === name);
const typeOf: Record<string, string> = { int32: 'int32', string: 'string', decimal: 'decimal', boolean: 'boolean' };

describe('service-spec.md section 2 field tables', () => {
  const tabled = [...sec2].filter(([, body]) => body.includes('| Field | Type | Notes |'));

  it('finds the tables it is meant to check', () => {
    expect(tabled.map(([h]) => h)).toEqual(['AttributeValue', 'CustomField', 'DCQuantity']);
  });

  for (const [heading, body] of tabled) {
    describe(heading, () => {
      const entity = catalogue[heading as EntityName];
      const rows = tableRows(body, 'Field');

      it('has the keys in the order of the Key line', () => {
        const keyLine = /Key: \(([^)]*)\)/.exec(body);
        expect(keyLine).not.toBeNull();
        expect(entity.keys).toEqual(keyLine![1]!.split(',').map((s) => s.trim()));
      });

      it.each(rows.map((r) => [r[0]!, r[1]!, r[2]!]))('%s is %s', (name, type, notes) => {
        const f = field(entity, name);
        expect(f, `${heading}.${name} missing`).toBeDefined();
        expect(f!.type).toBe(typeOf[type.split(',')[0]!.trim()]);
        expect(f!.nullable).toBe(/\bnullable\b/.test(type));
        expect(Boolean(f!.key)).toBe(/part of key/.test(notes));
        if (f!.type === 'int32') expect([f!.min, f!.max]).toEqual([INT32_MIN, INT32_MAX]);
      });

      it('has exactly the fields of the table', () => {
        expect(entity.fields.map((f) => f.name).sort()).toEqual(rows.map((r) => r[0]).sort());
      });

      it('lets PATCH change only the field the notes name', () => {
        const only = rows.filter((r) => /only field changeable by PATCH/.test(r[2]!)).map((r) => r[0]);
        expect(entity.fields.filter((f) => f.patchable).map((f) => f.name)).toEqual(only);
      });

      it('has the navigation property', () => {
        const nav = /Navigation property: (\w+)/.exec(body)![1];
        expect(entity.navigation.map((n) => n.name)).toContain(nav);
      });
    });
  }
});

describe('service-spec.md section 2 property lists', () => {
  const dc = catalogue.DistributionCenter;
  const dcText = sec2.get('DistributionCenter')!;

  it('DistributionCenter has every property, names exact, in the spec order', () => {
    const names = listAfter(dcText, 'Properties (names exact): ');
    expect(names.length).toBeGreaterThan(30);
    expect(dc.fields.map((f) => f.name)).toEqual(names);
    expect(dc.navigation.map((n) => n.name)).toEqual([/Navigation property: (\w+)/.exec(dcText)![1]]);
    expect(dc.keys).toEqual(['ID']);
  });

  it('DistributionCenter create-body types: strings, the Type enum and HandlingTimeMinutes, all nullable', () => {
    const strings = listAfter(dcText, '(all nullable): string: ');
    expect(strings).toContain('TimeZone');
    for (const name of strings) expect(field(dc, name), name).toMatchObject({ type: 'string', nullable: true });
    const [, enumField, enumName] = /(\w+) is an enumeration (\w+) \(nullable\)/.exec(dcText)!;
    expect(field(dc, enumField!)).toMatchObject({ type: 'enum', enum: enumName, nullable: true });
    const [, intField] = /(\w+) is int32, nullable/.exec(dcText)!;
    expect(field(dc, intField!)).toMatchObject({ type: 'int32', nullable: true });
  });

  it.each([
    ['OperatingHours', 'OperatingHours'],
    ['ChannelDocument', 'ChannelDocument'],
    ['NotSuppliedChannelDocument', 'NotSuppliedChannelDocument'],
  ] as const)('%s has every listed property', (heading, name) => {
    const items = listAfter(sec2.get(heading)!, 'Properties: ');
    const entity = catalogue[name];
    expect(entity.fields.map((f) => f.name)).toEqual(items.map((i) => i.split(' ')[0]));
    for (const item of items) {
      const en = /\(enumeration (\w+)\)/.exec(item);
      if (en) expect(field(entity, item.split(' ')[0]!)).toMatchObject({ type: 'enum', enum: en[1] });
    }
  });

  it('the VAT invoice variant extends ChannelDocument', () => {
    expect(sec2.get('ChannelDocument')).toMatch(/variant for marketplace VAT invoices/);
    const base = catalogue.ChannelDocument.fields.map((f) => f.name);
    expect(catalogue.VatInvoiceChannelDocument.fields.map((f) => f.name).slice(0, base.length)).toEqual(base);
    expect(catalogue.VatInvoiceChannelDocument.variantOf).toBe('ChannelDocument');
  });

  it('Profile has the collections and key names the spec describes', () => {
    const text = sec2.get('Profile')!;
    expect([...text.matchAll(/collection of (\w+) \((\w+) identifies/g)]).toHaveLength(2);
    for (const [, nav] of text.matchAll(/collection of (\w+) \((\w+) identifies/g)) {
      const def = catalogue.Profile.navigation.find((n) => n.name === nav);
      expect(def, nav).toMatchObject({ collection: true });
    }
    for (const [, nav, key] of text.matchAll(/collection of (\w+) \((\w+) identifies/g)) {
      const target = catalogue[catalogue.Profile.navigation.find((n) => n.name === nav)!.target];
      expect(target.keys).toEqual([key]);
    }
  });

  it('Orders has DistributionCenterTypeRollup; every enumeration named in Gaps exists', () => {
    const prop = /Orders entity has a property (\w+)/.exec(sec2.get('Related records')!)![1]!;
    expect(field(catalogue.Order, prop)).toMatchObject({ type: 'enum', enum: prop });
    const named = /Values of ([\w, ]+) and other enumerations/.exec(sec2.get('Gaps')!)![1]!.split(', ');
    for (const e of named) expect(ENUMS[e as keyof typeof ENUMS]?.length, e).toBeGreaterThan(0);
  });

  it('uses the int32 range of section 2 and section 8', () => {
    const [, lo, hi] = /range (-\d+) to (\d+)/.exec(section('2'))!;
    expect([INT32_MIN, INT32_MAX]).toEqual([Number(lo), Number(hi)]);
    expect(specText).toMatch(new RegExp(`\\| int32 fields \\| ${INT32_MIN} to ${INT32_MAX} \\|`));
  });
});
