// A column is at least as wide as its header: labels are translated (German runs a third
// longer than English, the pseudo-locale longer still), so a width chosen for English cut
// "HTTP Status" and its translations short. Measured with the header's own font.
import type { GridColumn } from './GridParts.js';

/** The header cells' padding (6px each side, .grid-cell) and a pixel to spare. */
const PADDING = 14;

let context: CanvasRenderingContext2D | null | undefined;

function labelWidth(label: string): number {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  const body = getComputedStyle(document.body);
  context.font = `600 ${body.fontSize} ${body.fontFamily}`; // .grid-head is font-weight 600
  return Math.ceil(context.measureText(label).width) + PADDING;
}

export function fitLabels<R>(columns: GridColumn<R>[]): GridColumn<R>[] {
  return columns.map((c) => ({ ...c, width: Math.max(c.width, labelWidth(c.label)) }));
}
