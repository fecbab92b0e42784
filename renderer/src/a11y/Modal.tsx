// A real modal on the native <dialog> (showModal): the rest of the window is inert, focus
// moves in, Tab and Shift+Tab stay inside, Escape closes, and focus goes back to what had it
// before (issue 16: the Add connection dialog let Tab leave and ignored Escape).
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  titleId: string;
  onClose(): void;
  className?: string;
  children: ReactNode;
}

export function Modal({ titleId, onClose, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const unmounting = useRef(false);
  useEffect(() => {
    unmounting.current = false;
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      unmounting.current = true;
      if (dialog.open) dialog.close();
      // Back to the control that opened the dialog, once React has removed it.
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
      });
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    // Escape is handled here rather than left to the dialog's cancel event, which Chrome's
    // close-watcher rules may skip; the close event below still covers any other closing.
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0]!,
      last = items[items.length - 1]!;
    if (e.shiftKey && (document.activeElement === first || !ref.current!.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // The browser may close the dialog on its own (e.g. a close request from the system).
      onClose={() => {
        if (!unmounting.current && !ref.current?.open) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
