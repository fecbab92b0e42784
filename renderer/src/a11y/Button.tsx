// A button that stays focusable while it cannot act: `disabled` takes focus away (to the
// page body) the moment a busy action starts, so keyboard users start tabbing from the top
// again (issue 16). aria-disabled says the same to assistive technology and keeps focus.
import type { ButtonHTMLAttributes } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Cannot act now; stays in the tab order. */
  inactive?: boolean;
}

export function Button({ inactive, onClick, type = 'button', ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={inactive ? true : undefined}
      onClick={(e) => {
        if (inactive) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    />
  );
}
