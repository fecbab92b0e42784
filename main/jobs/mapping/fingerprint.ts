// Remembers mappings by the layout of the file they were made for: the sha256 of the
// normalised header row. The same layout coming back gets its mapping again, as CSV or XLSX
// alike (issue 32): only the header texts count, not the file type, the sheet's name, a
// byte-order mark, the Unicode form a program saved accents in ('é' as one or two code points)
// or the spaces and line breaks inside a header cell.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as z from 'zod';
import { appDir, JsonStore } from '../../files/index.js';
import { mappingFileSchema, type MappingFile } from './mapping-file.js';

export function headerFingerprint(headers: string[]): string {
  const normalised = headers.map((h) =>
    h
      .normalize('NFC')
      .replace(/[\uFEFF\u200B]/g, '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' '),
  );
  // Trailing empty headers come and go with spreadsheet editors; they do not change the layout.
  while (normalised.length && normalised[normalised.length - 1] === '') normalised.pop();
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

const storeSchema = z.record(z.string(), z.object({ savedAt: z.string(), mapping: mappingFileSchema }));

export class MappingStore {
  readonly file: string;
  private readonly json: JsonStore<typeof storeSchema>;
  constructor(file?: string) {
    this.file = file ?? join(appDir(), 'mappings.json');
    // A damaged store must not block an import: it reads as empty and is written afresh.
    this.json = new JsonStore(this.file, storeSchema, {
      what: 'The remembered mappings',
      empty: () => ({}),
      broken: 'empty',
    });
  }

  private readAll(): z.infer<typeof storeSchema> {
    return this.json.read();
  }

  private static key(fingerprint: string, resource: string): string {
    return `${resource}:${fingerprint}`;
  }

  get(headers: string[], resource: string): MappingFile | undefined {
    return this.readAll()[MappingStore.key(headerFingerprint(headers), resource)]?.mapping;
  }

  /** Every remembered mapping, for what they teach beyond their own layout (custom field names). */
  all(): MappingFile[] {
    return Object.values(this.readAll()).map((e) => e.mapping);
  }

  remember(headers: string[], mapping: MappingFile): string {
    const all = this.readAll();
    const fingerprint = headerFingerprint(headers);
    all[MappingStore.key(fingerprint, mapping.resource)] = { savedAt: new Date().toISOString(), mapping };
    this.json.writeSync(all);
    return fingerprint;
  }
}
