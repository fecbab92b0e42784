// Conformance with service-spec.md section 4: entity sets and paths, key order in URLs,
// POST bodies, PATCH bodies, $select/$orderby/$expand lists and the batch's real URIs.
import { describe, it, expect } from 'vitest';
import { catalogue, entityBySet, type EntityDef } from '../../../shared/resources/index.js';
import { listAfter, parenListAfter, section, splitList, subsections, tableRows } from './spec-text.js';

const sec4 = subsections(section('4'));
const has = (e: EntityDef, name: string) =>
  e.fields.some((f) => f.name === name) || e.navigation.some((n) => n.name === name);
const setOf = (path: string) => /^\/v1\/([\w/]+?)(\(|$)/.exec(path)![1]!;

describe.each(['4.2 Attribute values', '4.3 Custom fields', '4.4 DC quantities'])('%s', (heading) => {
  const rows = tableRows(sec4.get(heading)!, 'Method');
  const row = (method: string) => rows.find((r) => r[0] === method)!;
  const entity = entityBySet(setOf(row('POST')[1]!))!;

  it('POST body fields may be sent on create; upsert as stated', () => {
    expect(entity).toBeDefined();
    expect(entity.path).toBe(row('POST')[1]);
    const body = parenListAfter(row('POST')[2]!, 'body:');
    expect(body.length).toBe(4);
    for (const name of body) expect(entity.fields.find((f) => f.name === name)?.onCreate, name).not.toBe('never');
    if (/updates it when it exists/.test(row('POST')[2]!)) expect(entity.createIsUpsert).toBe(true);
  });

  it('GET path gives the keys in URL order, strings quoted and ints bare', () => {
    const segment = /\((.*)\)$/.exec(row('GET')[1]!)![1]!;
    const parts = segment.split(',').map((p) => /^(\w+)=('?)\{/.exec(p)!);
    expect(entity.keys).toEqual(parts.map((p) => p[1]));
    for (const p of parts) {
      expect(entity.fields.find((f) => f.name === p[1])!.type).toBe(p[2] ? 'string' : 'int32');
    }
  });

  it('GET $select and $expand lists name real fields and navigation properties', () => {
    const select = parenListAfter(row('GET')[2]!, '$select');
    const expand = parenListAfter(row('GET')[2]!, '$expand');
    expect(entity.getOptions).toEqual({ select, expand });
    for (const name of select) expect(has(entity, name), name).toBe(true);
    for (const name of expand.filter((x) => x !== '*')) expect(entity.navigation.map((n) => n.name)).toContain(name);
  });

  it('PATCH body holds exactly the patchable fields; DELETE exists', () => {
    const patch = /\{([^}]*)\}/
      .exec(row('PATCH')[2]!)![1]!
      .split(',')
      .map((s) => s.trim().split(' '));
    expect(entity.fields.filter((f) => f.patchable).map((f) => f.name)).toEqual(patch.map((p) => p[0]));
    for (const [name, type] of patch) if (type) expect(entity.fields.find((f) => f.name === name)!.type).toBe(type);
    expect(entity.operations).toMatchObject({ create: true, get: true, patch: true, delete: !!row('DELETE') });
  });
});

describe('4.1 list options', () => {
  const text = section('4');
  const orderbyLine = text.split('\n').find((l) => l.includes('$orderby values:'))!;
  const sets: Record<string, EntityDef> = {
    ChannelDocuments: catalogue.ChannelDocument,
    NotSupplied: catalogue.NotSuppliedChannelDocument,
    DistributionCenterOperatingHours: catalogue.OperatingHours,
  };

  it.each(Object.keys(sets))('$orderby for %s is exactly the spec list', (name) => {
    expect(sets[name]!.list!.orderby).toEqual(listAfter(orderbyLine, `${name}: `));
  });

  it('DistributionCenters: $orderby any property; $expand * or OperatingHours; others * only', () => {
    expect(orderbyLine).toMatch(/DistributionCenters: any DistributionCenter property/);
    const dc = catalogue.DistributionCenter;
    expect(dc.list!.orderby).toEqual(dc.fields.map((f) => f.name));
    expect(text).toMatch(
      /\$expand for DistributionCenters: '\*' or OperatingHours; for the other list endpoints: '\*' only/,
    );
    expect(dc.list!.expand).toEqual(['*', 'OperatingHours']);
    for (const e of [
      catalogue.ChannelDocument,
      catalogue.NotSuppliedChannelDocument,
      catalogue.OperatingHours,
      catalogue.Profile,
      catalogue.Package,
    ])
      expect(e.list!.expand, e.name).toEqual(['*']);
  });
});

describe('4.5-4.7 list endpoints', () => {
  const rowsOf = (h: string) => tableRows(sec4.get(h)!, 'Method');

  it('4.5 ChannelDocuments and NotSupplied: paths and $select lists', () => {
    for (const r of rowsOf('4.5 Channel documents').filter((x) => x[0] === 'GET')) {
      const entity = entityBySet(setOf(r[1]!))!;
      expect(entity.path, r[1]).toBe(r[1]);
      expect(entity.list!.select).toEqual(listAfter(r[2]!, '$select: ').map((s) => s.replace(/\)$/, '')));
      expect(entity.operations.list).toBe(true);
    }
  });

  it('4.5 ChannelDocuments POST query parameters are createParams with the stated types', () => {
    const post = rowsOf('4.5 Channel documents').find((x) => x[0] === 'POST')![2]!;
    const params = splitList(post.slice(post.indexOf('Query parameters: ') + 'Query parameters: '.length));
    const defs = catalogue.ChannelDocument.createParams!;
    expect(defs.map((d) => d.name)).toEqual(params.map((p) => p.split(' ')[0]));
    for (const p of params) {
      const def = defs.find((d) => d.name === p.split(' ')[0])!;
      expect(def.nullable, p).toBe(/nullable/.test(p));
      const stated = /ChannelDocumentType/.test(p) ? 'enum' : /binary/.test(p) ? 'binary' : p.split(' ')[1];
      expect(def.type, p).toBe(stated);
    }
  });

  it('4.6 DistributionCenters operations, create body and operating hours list', () => {
    const rows = rowsOf('4.6 Distribution centers and operating hours');
    const dc = catalogue.DistributionCenter;
    expect(dc.operations).toEqual({ list: true, get: true, create: true, patch: true, put: true, delete: true });
    const body = parenListAfter(rows.find((r) => r[0] === 'POST')![2]!, 'body:').filter((n) => !n.includes(' '));
    expect(body).toContain('HandlingTimeMinutes');
    for (const name of body) expect(dc.fields.find((f) => f.name === name)?.onCreate, name).toBe('optional');
    expect(entityBySet(setOf(rows.at(-1)![1]!))).toBe(catalogue.OperatingHours);
  });

  it('4.7 Profiles (list, one) and Packages (list) are read-only', () => {
    const paths = rowsOf('4.7 Profiles and packages').map((r) => r[1]!);
    expect(paths).toEqual(['/v1/Profiles', '/v1/Profiles(id)', '/v1/Packages']);
    expect(catalogue.Profile.operations).toMatchObject({ list: true, get: true, create: false });
    expect(catalogue.Package.operations).toMatchObject({ list: true, create: false });
    expect(catalogue.Profile.readOnly && catalogue.Package.readOnly).toBe(true);
  });
});

describe('4.9 real URIs', () => {
  it('the real URIs exist with the methods the alias table names', () => {
    const rows = tableRows(sec4.get('4.9 Batch')!, 'Alias (not allowed in batch)');
    const real = rows.map((r) => r[1]!).filter((u) => /AttributeValues\(|DCQuantities\(/.test(u));
    expect(real.length).toBe(3);
    expect(catalogue.AttributeValue.operations).toMatchObject({ patch: true, put: true, delete: true });
    expect(catalogue.DCQuantity.operations).toMatchObject({ patch: true, put: true, delete: true });
  });
});
