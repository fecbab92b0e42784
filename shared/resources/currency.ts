// A sum of money as spreadsheets write it: '119,00 €', '€ 119,00', 'EUR 12.50', '12,50 EUR',
// '$12.50', '-€5'. Invoice exports carry the currency beside the number; the service's amount
// fields (a document's TotalAmount, TotalVATAmount) take the number only. So an amount field
// (FieldDef.amount) drops one currency symbol or ISO 4217 code before or after the number,
// and nothing else: 'EUR' alone or two currencies stay text the number rules refuse.
// No regex with nested quantifiers: the text is walked by hand (linear on any input).

// Longer first: 'US$' before '$'.
const SYMBOLS = ['US$', 'Fr.', 'zł', 'Kč', 'kr', '€', '$', '£', '¥', '₹', '₽', '₺', '₩', '₪'];
// The codes spreadsheets and invoice exports write most; Intl knows the rest where it can list them.
const COMMON_CODES =
  'EUR USD GBP CHF JPY CNY SEK NOK DKK PLN CZK HUF RON BGN TRY CAD AUD NZD MXN BRL INR ZAR SGD HKD AED SAR ILS KRW';

function isoCodes(): Set<string> {
  const codes = new Set(COMMON_CODES.split(' '));
  const intl = Intl as { supportedValuesOf?: (key: 'currency') => string[] };
  try {
    for (const c of intl.supportedValuesOf?.('currency') ?? []) codes.add(c);
  } catch {
    // An engine without the list: the common codes above.
  }
  return codes;
}

const CODES = isoCodes();

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** The currency at the start of `t` (a symbol, or a three-letter code not followed by a letter), or ''. */
function leadingUnit(t: string): string {
  for (const s of SYMBOLS) if (t.startsWith(s)) return s;
  const code = t.slice(0, 3);
  return CODES.has(code.toUpperCase()) && !/[A-Za-z]/.test(t.charAt(3)) ? code : '';
}

/** The currency at the end of `t`, or ''. */
function trailingUnit(t: string): string {
  for (const s of SYMBOLS) if (t.endsWith(s)) return s;
  const code = t.slice(-3);
  return t.length > 3 && CODES.has(code.toUpperCase()) && !/[A-Za-z]/.test(t.charAt(t.length - 4)) ? code : '';
}

/**
 * The number of an amount written with one currency ('119,00 €' -> '119,00', '-€5' -> '-5'),
 * or the text unchanged when no currency is beside a number.
 */
export function withoutCurrency(text: string): string {
  const t = text.trim();
  const sign = t.startsWith('-') || t.startsWith('+') ? t[0]! : '';
  const rest = t.slice(sign.length).trimStart();
  const before = leadingUnit(rest);
  if (before) {
    const n = rest.slice(before.length).trim();
    // '€ -5' as well as '-€ 5', never both signs.
    return (isDigit(n[0]) || (!sign && (n[0] === '-' || n[0] === '+') && isDigit(n[1]))) && !trailingUnit(n)
      ? sign + n
      : text;
  }
  const after = trailingUnit(t);
  if (!after) return text;
  const n = t.slice(0, t.length - after.length).trimEnd();
  const digits = n.startsWith('-') || n.startsWith('+') ? n.slice(1) : n;
  return isDigit(digits[0]) && isDigit(n[n.length - 1]) && !leadingUnit(digits) ? n : text;
}
