/// <reference lib="dom" />
// Keyboard-only driving for the e2e tests: every key press goes through one counter (so a
// test can say "crossed in under 20 presses"), typed text is counted apart, and focused()
// describes document.activeElement the way a screen reader would name it.
import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import type { E2EApp } from './app.js';

export interface Keys {
  /** Presses one key or chord ("Control+Shift+Enter"); counted. */
  press(key: string, times?: number): Promise<void>;
  /** Types text into the focused field; counted apart in `typed`. */
  type(text: string): Promise<void>;
  readonly presses: number;
  readonly typed: number;
  /** Presses since the last mark (and sets a new mark). */
  lap(): number;
}

export function keyboard(page: Page): Keys {
  let presses = 0,
    typed = 0,
    mark = 0;
  return {
    async press(key, times = 1) {
      for (let i = 0; i < times; i++) {
        presses++;
        await page.keyboard.press(key);
      }
    },
    async type(text) {
      typed += text.length;
      await page.keyboard.type(text);
    },
    get presses() {
      return presses;
    },
    get typed() {
      return typed;
    },
    lap() {
      const n = presses - mark;
      mark = presses;
      return n;
    },
  };
}

export interface Focused {
  tag: string;
  role: string;
  name: string;
  rowIndex: number | null;
  colIndex: number | null;
  inDialog: boolean;
}

/** The focused element: its tag, role, accessible-ish name, and grid position if in a grid. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body)
      return { tag: 'body', role: '', name: '', rowIndex: null, colIndex: null, inDialog: false };
    const labelled = a.getAttribute('aria-labelledby');
    const name =
      a.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      ((a as HTMLInputElement).labels?.[0]?.textContent || a.textContent || '');
    const cell = a.closest('[data-cell]') as HTMLElement | null;
    const row = a.closest('[aria-rowindex]');
    return {
      tag: a.tagName.toLowerCase(),
      role:
        a.getAttribute('role') ??
        (a.tagName === 'BUTTON'
          ? 'button'
          : a.tagName === 'INPUT'
            ? 'textbox'
            : /^H\d$/.test(a.tagName)
              ? 'heading'
              : ''),
      name: name.trim(),
      rowIndex: row ? Number(row.getAttribute('aria-rowindex')) : null,
      colIndex: cell ? Number(cell.dataset.cell!.split(':')[1]) : null,
      inDialog: Boolean(a.closest('dialog[open]')),
    };
  });
}

/**
 * For the test running now: on a failure, log where focus was and screenshot the window as
 * `<name>-failed`, so a keyboard test that fails says where the keys had got to.
 */
export function showFocusOnFailure(app: () => E2EApp, name: string): void {
  onTestFailed(async () => {
    console.log(`${name} failed with focus on`, JSON.stringify(await focused(app().page).catch(() => null)));
    await app()
      .screenshot(`${name}-failed`)
      .catch(() => undefined);
  });
}
