// The export engine's query: one list table (the catalogue's listable sets), names matched
// ignoring case and given their exact spelling, and every unknown name refused before a
// request with a message that names it and a hint that lists what would work.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../shared/resources/index.js';
import { EXPORT_LISTS, exportListInfos } from '../../../../main/jobs/export/lists.js';
import { ExportError } from '../../../../main/jobs/export/errors.js';
import { resolveListQuery } from '../../../../main/jobs/export/list-query.js';
import { typedCell } from '../../../../main/jobs/export/typed-cell.js';

const refusal = (f: () => unknown): ExportError => {
  try {
    f();
  } catch (err) {
    if (err instanceof ExportError) return err;
    throw err;
  }
  throw new Error('expected an ExportError');
};

describe('export lists', () => {
  it('are every list the catalogue can list, in catalogue order', () => {
    const listable = Object.values(catalogue)
      .filter((e) => e.operations.list && e.list)
      .map((e) => e.entitySet);
    expect([...EXPORT_LISTS]).toEqual(listable);
    expect(exportListInfos().map((l) => l.id)).toEqual(listable);
  });

  it('offer every field but binary ones, and their navigations to expand', () => {
    const docs = exportListInfos().find((l) => l.id === 'ChannelDocuments')!;
    expect(docs.columns).not.toContain('Contents');
    expect(exportListInfos().find((l) => l.id === 'Products')!.expandable).toEqual(['DCQuantities', 'Attributes']);
  });
});

describe('resolveListQuery', () => {
  it('gives names their exact spelling and builds one query', () => {
    const q = resolveListQuery({
      resource: 'distributioncenters',
      filter: " Country eq 'GB' ",
      select: ['id', 'NAME'],
      orderby: [{ property: 'name', desc: true }],
      expand: ['operatinghours'],
      top: 5,
    });
    expect(q.entity.entitySet).toBe('DistributionCenters');
    expect(q.columns).toEqual(['ID', 'Name', 'OperatingHours']);
    expect(decodeURIComponent(q.path)).toBe(
      "/v1/DistributionCenters?$filter=Country eq 'GB'&$orderby=Name desc&$select=ID,Name,OperatingHours&$expand=OperatingHours&$top=5",
    );
  });

  it('expands a navigation named among the fields, once', () => {
    const q = resolveListQuery({ resource: 'Products', select: ['Sku', 'DCQuantities'], expand: ['dcquantities'] });
    expect(q.columns).toEqual(['Sku', 'DCQuantities']);
    expect(q.expand.map((n) => n.name)).toEqual(['DCQuantities']);
  });

  it("expands '*' as every navigation, where the spec allows only '*' (Profiles)", () => {
    const q = resolveListQuery({ resource: 'Profiles', select: ['ID'], expand: ['*'] });
    expect(q.columns).toEqual(['ID', 'SiteAccounts', 'ShippingLabelPartnerAccounts']);
    expect(decodeURIComponent(q.path)).toBe(
      '/v1/Profiles?$select=ID,SiteAccounts,ShippingLabelPartnerAccounts&$expand=*',
    );
    expect(refusal(() => resolveListQuery({ resource: 'Profiles', expand: ['SiteAccounts'] }))).toMatchObject({
      message: "Profiles cannot expand 'SiteAccounts'",
      hint: 'Expand: * (all of SiteAccounts, ShippingLabelPartnerAccounts).',
    });
    expect(resolveListQuery({ resource: 'Packages', expand: ['*'] }).path).toBe('/v1/Packages');
  });

  it('leaves binary fields out unless chosen, and asks the service for no more', () => {
    expect(resolveListQuery({ resource: 'ChannelDocuments' }).columns).toEqual([
      'DocumentKey',
      'ID',
      'ProfileID',
      'DocumentType',
    ]);
    expect(decodeURIComponent(resolveListQuery({ resource: 'ChannelDocuments' }).path)).toBe(
      '/v1/ChannelDocuments?$select=DocumentKey,ID,ProfileID,DocumentType',
    );
    expect(resolveListQuery({ resource: 'ChannelDocuments', select: ['ID', 'Contents'] }).columns).toEqual([
      'ID',
      'Contents',
    ]);
    expect(resolveListQuery({ resource: 'Packages' }).path).toBe('/v1/Packages');
  });

  it('refuses unknown lists, fields, navigations, orders and row counts with a hint', () => {
    expect(refusal(() => resolveListQuery({ resource: 'Widgets' }))).toMatchObject({
      message: "Cannot export 'Widgets'",
      hint: expect.stringContaining('Products, Orders'),
    });
    expect(refusal(() => resolveListQuery({ resource: 'Profiles', select: ['ID', 'Colour'] }))).toMatchObject({
      message: 'Profiles has no field Colour',
      hint: expect.stringContaining('AccountName'),
    });
    expect(refusal(() => resolveListQuery({ resource: 'Packages', expand: ['Boxes'] }))).toMatchObject({
      message: "Packages cannot expand 'Boxes'",
      hint: 'This list has nothing to expand.',
    });
    expect(
      refusal(() => resolveListQuery({ resource: 'Orders', orderby: [{ property: 'CustomFields', desc: false }] })),
    ).toMatchObject({ message: "Orders cannot be ordered by 'CustomFields'" });
    expect(refusal(() => resolveListQuery({ resource: 'Orders', top: Number.NaN })).message).toMatch(
      /not a number of rows/,
    );
  });
});

describe('the filter', () => {
  it('may use any field or navigation, and a lambda its own variable', () => {
    expect(() =>
      resolveListQuery({
        resource: 'DistributionCenters',
        filter: "startswith(code,'EXP-') and not IsDeleted and OperatingHours/any(h: h/DayID eq 'Monday')",
      }),
    ).not.toThrow();
  });

  it('may not use a field the list lacks', () => {
    expect(
      refusal(() => resolveListQuery({ resource: 'DistributionCenters', filter: "Contry eq 'GB' or ID gt 1" })),
    ).toMatchObject({
      message: 'DistributionCenters has no field Contry (in the filter)',
      hint: expect.stringContaining('Country'),
    });
    expect(
      refusal(() => resolveListQuery({ resource: 'Orders', filter: 'CustomFields/any(f: f/Value eq Total)' })).message,
    ).toBe('Orders has no field Total (in the filter)');
  });

  it('goes to the service as written when it cannot be read here (the service judges its syntax)', () => {
    expect(
      decodeURIComponent(resolveListQuery({ resource: 'DistributionCenters', filter: "Code eq 'unterminated" }).path),
    ).toBe("/v1/DistributionCenters?$filter=Code eq 'unterminated");
  });
});

describe('typedCell', () => {
  it('keeps numbers, booleans and text as they are, and writes objects as JSON', () => {
    expect([0, 1.5, true, false, '0001', '2024-01-01T01:00:00.000Z', null, undefined].map(typedCell)).toEqual([
      0,
      1.5,
      true,
      false,
      '0001',
      '2024-01-01T01:00:00.000Z',
      null,
      null,
    ]);
    expect(typedCell([{ DayID: 'Monday' }])).toBe('[{"DayID":"Monday"}]');
  });
});
