// "Start with the system, minimised" (main/shell-rules/login-item.ts): what Electron's login
// item is given, and how a start by it is recognised (our argument on Windows, macOS's
// wasOpenedAtLogin); Linux, where Electron has no login items, is offered as unsupported.
import { describe, expect, it } from 'vitest';
import {
  START_MINIMISED_ARG,
  loginItemChoice,
  loginItemSupported,
  startedMinimised,
} from '../../../main/shell-rules/index.js';

describe('the login item', () => {
  it('opens at login with the minimised argument, and the same argument to find it again when off', () => {
    expect(loginItemChoice(true)).toEqual({ openAtLogin: true, args: [START_MINIMISED_ARG] });
    expect(loginItemChoice(false)).toEqual({ openAtLogin: false, args: [START_MINIMISED_ARG] });
  });

  it('recognises a start by the system', () => {
    expect(startedMinimised(['/opt/Commerce Bulk/commerce-bulk', START_MINIMISED_ARG])).toBe(true);
    expect(startedMinimised(['/Applications/Commerce Bulk.app'], true)).toBe(true);
    expect(startedMinimised(['/opt/Commerce Bulk/commerce-bulk', 'stock.csv'])).toBe(false);
  });

  it('is supported where Electron has login items', () => {
    expect(loginItemSupported('win32')).toBe(true);
    expect(loginItemSupported('darwin')).toBe(true);
    expect(loginItemSupported('linux')).toBe(false);
  });
});
