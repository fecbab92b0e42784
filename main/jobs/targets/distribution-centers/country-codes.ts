// ISO 3166-1 alpha-2 country codes, and the code for a country's name ("Germany": "DE").
// The names come from the ICU data Node already ships (Intl.DisplayNames), in a few
// languages users write them in, so no table of names is kept by hand. ICU also names
// some codes ISO 3166-1 does not assign (EU, UK, XK, old codes like YU): those are left out.

const NOT_ISO = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB XK YD YU ZR ZZ'.split(' '),
);
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'];
/** Names ICU does not give but people write. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  holland: 'NL',
};

let codes: Set<string> | undefined;
let byName: Map<string, string> | undefined;

function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function load(): { codes: Set<string>; byName: Map<string, string> } {
  if (!codes || !byName) {
    codes = new Set();
    byName = new Map(Object.entries(ALIASES));
    const names = LANGUAGES.map((l) => new Intl.DisplayNames([l], { type: 'region' }));
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (NOT_ISO.has(code) || names[0]!.of(code) === code) continue;
        codes.add(code);
        for (const n of names) {
          const name = n.of(code);
          if (name && !byName.has(normalise(name))) byName.set(normalise(name), code);
        }
      }
  }
  return { codes, byName };
}

export function isCountryCode(value: string): boolean {
  return load().codes.has(value);
}

/** The alpha-2 code a country name (or a lower-case or retired code such as 'uk') stands for, if known. */
export function countryCodeFor(value: string): string | undefined {
  const { codes, byName } = load();
  const upper = value.trim().toUpperCase();
  if (codes.has(upper)) return upper;
  return byName.get(normalise(value));
}
