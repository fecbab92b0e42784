// Recognises a warehouse column by the service's own distribution centers: a header that
// is a DC's Name, Code or City ('Contoso Berlin', 'CH-FBA', 'Berlin'), or words only one
// DC's name has ('Hamburg' or 'Hamburg Store' for 'Contoso Hamburg Store', 'Drop Ship'), with
// or without a stock word around it ('Lager Berlin', 'Qty CH-FBA', 'Bestand Hamburg'). Case
// and accents do not count. A cell names a DC through a value map, by a whole name or its words.
import type { KnownDc } from '../service-names.js';
import { normaliseHeader } from './similarity.js';
import { DC_HEADER_WORDS } from './synonyms.js';

export type { KnownDc };

/** Word-by-word normalisation, so 'Contoso Hamburg Store' gives ['contoso', 'hamburg', 'store']. */
function words(text: string): string[] {
  return text
    .split(/[\s_\-/.,;:()#]+/)
    .map(normaliseHeader)
    .filter(Boolean);
}

/** The header with one stock or warehouse word taken off its front or its end. */
function cores(header: string): string[] {
  const norm = normaliseHeader(header);
  const out = new Set([norm]);
  for (const w of DC_HEADER_WORDS) {
    if (norm.length > w.length && norm.startsWith(w)) out.add(norm.slice(w.length));
    if (norm.length > w.length && norm.endsWith(w)) out.add(norm.slice(0, -w.length));
  }
  return [...out].filter(Boolean);
}

/** The one DC a header names, or undefined (no DC, or more than one would fit). */
export function dcForHeader(header: string, dcs: readonly KnownDc[]): KnownDc | undefined {
  if (dcs.length === 0) return undefined;
  // The export's own 'Name (Code)' header first: exactly one DC's (issue 42).
  const own = normaliseHeader(header);
  const labelled = [...dcColumnHeaders(dcs)].filter(([, label]) => normaliseHeader(label) === own);
  if (labelled.length === 1) return dcs.find((dc) => dc.id === labelled[0]![0]);
  const candidates = cores(header);
  const unique = (hits: KnownDc[]): KnownDc | undefined =>
    new Set(hits.map((d) => d.id)).size === 1 ? hits[0] : undefined;
  // Whole Name or Code first, then City, then a word only one DC's name has.
  const whole = dcs.filter((dc) => [dc.name, dc.code].some((n) => n && candidates.includes(normaliseHeader(n))));
  if (whole.length) return unique(whole);
  const city = dcs.filter((dc) => dc.city && candidates.includes(normaliseHeader(dc.city)));
  if (city.length) return unique(city);
  const byWord = dcs.filter((dc) => words(dc.name ?? '').some((w) => w.length >= 3 && candidates.includes(w)));
  if (byWord.length) return unique(byWord);
  // Several words of one name ('Drop Ship', 'Lager Hamburg Store'), stock words left out.
  const rest = words(header).filter((w) => !DC_HEADER_WORDS.includes(w));
  return rest.join('').length >= 3 ? unique(dcsWithWords(rest, dcs)) : undefined;
}

/** The DCs whose Name has every one of these (normalised) words, in any order. */
function dcsWithWords(wanted: readonly string[], dcs: readonly KnownDc[]): KnownDc[] {
  return dcs.filter((dc) => {
    const own = words(dc.name ?? '');
    return wanted.every((w) => own.includes(w));
  });
}

/**
 * A DC cell by the words of a name in its value map ('Hamburg Store' for 'Contoso Hamburg
 * Store'): the one ID whose names have all the cell's words, else undefined ('Contoso', which
 * every Contoso DC has, stays as it is and is Invalid with the DCs listed). Issue 32, finding 10.
 */
export function idByWords(valueMap: ReadonlyMap<string, string>, text: string): string | undefined {
  const wanted = words(text);
  if (wanted.join('').length < 3) return undefined;
  const ids = new Set<string>();
  for (const [name, id] of valueMap) {
    const own = words(name);
    if (wanted.every((w) => own.includes(w))) ids.add(id);
  }
  return ids.size === 1 ? [...ids][0] : undefined;
}

/** What a DC column's cells may say for each DC: its Name, Code and (where only it has it) City, all to its ID. */
export function dcValueMap(dcs: readonly KnownDc[]): Record<string, string> {
  const map: Record<string, string> = {};
  const cityCount = new Map<string, number>();
  for (const dc of dcs)
    if (dc.city) cityCount.set(dc.city.toLowerCase(), (cityCount.get(dc.city.toLowerCase()) ?? 0) + 1);
  for (const dc of dcs) {
    for (const label of [dc.name, dc.code]) if (label && !(label in map)) map[label] = String(dc.id);
    if (dc.city && cityCount.get(dc.city.toLowerCase()) === 1 && !(dc.city in map)) map[dc.city] = String(dc.id);
  }
  return map;
}

/** 'Contoso Berlin' = 1 (CH-BER): how a message lists the DCs a user may choose from. */
export function describeDcs(dcs: readonly KnownDc[]): string {
  return dcs.map((dc) => `${dc.id}${dc.name ? ` ${dc.name}` : ''}${dc.code ? ` (${dc.code})` : ''}`).join(', ');
}

/**
 * The header a wide export gives each DC's column: 'Contoso Berlin (CH-BER)', the Name and
 * Code the service has (issue 42: 'DC 1' named nothing a person knows). dcForHeader reads it
 * back to the ID. A DC with neither, or whose label another DC shares, keeps 'DC <id>'.
 */
export function dcColumnHeaders(dcs: readonly KnownDc[]): Map<number, string> {
  const label = (dc: KnownDc) =>
    dc.name && dc.code ? `${dc.name} (${dc.code})` : (dc.name ?? dc.code ?? `DC ${dc.id}`);
  const seen = new Map<string, number>();
  for (const dc of dcs) seen.set(normaliseHeader(label(dc)), (seen.get(normaliseHeader(label(dc))) ?? 0) + 1);
  return new Map(dcs.map((dc) => [dc.id, seen.get(normaliseHeader(label(dc))) === 1 ? label(dc) : `DC ${dc.id}`]));
}
