// DC Codes as the service compares them (issue 41): its database matches text keys without
// regard to case or surrounding spaces, so a Code typed `ch-ber ` is Contoso Berlin's `CH-BER`,
// not a new center. The sandbox (SQLite) compares exactly; the engine does not lean on either:
// a row's Code that names a live center this way is rewritten to the service's own Code, and a
// note names the normalised value. A Code with surrounding spaces that names no center is
// refused: stored as typed, it would be a second center that looks like the first.
import { engineMessage, type Message } from '../../../../shared/i18n/index.js';
import { readKnownDcs } from '../../service-names.js';
import type { JobClient } from '../../engine-port.js';

const norm = (code: string): string => code.trim().toLowerCase();

export interface NormalisedCodes {
  /** Rows (by seq) whose Code has spaces around it and names no live center: Invalid. */
  spaced: Map<number, string>;
  /** What the run says once: the Codes rewritten to the service's. */
  notes: Message[];
  requests: number;
}

/** Rewrites each row's Code (`f.Code`, in place) to the live center's it names as the service compares them. */
export async function normaliseCodes(
  client: JobClient,
  rows: { seq: number; row_number: number; f: Record<string, unknown> }[],
): Promise<NormalisedCodes> {
  const out: NormalisedCodes = { spaced: new Map(), notes: [], requests: 0 };
  const typed = rows.filter((r) => typeof r.f.Code === 'string' && r.f.Code.trim() !== '');
  if (!typed.length) return out;
  const known = await readKnownDcs(client);
  out.requests = known.requests;
  const live = new Map(known.dcs.flatMap((d) => (d.code ? [[norm(d.code), d.code] as const] : [])));
  const rewritten = new Map<string, { code: string; rows: number[] }>();
  for (const r of typed) {
    const code = r.f.Code as string;
    const found = live.get(norm(code));
    if (found !== undefined && found !== code) {
      r.f.Code = found;
      const seen = rewritten.get(code) ?? { code: found, rows: [] };
      rewritten.set(code, { ...seen, rows: [...seen.rows, r.row_number] });
    } else if (found === undefined && code !== code.trim()) out.spaced.set(r.seq, code);
  }
  for (const [typedCode, { code, rows: at }] of rewritten)
    out.notes.push(engineMessage('note.codeMatched', { typed: typedCode, rows: at.join(', '), code }));
  return out;
}

/** The message of a new Code with spaces around it. */
export function spacedCodeMessage(code: string): string {
  return `Code "${code}" has spaces around it and names no center: stored as typed it would be a new center beside "${code.trim()}". Remove the spaces (or give the Code of an existing center).`;
}
