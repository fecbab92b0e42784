// Parsers for the CLI's numeric options. Number.parseInt('abc') is NaN and parseInt('12x') is
// 12, so `--budget abc` used to run with no budget at all: every number is checked whole and
// in range here, and a bad one ends the command with exit 2 and the reason, before anything
// is read or sent.
import { InvalidArgumentError } from 'commander';

/** A whole number from `min` to `max`, written in plain digits. */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const t = value.trim();
    const n = /^[+-]?\d+$/.test(t) ? Number(t) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(
        `Give a whole number from ${min.toLocaleString('en')}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max.toLocaleString('en')}`}.`,
      );
    }
    return n;
  };
}

/** A share from 0 to 1 ('0.05'). */
export function share(value: string): number {
  const t = value.trim();
  const n = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
  if (!(n >= 0 && n <= 1)) throw new InvalidArgumentError('Give a number from 0 to 1, such as 0.05.');
  return n;
}
