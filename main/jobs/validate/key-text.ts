// A row's key as one text ("ProductID=1|DcID=2"): a leaf with no imports, so the plan's
// look-ups (SKUs, shop order numbers) and a target's own plan steps can use it without
// loading validation and mapping (which import the targets' registry: an import circle).

/** The row's key fields as `name=value` joined by `|`, in the entity's key order. */
export function keyText(keys: readonly string[], fields: Record<string, unknown>): string {
  let text = '';
  for (let i = 0; i < keys.length; i++) text += `${i ? '|' : ''}${keys[i]}=${String(fields[keys[i]!])}`;
  return text;
}
