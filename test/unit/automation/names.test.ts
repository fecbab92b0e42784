// Names a watcher prints and writes (issue 38): control characters escaped JSON-style, and
// stems that always fit 255 bytes with their longest suffix, counted in UTF-8 bytes.
import { describe, expect, it } from 'vitest';
import { escapeControls, fittingStem, NAME_MAX_BYTES } from '../../../main/automation/names.js';

describe('escapeControls', () => {
  it('escapes ESC, BEL, newlines, C1 and line separators; leaves the rest as it is', () => {
    expect(escapeControls('\u001b]0;x\u0007a\nb\r\tc\u0085d\u2028é€ "q" \\')).toBe(
      '\\u001b]0;x\\u0007a\\nb\\r\\tc\\u0085d\\u2028é€ "q" \\',
    );
  });
});

describe('fittingStem', () => {
  const suffix = '.result.xlsx.partial';
  it('keeps a stem that fits', () => {
    const stem = 's'.repeat(NAME_MAX_BYTES - suffix.length);
    expect(fittingStem(stem, suffix)).toBe(stem);
  });
  it('shortens a long ASCII stem to fit, with a hash of the whole stem', () => {
    const a = fittingStem(`${'s'.repeat(250)}a`, suffix);
    const b = fittingStem(`${'s'.repeat(250)}b`, suffix);
    expect(Buffer.byteLength(a + suffix)).toBe(NAME_MAX_BYTES);
    expect(a).toMatch(/^s+~[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(fittingStem(`${'s'.repeat(250)}a`, suffix)).toBe(a);
  });
  it('counts UTF-8 bytes and never splits a character', () => {
    const short = fittingStem('€'.repeat(83), suffix);
    expect(Buffer.byteLength(short + suffix)).toBeLessThanOrEqual(NAME_MAX_BYTES);
    expect(short).toMatch(/^€+~[0-9a-f]{8}$/);
  });
});
