// A number as `toLocaleString('en-US')` writes it, without ICU (issue 44): the first
// toLocaleString or Intl.NumberFormat of a process pages in Node's ICU data, +5.5 MB of peak
// memory for a CLI command that prints a few counts. Digits grouped by threes with ',', at most
// three decimals rounded half away from zero, from the shortest digits that read back as the
// same number (ICU's own starting point, so 1.0005 rounds to 1.001 there and here). What this
// does not write digit by digit (exponents, NaN, Infinity) goes to toLocaleString itself.

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `digits` with a ',' before each group of three from the right. */
function grouped(digits: string): string {
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = out === '' ? digits.slice(start, end) : `${digits.slice(start, end)},${out}`;
  }
  return out;
}

/** `whole.fraction` rounded to three decimals, half away from zero: [whole, fraction] as digits. */
function rounded(whole: string, fraction: string): [string, string] {
  if (fraction.length <= 3) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, 3)}`;
  if (fraction[3]! < '5') return [whole, fraction.slice(0, 3)];
  const up = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  return [up.slice(0, up.length - 3), up.slice(up.length - 3)];
}

/** `x` as `x.toLocaleString('en-US')` writes it: 1234567.891 -> '1,234,567.891'. */
export function englishNumber(x: number): string {
  // String(x) is the shortest round-trip form; above 2^53 it writes more digits than ICU keeps.
  const plain = Number.isFinite(x) && Math.abs(x) <= Number.MAX_SAFE_INTEGER ? PLAIN.exec(String(x)) : null;
  if (!plain) return x.toLocaleString('en-US');
  const [whole, fraction] = rounded(plain[2]!, plain[3] ?? '');
  const decimals = fraction.replace(/0+$/, '');
  const sign = plain[1] || Object.is(x, -0) ? '-' : '';
  return `${sign}${grouped(whole)}${decimals ? `.${decimals}` : ''}`;
}
