// The legacy reader (issue 30): an engine message read back from its English text into its id
// and parameters, and said in another language. Since issue 40 the engine hands messages on as
// data and journals keep their id and parameters; only rows of journals written before that
// keep English text alone, and only they come here. The text is enough to rebuild the message: each English template of the catalogue
// is a sequence of fixed words and placeholders, matched here without regular expressions (a
// cell value in a message may be long; the search is bounded). A text no template matches (a
// service's own message, a journal written before a message had an id) is shown as it is.
import { ENGLISH_ENGINE, type EngineMessageId } from './engine-message.js';
import type { Catalogue } from './namespaces.js';

export interface ReadMessage {
  id: EngineMessageId;
  params: Record<string, string>;
  /** The parameters read as clauses (`{{name, clause}}`): their full stop was dropped. */
  clauses?: ReadonlySet<string>;
}

interface Template {
  id: EngineMessageId;
  /** The fixed parts: one more than the placeholders, '' where two placeholders touch. */
  fixed: string[];
  names: string[];
  /** Per placeholder: `{{name, clause}}`, a nested message without its closing full stop. */
  clauses: boolean[];
  /** Fixed characters: templates with more of them are tried first (the more specific reading). */
  weight: number;
}

const PLACEHOLDER = /\{\{(\w+)(?:, *(clause))?\}\}/g;
/** Texts longer than this are not read (shown as they are): a message with a huge cell value. */
const MAX_TEXT = 4000;
/** Split points tried per reading, so that no text costs more than a bounded search. */
const BUDGET = 4000;
/** The parameters that hold another message of the catalogue (as the English templates name them). */
const NESTED = new Set(['describe', 'fix', 'hint', 'message', 'owner', 'parentProfile', 'what', 'advice']);
const isNested = (name: string): boolean => NESTED.has(name);
/**
 * Parameters that are lists joined by '; ' (details, changes) or another's words (a service's
 * message, an error). Any other value holding '; ' is read as two messages of a row's list.
 */
const LISTS = new Set(['details', 'changes', 'said', 'why', 'error']);

function compile(id: EngineMessageId, template: string): Template {
  const fixed: string[] = [];
  const names: string[] = [];
  const clauses: boolean[] = [];
  let at = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    fixed.push(template.slice(at, m.index));
    names.push(m[1]!);
    clauses.push(m[2] !== undefined);
    at = m.index + m[0].length;
  }
  fixed.push(template.slice(at));
  return { id, fixed, names, clauses, weight: fixed.reduce((n, f) => n + f.length, 0) };
}

let compiled: Template[] | undefined;
function templates(): Template[] {
  compiled ??= Object.entries(ENGLISH_ENGINE)
    // issue.list (a row's issues as one message, issue 40) and the join.* of a verdict are all
    // placeholder: they would read any text.
    .filter(([id]) => !/^(column|verdict|join)\./.test(id) && id !== 'issue.list')
    .map(([id, t]) => compile(id as EngineMessageId, t))
    .sort((a, b) => b.weight - a.weight);
  return compiled;
}

class Reader {
  private budget = BUDGET;
  private readonly memo = new Map<string, ReadMessage | null>();

  read(text: string): ReadMessage | null {
    if (text.length > MAX_TEXT) return null;
    const known = this.memo.get(text);
    if (known !== undefined) return known;
    let found: ReadMessage | null = null;
    for (const t of templates()) {
      if (this.budget <= 0) break;
      const params = this.match(t, text);
      if (params) {
        found = { id: t.id, params, clauses: new Set(t.names.filter((_, i) => t.clauses[i])) };
        break;
      }
    }
    this.memo.set(text, found);
    return found;
  }

  private accepts(t: Template, i: number, value: string): boolean {
    const name = t.names[i]!;
    if (!isNested(name)) return !value.includes('; ') || LISTS.has(name);
    if (value === '') return true;
    return this.read(t.clauses[i] ? `${value}.` : value) !== null;
  }

  private match(t: Template, text: string): Record<string, string> | null {
    const first = t.fixed[0]!;
    const last = t.fixed[t.fixed.length - 1]!;
    if (t.names.length === 0) return text === first ? {} : null;
    if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return null;
    const values: string[] = [];
    const end = text.length - last.length;
    const step = (i: number, pos: number): boolean => {
      if (--this.budget <= 0) return false;
      if (i === t.names.length - 1) {
        const value = text.slice(pos, end);
        if (pos > end || !this.accepts(t, i, value)) return false;
        values[i] = value;
        return true;
      }
      const next = t.fixed[i + 1]!;
      for (let at = text.indexOf(next, pos); at >= 0 && at <= end; at = text.indexOf(next, at + 1)) {
        const value = text.slice(pos, at);
        if (this.accepts(t, i, value) && step(i + 1, at + next.length)) {
          values[i] = value;
          return true;
        }
        if (this.budget <= 0) return false;
      }
      return false;
    };
    if (!step(0, first.length)) return null;
    return Object.fromEntries(t.names.map((n, i) => [n, values[i]!]));
  }
}

/** The message `text` is the English of, or null when no template matches it. */
export function readEngineText(text: string): ReadMessage | null {
  return new Reader().read(text);
}

/** `template` filled from `params`; a clause drops its value's closing full stop. */
function fill(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_, name: string, clause: string | undefined) => {
    const value = params[name] ?? '';
    return clause ? value.replace(/\.$/, '') : value;
  });
}

function say(reader: Reader, text: string, catalogue: Catalogue): string | null {
  const m = reader.read(text);
  if (!m) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(m.params)) {
    if (!isNested(name) || value === '') params[name] = value;
    else if (m.clauses?.has(name)) params[name] = say(reader, `${value}.`, catalogue) ?? `${value}.`;
    else params[name] = say(reader, value, catalogue) ?? value;
  }
  return fill(catalogue[m.id] ?? ENGLISH_ENGINE[m.id]!, params);
}

/**
 * Messages joined by `sep` (a row's cells, one message each): each run of pieces that reads as
 * one message is said in `catalogue`'s language, the shortest first; a piece that reads as none
 * stays as it is. Null when no piece was read.
 */
function sayList(reader: Reader, pieces: string[], sep: string, catalogue: Catalogue): string | null {
  const out: string[] = [];
  let anyRead = false;
  for (let i = 0; i < pieces.length;) {
    let said: string | null = null;
    let j = i;
    for (; j < pieces.length && said === null; j++) said = say(reader, pieces.slice(i, j + 1).join(sep), catalogue);
    if (said === null) {
      out.push(pieces[i]!);
      i++;
    } else {
      out.push(said);
      anyRead = true;
      i = j;
    }
  }
  return anyRead ? out.join(sep) : null;
}

/** `text` (an engine message in English) in the language of `catalogue` (its `engine` namespace). */
export function localiseEngineText(text: string, catalogue: Catalogue): string {
  if (text === '' || catalogue === ENGLISH_ENGINE) return text;
  const reader = new Reader();
  const whole = say(reader, text, catalogue);
  if (whole !== null) return whole;
  for (const sep of ['; ', '. ']) {
    const pieces = text.split(sep);
    if (pieces.length < 2) continue;
    const listed = sayList(reader, pieces, sep, catalogue);
    if (listed !== null) return listed;
  }
  return text;
}
