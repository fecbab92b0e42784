// Window-wide keyboard shortcuts owned by whichever screen is showing: the hook listens on
// the document while the component's scope element is visible (the Import view stays
// mounted when hidden) and no modal dialog is open. Keys are written "Ctrl+Shift+Enter",
// "F8", "?"; Cmd counts as Ctrl on macOS. In a text field only Ctrl chords and F1 count.
import { useEffect, useEffectEvent, type RefObject } from 'react';

export type ShortcutMap = Record<string, (() => void) | undefined | false>;

export function comboOf(e: KeyboardEvent): string {
  const key = e.key.length === 1 && e.key !== ' ' ? e.key.toUpperCase() : e.key === ' ' ? 'Space' : e.key;
  const shift = e.shiftKey && !(e.key.length === 1 && !/[a-z]/i.test(e.key));
  return `${e.ctrlKey || e.metaKey ? 'Ctrl+' : ''}${e.altKey ? 'Alt+' : ''}${shift ? 'Shift+' : ''}${key}`;
}

const typing = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement &&
  (el.isContentEditable ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(el.type)));

export function useShortcuts(scope: RefObject<HTMLElement | null>, map: ShortcutMap): void {
  // An effect event sees this render's map without re-subscribing on every render.
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || e.repeat) return;
    const el = scope.current;
    if (!el || el.closest('[hidden]')) return;
    const open = document.querySelector('dialog[open]');
    if (open && !open.contains(el)) return;
    const combo = comboOf(e);
    const action = map[combo];
    if (!action) return;
    // While the person is typing text only Ctrl chords and F1 (help) are shortcuts.
    if (!combo.startsWith('Ctrl+') && combo !== 'F1' && typing(e.target)) return;
    e.preventDefault();
    action();
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
