// Issue 14, idempotent DistributionCenters: `import new-dcs.csv --resource DistributionCenters`
// run twice made every center twice; a Code named twice in one file, a blank Name, Country
// "Germany" and ContactEmail "not-an-email" were all "Created"; the result had no IDs; and
// every center landed in the token's lowest profile. Real client, real sandbox over HTTP.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 5 }, 'cb-dc-upsert-');

const CONTOSO = 12000002;
const HEADER = 'Code,Name,City,Country,ContactEmail,ProfileID';

function run(name: string, lines: string[], extra: { operation?: string; profile?: number } = {}) {
  const file = join(ctx.dir, name);
  writeFileSync(file, [HEADER, ...lines].join('\r\n'));
  return runImport({
    file,
    resource: 'DistributionCenters',
    out: join(ctx.dir, name.replace('.csv', '-result.xlsx')),
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
    ...extra,
  });
}

/** The live centers with this Code, by ID. */
async function idsOfCode(code: string): Promise<number[]> {
  const r = await ctx.svc.client.request({
    method: 'GET',
    path: `/v1/DistributionCenters?$filter=${encodeURIComponent(`Code eq '${code}'`)}&$select=ID,IsDeleted`,
  });
  return ((r.body as { value: { ID: number; IsDeleted: boolean }[] }).value ?? [])
    .filter((d) => !d.IsDeleted)
    .map((d) => d.ID);
}

/** Whether a center belongs to a profile: the service accepts a quantity for it only in its own profile. */
async function inProfile(dc: number, profile: number, product: number): Promise<boolean> {
  const r = await ctx.svc.client.request({
    method: 'POST',
    path: '/v1/DCQuantities',
    body: { ProductID: product, ProfileID: profile, DistributionCenterID: dc, AvailableQuantity: 1 },
  });
  return r.ok;
}

const results = (rows: unknown[][]) => rows.slice(1).map((r) => r[6]);
const messages = (rows: unknown[][]) => rows.slice(1).map((r) => String(r[8]));

/** Every live center, as "ID Code Name". */
async function allCenters(): Promise<string[]> {
  const r = await ctx.svc.client.request({
    method: 'GET',
    path: '/v1/DistributionCenters?$select=ID,Code,Name,IsDeleted',
  });
  return ((r.body as { value: { ID: number; Code: string; Name: string; IsDeleted: boolean }[] }).value ?? [])
    .filter((d) => !d.IsDeleted)
    .map((d) => `${d.ID} ${d.Code} ${d.Name}`);
}

describe('DistributionCenters keyed by Code', () => {
  it('matches a Code as the service compares it: `ch-ber ` is CH-BER, a new spaced Code refused (issue 41)', async () => {
    const before = await allCenters();
    const job = await run('codes-typed.csv', [
      `ch-ber ,Contoso Berlin,Potsdam,DE,berlin@example.com,${CONTOSO}`,
      ` st-new ,Store New,Kiel,DE,new@example.com,${CONTOSO}`,
    ]);
    expect(job.exitCode).toBe(1);
    const rows = await readSheet(job.out!, 'Results');
    expect(results(rows)).toEqual(['Updated', 'Invalid']);
    expect(messages(rows)[1]).toBe(
      'Code " st-new " has spaces around it and names no center: stored as typed it would be a new center beside "st-new". Remove the spaces (or give the Code of an existing center).',
    );
    expect(job.notes).toContain(
      'Code "ch-ber " (row 2) is the center "CH-BER": the service compares Codes without case or surrounding spaces, so "CH-BER" was used.',
    );
    // No second Contoso Berlin, no center for the spaced Code; Berlin's City is the file's.
    expect(await allCenters()).toEqual(before);
    const berlin = await ctx.svc.client.request({ method: 'GET', path: '/v1/DistributionCenters(1)' });
    expect(berlin.body).toMatchObject({ Code: 'CH-BER', Name: 'Contoso Berlin', City: 'Potsdam' });
  });

  it('run twice creates each center once; the second run is Unchanged; the result names their IDs', async () => {
    const lines = [
      `ST-001,Store One,Munich,DE,one@example.com,${CONTOSO}`,
      `ST-002,Store Two,Berlin,DE,two@example.com,${CONTOSO}`,
    ];
    const first = await run('new-dcs.csv', lines);
    expect(first.exitCode).toBe(0);
    const [one] = await idsOfCode('ST-001');
    const [two] = await idsOfCode('ST-002');
    expect(typeof one).toBe('number');
    const rows = await readSheet(first.out!, 'Results');
    expect(rows[0]).toEqual([
      'Code',
      'Name',
      'City',
      'Country',
      'ContactEmail',
      'ProfileID',
      'Result',
      'HTTP Status',
      'Message',
      'Old Value',
      'New Value',
      'DistributionCenter ID',
    ]);
    expect(results(rows)).toEqual(['Created', 'Created']);
    expect(rows.slice(1).map((r) => r[11])).toEqual([one, two]);

    const second = await run('new-dcs-again.csv', lines);
    expect(second.exitCode).toBe(0);
    const again = await readSheet(second.out!, 'Results');
    expect(results(again)).toEqual(['Unchanged', 'Unchanged']);
    expect(again.slice(1).map((r) => r[11])).toEqual([one, two]);
    expect(await idsOfCode('ST-001')).toEqual([one]);
    expect(await idsOfCode('ST-002')).toEqual([two]);
    // The center went into the profile its row named.
    expect(await inProfile(one!, CONTOSO, 2000001)).toBe(true);
    expect(await inProfile(one!, 12000001, 1000001)).toBe(false);

    // A changed value updates the center found by Code, and says what it replaced.
    const third = await run('changed.csv', [`ST-001,Store One,Augsburg,DE,one@example.com,${CONTOSO}`]);
    const changed = await readSheet(third.out!, 'Results');
    expect(results(changed)).toEqual(['Updated']);
    expect(String(changed[1]![9])).toContain('City=Munich');
    expect(changed[1]![11]).toBe(one);
    expect(await idsOfCode('ST-001')).toEqual([one]);
  });

  it('refuses a Code named twice in one file (both rows), a blank Name, a country name and a bad address', async () => {
    const outcome = await run('bad.csv', [
      `DUP-1,Dup A,Munich,DE,,${CONTOSO}`,
      `OK-1,Fine,Munich,DE,,${CONTOSO}`,
      `DUP-1,Dup B,Munich,DE,,${CONTOSO}`,
      `NONAME-1,,Munich,DE,,${CONTOSO}`,
      `GER-1,Germany Store,Munich,Germany,,${CONTOSO}`,
      `MAIL-1,Mail Store,Munich,DE,not-an-email,${CONTOSO}`,
    ]);
    expect(outcome.exitCode).toBe(1);
    const rows = await readSheet(outcome.out!, 'Results');
    expect(results(rows)).toEqual(['Invalid', 'Created', 'Invalid', 'Invalid', 'Invalid', 'Invalid']);
    const m = messages(rows);
    expect(m[0]).toContain("Code 'DUP-1' is also on row 4");
    expect(m[2]).toContain("Code 'DUP-1' is also on row 2");
    expect(m[3]).toContain('Name is blank');
    expect(m[4]).toBe(`Country 'Germany': 'Germany' is not an ISO 3166-1 alpha-2 country code. Fix: use "DE"`);
    expect(m[5]).toBe(
      `ContactEmail 'not-an-email': 'not-an-email' is not an e-mail address. Fix: Write an address such as ops@example.com, or leave ContactEmail blank`,
    );
    for (const code of ['DUP-1', 'NONAME-1', 'GER-1', 'MAIL-1']) expect(await idsOfCode(code)).toEqual([]);
    expect((await idsOfCode('OK-1')).length).toBe(1);
  });

  it('create refuses a Code that exists, naming its ID', async () => {
    const outcome = await run('create.csv', [`CH-BER,Another Berlin,Berlin,DE,,${CONTOSO}`], { operation: 'create' });
    const rows = await readSheet(outcome.out!, 'Results');
    expect(results(rows)).toEqual(['Invalid']);
    expect(messages(rows)[0]).toContain("Code 'CH-BER' exists as ID 1");
    expect(await idsOfCode('CH-BER')).toEqual([1]);
  });

  it('with several profiles, a row without a profile is Invalid naming them; --profile chooses one', async () => {
    const file = 'no-profile.csv';
    writeFileSync(join(ctx.dir, file), 'Code,Name\r\nNP-1,No Profile\r\n');
    const common = {
      resource: 'DistributionCenters',
      client: ctx.svc.client,
      connection: ctx.connection(),
      mappingStore: null,
      file: join(ctx.dir, file),
    };
    const refused = await runImport({ ...common, out: join(ctx.dir, 'np-result.xlsx') });
    const rows = await readSheet(refused.out!, 'Results');
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Invalid']);
    expect(String(rows[1]![4])).toBe(
      'No profile for this center: the connection covers profiles 12000001 (Northwind Outfitters LLC), 12000002 (Contoso Home GmbH). Fix: add a ProfileID column, or choose the profile for the run (--profile <id>)',
    );
    expect(await idsOfCode('NP-1')).toEqual([]);

    const unknown = await run('unknown-profile.csv', ['UP-1,Unknown Profile,Munich,DE,,999']);
    expect(messages(await readSheet(unknown.out!, 'Results'))[0]).toContain(
      'ProfileID 999 is not a profile of this connection; it could be 12000001 (Northwind Outfitters LLC), 12000002 (Contoso Home GmbH)',
    );

    const chosen = await runImport({ ...common, out: join(ctx.dir, 'np-chosen.xlsx'), profile: CONTOSO });
    expect(chosen.exitCode).toBe(0);
    const [id] = await idsOfCode('NP-1');
    expect(await inProfile(id!, CONTOSO, 2000002)).toBe(true);
  });
});
