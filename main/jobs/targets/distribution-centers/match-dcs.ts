// DistributionCenters are keyed by Code (issue 14). Before anything is sent, for a create or
// an upsert: a Code named by two rows of the file makes both Invalid; the centers the Codes
// name are read in bulk ($filter on Code); then a create of a Code that exists is Invalid
// ("exists as ID 5"), and an upsert updates the center found (Unchanged when every value is
// already there, its old values kept for the undo workbook) or creates it when absent. A
// center to create goes into the profile of its row's ProfileID, else the profile chosen for
// the run, else the connection's only profile; a row whose profile is not known is Invalid,
// naming the profiles it could be. (Without this the service put every new center into the
// lowest profile of the token, and running a file twice created every center twice.)
import { engineMessage, type Message } from '../../../../shared/i18n/index.js';
import { chunkAnyEq, formatQuery } from '../../../../shared/odata/index.js';
import { checkAbort, type JobClient } from '../../engine-port.js';
import { addJobNotes, inTransaction, planRow, settleRow, unplannedRows, type Journal } from '../../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../../target.js';
import { newValueText } from '../../plan/build-request.js';
import { loadBaseline, countHeldBack } from '../../baseline/preflight-baseline.js';
import { idOf, idRefusal, readById, type Center } from './match-by-id.js';
import { judgeCenter, type LoadedBaseline } from './baseline-dcs.js';
import { normaliseCodes, spacedCodeMessage } from './match-codes.js';
import type { StageContext } from '../../stage-context.js';

interface Profile {
  id: number;
  name: string;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

async function readProfiles(client: JobClient): Promise<Profile[]> {
  const out: Profile[] = [];
  for await (const page of client.list<{ ID: number; CompanyName?: string | null; AccountName?: string | null }>(
    `/v1/Profiles?${formatQuery({ select: ['ID', 'CompanyName', 'AccountName'] })}`,
  ))
    for (const p of page) out.push({ id: p.ID, name: p.CompanyName || p.AccountName || '' });
  return out.sort((a, b) => a.id - b.id);
}

/** The live centers with these Codes, in bulk ($filter on Code, about 70 Codes a request). */
export async function readByCode(
  client: JobClient,
  codes: string[],
): Promise<{ byCode: Map<string, Record<string, unknown>[]>; requests: number }> {
  const byCode = new Map<string, Record<string, unknown>[]>();
  let requests = 0;
  for (const filter of chunkAnyEq('Code', codes))
    for await (const page of client.list<Record<string, unknown>>(
      `/v1/DistributionCenters?${formatQuery({ filter })}`,
    )) {
      requests++;
      for (const dc of page) {
        if (dc.IsDeleted === true) continue; // a deleted center's Code may be used again
        const code = String(dc.Code);
        byCode.set(code, [...(byCode.get(code) ?? []), dc]);
      }
    }
  return { byCode, requests };
}

const codeOf = (f: Record<string, unknown>): string | null =>
  typeof f.Code === 'string' && f.Code.trim() !== '' ? f.Code.trim() : null;

type DcRow = ReturnType<typeof unplannedRows>[number] & { f: Record<string, unknown> };

/** What every row's match needs: the file's Codes, the service's centers and profiles. */
interface MatchContext {
  journal: Journal;
  target: ImportTarget;
  operation: ImportOperation;
  /** Row numbers per Code in the file. */
  rowsByCode: Map<string, number[]>;
  /** Live centers per Code on the service. */
  existing: Map<string, Record<string, unknown>[]>;
  /** Row numbers per ID, for the rows of an upsert that give one (an export's ID column). */
  rowsById: Map<number, number[]>;
  /** The centers those IDs name. */
  byId: Map<number, Center>;
  profiles: Profile[];
  profileList: string;
  /** The profile chosen for the run, if any. */
  chosen: number | undefined;
  /** The baseline the file came with (issue 26), or null. */
  baseline: LoadedBaseline | null;
  /** The rows held back by it, counted for the run's note. */
  heldBack: { result: 'Skipped'; message: Message }[];
  /** New Codes with spaces around them (by seq): refused (issue 41). */
  spaced: Map<number, string>;
}

/** Why the row's Code cannot be matched, or undefined when it can. */
function codeRefusal(ctx: MatchContext, r: DcRow, code: string | null): Message | undefined {
  const others = code ? ctx.rowsByCode.get(code)!.filter((n) => n !== r.row_number) : [];
  if (code && others.length) return engineMessage('dc.codeTwice', { code, rows: others.join(', ') });
  if (!code && ctx.operation === 'upsert') return engineMessage('dc.codeBlank');
  const found = code ? (ctx.existing.get(code) ?? []) : [];
  if (found.length > 1)
    return engineMessage('dc.codeManyTimes', { code: String(code), ids: found.map((d) => String(d.ID)).join(', ') });
  const dc = found[0];
  if (dc && ctx.operation === 'create')
    return engineMessage('dc.codeExists', { code: String(code), id: String(dc.ID) });
  return undefined;
}

/**
 * An upsert of a center that exists: held back when the file and the service both changed a
 * field since the file's export, Unchanged when every value to send is there already, else a
 * PATCH of the fields the file changed (all of them without a baseline).
 */
function planUpdate(
  ctx: MatchContext,
  r: DcRow,
  dc: Record<string, unknown>,
  fileValues: Record<string, unknown>,
): void {
  const { journal, target } = ctx;
  const id = dc.ID as number;
  const judged = judgeCenter(ctx.baseline, dc, fileValues);
  const values = judged.values;
  const old = Object.fromEntries(Object.keys(values).map((k) => [k, dc[k] ?? null]));
  const withId = { ...fileValues, ID: id };
  if (judged.heldBack) {
    const current = Object.fromEntries(Object.keys(fileValues).map((k) => [k, dc[k] ?? null]));
    const held = { seq: r.seq, state: 'skipped' as const, message: judged.heldBack };
    settleRow(journal, {
      ...held,
      old: newValueText(target, 'update', current),
      new: newValueText(target, 'update', fileValues),
    });
    ctx.heldBack.push({ result: 'Skipped', message: judged.heldBack });
    return;
  }
  if (Object.entries(values).every(([k, v]) => same(dc[k], v))) {
    settleRow(journal, {
      seq: r.seq,
      state: 'unchanged',
      message: judged.notEdited ?? engineMessage('dc.alreadyHasValues', { id }),
      old: newValueText(target, 'update', old),
      new: newValueText(target, 'update', values),
      fields: withId, // the report's ID column names the matched center too
    });
    return;
  }
  planRow(journal, {
    seq: r.seq,
    fields: withId,
    method: 'PATCH',
    path: `/v1/DistributionCenters(${id})`,
    body: values,
    old: newValueText(target, 'update', old),
    new: newValueText(target, 'update', values),
    existed: true,
    oldValues: old,
  });
}

/** A new center: it needs a name and a known profile (the row's, the run's, or the only one). */
function planCreate(
  ctx: MatchContext,
  r: DcRow,
  code: string | null,
  rowProfile: unknown,
  values: Record<string, unknown>,
): void {
  const { journal, profiles, profileList } = ctx;
  const invalid = (message: Message): void => settleRow(journal, { seq: r.seq, state: 'invalid', message });
  if (values.Name === undefined || values.Name === null || text(values.Name).trim() === '') {
    invalid(engineMessage('dc.newNeedsName', { code: String(code) }));
    return;
  }
  const profile =
    (rowProfile as number | undefined) ?? ctx.chosen ?? (profiles.length === 1 ? profiles[0]!.id : undefined);
  if (profile === undefined || !profiles.some((p) => p.id === profile)) {
    invalid(
      profile === undefined
        ? engineMessage('dc.noProfile', { profiles: profileList })
        : engineMessage('dc.notAProfile', { profile, profiles: profileList }),
    );
    return;
  }
  planRow(journal, {
    seq: r.seq,
    fields: r.f.ProfileID === undefined ? { ...r.f, ProfileID: profile } : r.f,
    method: 'POST',
    // A new center belongs to the profile named in the query (the body has no ProfileID).
    path: `/v1/DistributionCenters?ProfileID=${profile}`,
    body: values,
    old: null,
    new: newValueText(ctx.target, 'create', values),
    existed: false,
  });
}

/** A row whose ID names the center: an update of it, whatever its Code. */
function matchById(ctx: MatchContext, r: DcRow, id: number): void {
  const { ProfileID: _profile, ID: _id, ...values } = r.f;
  const dc = ctx.byId.get(id);
  const refusal = idRefusal(id, r.row_number, ctx.rowsById, dc, values);
  if (refusal !== undefined || !dc) {
    settleRow(ctx.journal, { seq: r.seq, state: 'invalid', message: refusal ?? '' });
    return;
  }
  planUpdate(ctx, r, dc, values);
}

function matchRow(ctx: MatchContext, r: DcRow): void {
  const id = ctx.operation === 'upsert' ? idOf(r.f) : null;
  if (id !== null) {
    matchById(ctx, r, id);
    return;
  }
  const code = codeOf(r.f);
  const spaced = ctx.spaced.get(r.seq);
  const refusal = spaced !== undefined ? spacedCodeMessage(spaced) : codeRefusal(ctx, r, code);
  if (refusal !== undefined) {
    settleRow(ctx.journal, { seq: r.seq, state: 'invalid', message: refusal });
    return;
  }
  const dc = code ? ctx.existing.get(code)?.[0] : undefined;
  const { ProfileID: rowProfile, ...values } = r.f;
  if (dc) planUpdate(ctx, r, dc, values);
  else planCreate(ctx, r, code, rowProfile, values);
}

export async function matchDistributionCenters(stage: StageContext): Promise<{ requests: number }> {
  const { journal, client, target, operation, ...opts } = stage;
  if (operation !== 'create' && operation !== 'upsert') return { requests: 0 };
  const rows = unplannedRows(journal).map((r) => ({ ...r, f: JSON.parse(r.fields!) as Record<string, unknown> }));
  // Codes as the service compares them, before they are looked up or counted twice (issue 41).
  const codes0 = await normaliseCodes(client, rows);
  if (codes0.notes.length) addJobNotes(journal, codes0.notes);

  // A Code (or an ID) named twice in one file: which row should win is not for the engine to
  // guess. Rows with an ID are found by it, so their Codes are not looked up.
  const rowsByCode = new Map<string, number[]>();
  const rowsById = new Map<number, number[]>();
  for (const r of rows) {
    const id = operation === 'upsert' ? idOf(r.f) : null;
    const code = codeOf(r.f);
    if (id !== null) rowsById.set(id, [...(rowsById.get(id) ?? []), r.row_number]);
    else if (code) rowsByCode.set(code, [...(rowsByCode.get(code) ?? []), r.row_number]);
  }
  checkAbort(opts.signal, 'preflight');
  const codes = [...rowsByCode.keys()];
  const read = codes.length ? await readByCode(client, codes) : { byCode: new Map(), requests: 0 };
  const existing: Map<string, Record<string, unknown>[]> = read.byCode;
  const byIdRead = rowsById.size ? await readById(client, [...rowsById.keys()]) : { byId: new Map(), requests: 0 };
  const profiles = await readProfiles(client);
  const requests = read.requests + byIdRead.requests + 1 + codes0.requests;
  const profileList = profiles.map((p) => `${p.id}${p.name ? ` (${p.name})` : ''}`).join(', ');
  const chosen = journal.data.profile;
  const ctx: MatchContext = {
    journal,
    target,
    operation,
    rowsByCode,
    existing,
    rowsById,
    byId: byIdRead.byId,
    profiles,
    profileList,
    chosen,
    // An upsert by ID is an export imported back: its baseline guards newer live values
    // (issue 26), unless the pre-flight read is off, as for every other resource.
    baseline: operation === 'upsert' && journal.data.preflight ? await loadBaseline(journal) : null,
    heldBack: [],
    spaced: codes0.spaced,
  };

  inTransaction(journal, () => {
    for (const r of rows) matchRow(ctx, r);
  });
  countHeldBack(journal, ctx.heldBack);
  const looked = `${codes.length} codes${rowsById.size ? ` and ${rowsById.size} IDs` : ''} looked up`;
  opts.onProgress?.({ stage: 'preflight', done: rows.length, message: looked });
  return { requests };
}
