// A live region that exists from the first render and only ever changes its text: screen
// readers announce changes inside a region they already know, and often stay silent about
// a region inserted with its text already in it (issue 16). Empty, it takes no room.
import type { ReactNode } from 'react';

interface Props {
  /** status (polite) for progress and results, alert (assertive) for errors. */
  role?: 'status' | 'alert';
  label?: string;
  className?: string;
  children?: ReactNode;
}

export function LiveRegion({ role = 'status', label, className, children }: Props) {
  const empty = children === '' || children === null || children === undefined || children === false;
  return (
    <div
      role={role}
      aria-label={label}
      aria-atomic="true"
      className={`live${empty ? ' live-empty' : ''}${className ? ` ${className}` : ''}`}
    >
      {empty ? null : children}
    </div>
  );
}
