// The number format of each cell style (styles.xml: numFmts and cellXfs), reduced to what
// decides a cell's text: whether its number is a date, a time, padded digits, or plain.
// Only cellXfs count: a cell's s attribute indexes them; cellStyleXfs are the named styles.
import type { ZipPackage } from './package.js';
import { readPart } from './package.js';
import { numberShape, PLAIN, type NumberShape } from '../cell-text.js';
import type { XmlAttributes } from './xml-scanner.js';
import type { XmlHandler } from './xml-text.js';

export async function readStyles(path: string, pkg: ZipPackage, part: string | undefined): Promise<NumberShape[]> {
  const entry = part === undefined ? undefined : pkg.entries.get(part);
  if (!entry) return [];
  const codes = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  const handler: XmlHandler = {
    wantText: false,
    open(local: string, a: XmlAttributes) {
      if (local === 'numFmt') {
        const id = Number(a.get('numFmtId')),
          code = a.get('formatCode');
        if (Number.isInteger(id) && code !== undefined) codes.set(id, code);
      } else if (local === 'cellXfs') {
        inCellXfs = true;
      } else if (local === 'xf' && inCellXfs) {
        xfFormats.push(Number(a.get('numFmtId') ?? 0) || 0);
      }
    },
    close(local: string) {
      if (local === 'cellXfs') inCellXfs = false;
    },
    text() {
      /* none */
    },
  };
  await readPart(path, pkg, entry, handler);
  return xfFormats.map((id) => numberShape(id, codes.get(id)) ?? PLAIN);
}
