// The per-cell clear marker (issue 32): a blank cell leaves the service's value as it is, so
// clearing one value needs a word of its own. A cell holding exactly the marker (`#CLEAR` by
// default, as other bulk tools have; set by the mapping's "clear") clears that value. Spaces
// around it and its case do not matter; anything else (`-`, `NULL`, `n/a`) stays text.
export const DEFAULT_CLEAR_MARKER = '#CLEAR';

/** The marker a mapping sets: its own "clear", else #CLEAR; '' (or blank) turns the marker off. */
export function clearMarkerOf(mapping: { clear?: string | undefined }): string {
  return mapping.clear === undefined ? DEFAULT_CLEAR_MARKER : mapping.clear.trim();
}

/** How a cell is compared with the marker: trimmed, case ignored. '' means no marker. */
export function clearKeyOf(marker: string): string {
  return marker.trim().toLowerCase();
}

/**
 * Whether a cell asks to clear its value: it holds exactly the marker (no marker: never).
 * Called for every filled cell of a million-row file: lengths first, a lower-case copy only
 * of a cell as long as the marker.
 */
export function isClearCell(text: string, clearKey: string): boolean {
  if (clearKey === '' || text.length < clearKey.length) return false;
  const t = text.length === clearKey.length ? text : text.trim();
  return t.length === clearKey.length && t.toLowerCase() === clearKey;
}
