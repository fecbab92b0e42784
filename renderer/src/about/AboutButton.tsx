// The header's "About" button and the dialog it opens, so the window adds one element.
import { useState } from 'react';
import { AboutDialog } from './AboutDialog.js';

export function AboutButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        About and updates
      </button>
      {open && <AboutDialog onClose={() => setOpen(false)} />}
    </>
  );
}
