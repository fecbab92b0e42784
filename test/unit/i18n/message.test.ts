// Messages as data (issue 40): rendered from their id and parameters in any language, nested
// messages and lists as objects, a clause without its full stop, user values never touched.
import { describe, expect, it } from 'vitest';
import { templatesFor } from '../../../shared/languages/index.js';
import { renderMessage, renderShown, type Templates } from '../../../shared/i18n/index.js';
import { message, shownText } from '../../../shared/ipc/schemas/common.js';

const templates: Templates = (id) =>
  ({
    outer: '{{column}}: {{inner, clause}}. Fix: {{fix}}',
    inner: 'Quantity {{value}} is negative.',
    fix: 'Write {{value}}.',
    'main:other': 'In main: {{list}}',
  })[id];

describe('renderMessage', () => {
  it('fills nested messages, drops a clause full stop, keeps user values as they are', () => {
    const value = '-4; Berlin: North (cell C4). Fix: {{x}}';
    const text = renderMessage(
      {
        id: 'outer',
        params: {
          column: 'Menge (cell C4)',
          inner: { id: 'inner', params: { value } },
          fix: { id: 'fix', params: { value: 4 } },
        },
      },
      templates,
    );
    expect(text).toBe(`Menge (cell C4): Quantity ${value} is negative. Fix: Write 4.`);
  });

  it('joins a list of messages and reads namespaced ids', () => {
    const text = renderMessage(
      {
        id: 'main:other',
        params: {
          list: [
            { id: 'fix', params: { value: 'a' } },
            { id: 'fix', params: { value: 'b' } },
          ],
        },
      },
      templates,
    );
    expect(text).toBe('In main: Write a.; Write b.');
  });

  it('shows an unknown id as the id, and a text as it is', () => {
    expect(renderMessage({ id: 'nope' }, templates)).toBe('nope');
    expect(renderShown({ text: 'The service said: no' }, templates)).toBe('The service said: no');
  });

  it('takes German templates where they exist and English where they do not', () => {
    const de = templatesFor('de');
    const en = templatesFor('en');
    const id = 'cell.formatAsText';
    expect(en(id)).toBe('Format the column as text in the spreadsheet and enter the full number.');
    expect(de(id)).toBeDefined();
    expect(de(id)).not.toBe(en(id));
    expect(de('engine:' + id)).toBe(de(id));
  });
});

describe('the IPC schema of a message', () => {
  it('takes nested messages and lists, and refuses what is no message', () => {
    const m = { id: 'outer', params: { a: 'x', b: 2, c: { id: 'inner' }, d: [{ id: 'fix', params: { value: 1 } }] } };
    expect(message.parse(m)).toEqual(m);
    expect(shownText.parse({ text: 'plain' })).toEqual({ text: 'plain' });
    expect(() => message.parse({ params: {} })).toThrow();
    expect(() => message.parse({ id: 'x', params: { a: { nope: 1 } } })).toThrow();
  });
});
