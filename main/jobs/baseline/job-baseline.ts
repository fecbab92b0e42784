// The baseline a new import job goes with (issue 41), decided once before the job exists:
// found (in, beside or by the fingerprint of its file), none, or refused: a file the data
// folder knows as an export whose baseline is nowhere would send every cell over values
// changed on the service since, so it needs --no-baseline to say that is meant. Every import
// says which in one line, "Baseline: exported ... from ..." or "No baseline: ...".
import { basename } from 'node:path';
import { UserError } from '../../../shared/errors/index.js';
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import type { JobConnection } from '../../connection-refs/index.js';
import type { JobData } from '../../journal/index.js';
import { baselineApplies } from './judge-baseline.js';
import { findBaseline, type SheetPlace } from './find-baseline.js';

export interface JobBaseline {
  /** What the job's record keeps of it. */
  data: Pick<JobData, 'baseline' | 'baselineFile' | 'noBaseline'>;
  /** The one line an import says about it (the CLI says it in English). */
  line: Message;
  /** The same as --json's field: when and from where, or null for none. */
  summary: { exportedAt: string; connection: string } | null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `2026-11-27 14:02`, in this computer's time zone (as the person saw the clock when exporting). */
export function localMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const NONE: Omit<JobBaseline, 'data'> = { line: engineMessage('baseline.none'), summary: null };

export async function baselineOfImport(
  file: string,
  place: SheetPlace,
  opts: {
    noBaseline?: boolean | undefined;
    connection: JobConnection;
    /** false: the app's review, which shows "No baseline" before the person sends, and has no flag to say more. */
    refuseLost?: boolean;
  },
): Promise<JobBaseline> {
  if (opts.noBaseline) return { ...NONE, data: { noBaseline: true } };
  const found = await findBaseline(file, place);
  if (found.kind === 'lost' && opts.refuseLost !== false) {
    const e = found.export;
    throw new UserError(
      {
        id: 'errors:baseline.lost',
        params: {
          file: basename(file),
          resource: e.resource,
          takenAt: localMinute(e.takenAt),
          connection: e.connection,
          carrier: basename(e.carrier),
        },
      },
      { id: 'errors:baseline.lostHint' },
    );
  }
  const { baseUrl, ref } = opts.connection;
  if (found.kind !== 'found' || !baselineApplies(found.baseline, baseUrl, ref.kind === 'sandbox'))
    return { ...NONE, data: {} };
  const { values: _values, ...info } = found.baseline;
  const when = localMinute(info.takenAt);
  return {
    data: { baseline: { ...info, heldBack: 0 }, baselineFile: found.carrier },
    line: engineMessage('baseline.found', { when, connection: info.connection }),
    summary: { exportedAt: info.takenAt, connection: info.connection },
  };
}
