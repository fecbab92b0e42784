// The journal's grouped writes (issue 11), all SQL in one place: the plan forms groups from
// pending rows, the sender reads them as units (a group with its rows, or a row alone), marks
// them in flight in one durable transaction and records their outcome. A group is dissolved
// (its rows go back to being single or regrouped) when the service refused part of it, when
// grouping is turned off for its action, or when resume sends some of its rows again.
import type { RowText } from '../../shared/i18n/index.js';
import { messageCells, SET_MESSAGE } from './row-message.js';
import type { Sql } from './sql.js';
import {
  STATE_CODES,
  stateCodeOf,
  type GroupAction,
  type GroupRecord,
  type GroupState,
  type RowReason,
  type JournalRow,
  type RowResult,
  type RowState,
} from './schema.js';

export interface NewGroup {
  parentId: number;
  profileId: number | null;
  action: GroupAction;
  path: string;
  body: string;
  seqs: number[];
}

/** What the sender reads of a row: better-sqlite3 builds a 23-column row object ~5x slower than these. */
export type SendRow = Pick<
  JournalRow,
  'seq' | 'group_id' | 'method' | 'path' | 'body' | 'existed' | 'parent_id' | 'child_key' | 'fields'
>;
const SEND_COLUMNS = 'seq, group_id, method, path, body, existed, parent_id, child_key, fields';

/** A unit the sender sends as one request: a group and its rows, or one row alone (group null). */
export interface SendUnit {
  group: GroupRecord | null;
  rows: SendRow[];
}

export interface RowOutcome {
  seq: number;
  state: RowState;
  result: RowResult | null;
  status: number | null;
  message: RowText | null;
  /** Set when the row stays 'sent' (or fails) with an open outcome: see RowReason. */
  reason?: RowReason | null;
}

/** What grouping reads of a row (a whole row object costs ~5 µs a line to build, a million times). */
export type GroupCandidate = Pick<JournalRow, 'seq' | 'parent_id' | 'fields'> & { profile: number | null };

export class GroupStore {
  constructor(private readonly sql: Sql) {}

  /**
   * Pending rows with a planned request and no group, for the next `parents` parents after
   * `afterParent`, ordered by parent then file order. `existedOnly`: only rows whose key the
   * pre-flight found (an update may not create a value, and a grouped write would).
   */
  candidates(afterParent: number, parents: number, existedOnly: boolean): GroupCandidate[] {
    // `+`: walk rows_parent (a page's own parents), not rows_state or rows_group (every
    // pending row, once per page: quadratic at a million rows).
    const cond = (a: string): string =>
      `+${a}state = 'pending' AND ${a}method IS NOT NULL AND +${a}group_id IS NULL AND ${a}parent_id IS NOT NULL` +
      (existedOnly ? ` AND ${a}existed = 1` : '');
    return this.sql
      .stmt(
        `SELECT r.seq, r.parent_id, r.fields, coalesce(json_extract(r.fields, '$.ProfileID'), p.profile_id) AS profile
      FROM rows r LEFT JOIN parents p ON p.id = r.parent_id
      WHERE ${cond('r.')}
        AND r.parent_id IN (SELECT DISTINCT parent_id FROM rows WHERE ${cond('')} AND parent_id > ? ORDER BY parent_id LIMIT ?)
      ORDER BY r.parent_id, profile, r.seq`,
      )
      .all(afterParent, parents) as GroupCandidate[];
  }

  add(groups: NewGroup[]): void {
    const insert = this.sql.stmt(`INSERT INTO groups (parent_id, profile_id, action, path, body, state, first_seq)
      VALUES (?, ?, ?, ?, ?, 'pending', ?)`);
    const assign = this.sql.stmt('UPDATE rows SET group_id = ? WHERE seq = ?');
    this.sql.tx(() => {
      for (const g of groups) {
        const id = insert.run(g.parentId, g.profileId, g.action, g.path, g.body, Math.min(...g.seqs)).lastInsertRowid;
        for (const s of g.seqs) assign.run(id, s);
      }
    });
  }

  /** Pending rows whose group will not be sent as it is (refused in part, resumed, retried) become ungrouped. */
  releaseStale(): number {
    return this.sql
      .stmt(
        `UPDATE rows SET group_id = NULL WHERE state = 'pending' AND group_id IS NOT NULL
      AND group_id IN (SELECT id FROM groups WHERE state <> 'pending')`,
      )
      .run().changes;
  }

  /** Grouping turned off for an action (and profile, when given): its pending groups are dissolved. */
  dissolve(action: GroupAction, profileId: number | null): number {
    const scope = profileId === null ? '' : ' AND profile_id = @profile';
    return this.sql.tx(() => {
      const n = this.sql
        .stmt(`UPDATE groups SET state = 'dissolved' WHERE state = 'pending' AND action = @action${scope}`)
        .run({ action, profile: profileId }).changes;
      this.releaseStale();
      return n;
    });
  }

  /** Every pending group and ungrouped pending row with a request: back to one request per row (--no-group on a planned job). */
  dissolveAll(): number {
    return this.sql.tx(() => {
      const n = this.sql.stmt(`UPDATE groups SET state = 'dissolved' WHERE state = 'pending'`).run().changes;
      this.releaseStale();
      return n;
    });
  }

  /** The next units in file order: up to `limit` pending rows, each group with all its rows. */
  pendingUnits(limit: number): SendUnit[] {
    const rows = this.sql
      .stmt(`SELECT ${SEND_COLUMNS} FROM rows WHERE state = 'pending' ORDER BY seq LIMIT ?`)
      .all(limit) as SendRow[];
    const group = this.sql.stmt('SELECT * FROM groups WHERE id = ?');
    const members = this.sql.stmt(
      `SELECT ${SEND_COLUMNS} FROM rows WHERE group_id = ? AND state = 'pending' ORDER BY seq`,
    );
    const units: SendUnit[] = [];
    const seen = new Set<number>();
    for (const r of rows) {
      if (r.group_id === null || r.group_id === undefined) {
        units.push({ group: null, rows: [r] });
        continue;
      }
      if (seen.has(r.group_id)) continue;
      seen.add(r.group_id);
      const g = group.get(r.group_id) as GroupRecord | undefined;
      if (!g || g.state !== 'pending') units.push({ group: null, rows: [r] });
      else units.push({ group: g, rows: members.all(g.id) as SendRow[] });
    }
    return units;
  }

  /**
   * Groups and single rows about to go on the wire, in one transaction: the promise resolves
   * once it is on disk (Sql.durableSoon), and not before may they be sent.
   */
  markSent(groupIds: number[], seqs: number[]): Promise<void> {
    const g = this.sql.stmt(`UPDATE groups SET state = 'sent', attempts = attempts + 1 WHERE id = ?`);
    const gRows = this.sql.stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.sent}, attempts = attempts + 1 WHERE group_id = ? AND state = 'pending'`,
    );
    // One statement for a $batch's rows: a hundred runs of one cost ~1.6x as much.
    const rows = this.sql.stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.sent}, attempts = attempts + 1 WHERE seq IN (SELECT value FROM json_each(?))`,
    );
    return this.sql.durableSoon(() => {
      for (const id of groupIds) {
        g.run(id);
        gRows.run(id);
      }
      if (seqs.length) rows.run(JSON.stringify(seqs));
    });
  }

  /** Outcomes of rows and the states of their groups, in one transaction. */
  record(rows: RowOutcome[], groups: { id: number; state: GroupState }[]): void {
    const set = `UPDATE rows SET state_code = ${stateCodeOf('@state')}, result = @result, status = @status, ${SET_MESSAGE}`;
    // Two statements rather than a spread per row: most rows have no reason, and this runs a million times.
    const r = this.sql.stmt(`${set}, reason = NULL WHERE seq = @seq`);
    const open = this.sql.stmt(`${set}, reason = @reason WHERE seq = @seq`);
    const g = this.sql.stmt('UPDATE groups SET state = @state WHERE id = @id');
    this.sql.tx(() => {
      for (const x of rows) (x.reason ? open : r).run({ ...x, ...messageCells(x.message) });
      for (const x of groups) g.run(x);
    });
  }

  /**
   * Requests still to send per profile, with the values they carry: a pending or in-flight
   * group is one request, a row outside a group one of its own.
   */
  requestsByProfile(): { profile: number | null; requests: number; values: number }[] {
    return this.sql
      .stmt(
        `SELECT profile, count(*) AS requests, sum(n) AS "values" FROM (
        SELECT json_extract(r.body, '$.ProfileID') AS profile, CASE WHEN g.id IS NULL THEN 'r' || r.seq ELSE 'g' || g.id END AS unit, count(*) AS n
        FROM rows r LEFT JOIN groups g ON g.id = r.group_id AND g.state IN ('pending', 'sent')
        WHERE r.state IN ('pending', 'sent') AND r.method IS NOT NULL GROUP BY unit)
      GROUP BY profile ORDER BY profile`,
      )
      .all() as { profile: number | null; requests: number; values: number }[];
  }

  /** Rows carried by a group, in the order of its request body. */
  rowsOf(groupId: number): JournalRow[] {
    return this.sql.stmt('SELECT * FROM rows WHERE group_id = ? ORDER BY seq').all(groupId) as JournalRow[];
  }
}
