// The names of the sandbox's quirks (server/v1/quirks.ts runs them), their one-line help and
// option defaults. Kept beside options.ts, below http/ and v1/, so the options, the CLI and the
// public entry point can name quirks without importing the /v1 pipeline.

/** Every quirk, with the one-line explanation `--help` and the refusal of an unknown name show. */
export const QUIRKS = {
  '406-parts':
    'a share of $batch parts (--quirk-406-rate) is answered 406 "for reasons on the service\'s side"; ' +
    'some of them (--quirk-406-applied) only after the part was applied, so a blind resend would apply it twice',
  'multipart-answers':
    'a $batch asking for JSON (Accept: application/json) is answered in multipart/mixed, ' +
    'as the real service did until mid-2020',
  'skip-wraps':
    'the last page of a list still carries an @odata.nextLink, and a $skip at or past the end answers ' +
    'the first page again (with its nextLink), so a client that follows links blindly loops forever',
  'batch-429':
    'a $batch of more than --quirk-batch-max parts is refused 429 as a whole before any part runs ' +
    '(Retry-After only with --retry-after), as the real service does when a call costs more than it will take; a smaller batch goes through',
} as const;

export type QuirkName = keyof typeof QUIRKS;
export const QUIRK_NAMES = Object.keys(QUIRKS) as QuirkName[];

export const QUIRK_DEFAULTS = { quirk406Rate: 0.25, quirk406Applied: 0.5, quirkBatchMax: 25 } as const;

/** Refuses an unknown quirk name, listing the known ones. */
export function checkQuirks(names: readonly string[]): QuirkName[] {
  const unknown = names.filter((n) => !(n in QUIRKS));
  if (unknown.length) {
    throw new RangeError(
      `Unknown sandbox quirk${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `'${n}'`).join(', ')}: ` +
        `use any of ${QUIRK_NAMES.join(', ')}.`,
    );
  }
  return [...new Set(names)] as QuirkName[];
}
