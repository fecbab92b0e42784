// The shared string table (sharedStrings.xml): each <si> is the text of its <t>, or of the
// <t> of its rich-text runs <r>, in order. Phonetic readings (<rPh>, which Japanese Excel
// stores by itself) and their properties are not part of the text the cell shows.
import { decodeExcelEscapes } from '../cell-text.js';
import type { ZipPackage } from './package.js';
import { readPart } from './package.js';
import { TextCollector } from './text-collector.js';
import type { XmlAttributes } from './xml-scanner.js';
import type { XmlHandler } from './xml-text.js';

export async function readSharedStrings(path: string, pkg: ZipPackage, part: string | undefined): Promise<string[]> {
  const entry = part === undefined ? undefined : pkg.entries.get(part);
  if (!entry) return [];
  const strings: string[] = [];
  const text = new TextCollector();
  const handler: XmlHandler = {
    wantText: false,
    open(local: string, a: XmlAttributes, self: boolean) {
      if (local === 'si') text.reset();
      else text.open(local, a, self);
      handler.wantText = text.capturing;
    },
    close(local: string) {
      if (local === 'si') strings.push(decodeExcelEscapes(text.value()));
      else text.close(local);
      handler.wantText = text.capturing;
    },
    text(t: string) {
      text.add(t);
    },
  };
  await readPart(path, pkg, entry, handler);
  return strings;
}
