// Percent-encoding for the two places OData text goes into a URL. Both start from
// encodeURIComponent (UTF-8, space as %20, never '+') and differ in what stays readable.
import { ODataSyntaxError } from './errors.js';

function encode(text: string, what: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // Only a lone UTF-16 surrogate makes encodeURIComponent throw.
    throw new ODataSyntaxError(
      `Cannot put ${what} '${text}' in a URL: it holds a broken Unicode character (a lone surrogate). Fix the text at its source.`,
      { token: text },
    );
  }
}

/**
 * Text inside a key segment's quoted string. Besides what encodeURIComponent encodes,
 * ( ) ! * are encoded too so that no router can mistake them for segment syntax; the
 * quote (already doubled by the caller) stays literal.
 */
export function encodePathText(text: string): string {
  return encode(text, 'the key value').replace(/[()!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A name in a path (entity set, navigation property): identifiers, so normally unchanged. */
export function encodePathName(name: string): string {
  return encode(name, 'the path segment');
}

/** A query option value: $ , / : stay readable (all legal in a query), space is %20. */
export function encodeQueryValue(text: string): string {
  return encode(text, 'the query value').replace(/%(24|2C|2F|3A)/g, (_m, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** Reads a query parameter name or value: '+' is a space (as URLSearchParams reads it). */
export function decodeQueryText(text: string, where: string): string {
  return decodePercent(text.replace(/\+/g, ' '), where);
}

/** decodeURIComponent with an error that says where the bad escape is. */
export function decodePercent(text: string, where: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    const bad = /%(?![0-9A-Fa-f]{2})/.exec(text);
    const pos = bad ? bad.index : text.indexOf('%');
    const token = text.slice(pos, pos + 3);
    throw new ODataSyntaxError(
      `Bad percent-encoding at position ${pos} in ${where} '${text}': '${token}' is not a valid escape (write a literal % as %25).`,
      { position: pos, token, source: text },
    );
  }
}
