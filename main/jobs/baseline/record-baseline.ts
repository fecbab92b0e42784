// Collects an export's baseline as its rows are written, and writes it with the file: a
// hidden sheet at the end of an XLSX (added before the workbook is closed, since its sheets
// stream one after another), a companion JSON beside a CSV (after the CSV is in place). The
// values wait in memory as compact triples, as the catalogue export's rows already do. The
// file's content fingerprint goes into the companion and the data folder's registry, so the
// baseline follows the file when its name does not (issue 41, fingerprint.ts).
import { rename, rm, writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { SheetWriter } from '../../sheets/index.js';
import {
  BASELINE_FORMAT,
  BASELINE_HEADERS,
  BASELINE_SHEET,
  BASELINE_VERSION,
  baselineValue,
  companionPath,
  META_PREFIX,
  type BaselineInfo,
  type BaselineSource,
} from './baseline.js';
import { sheetFingerprint } from './fingerprint.js';
import { registerExport } from './registry.js';

// A worksheet holds 1,048,576 rows: the header and the facts leave this many for values.
const VALUES_A_SHEET = 1_000_000;

export class BaselineRecorder {
  private readonly values: [string, string, string][] = [];
  readonly info: BaselineInfo;

  constructor(resource: string, source: BaselineSource | undefined) {
    this.info = { takenAt: new Date().toISOString(), resource, connection: '', baseUrl: '', ...source };
  }

  /** One exported cell: the row's key text (keyText of the entity's keys), the field, the value as the service holds it. */
  add(rowKey: string, column: string, value: unknown): void {
    this.values.push([rowKey, column, baselineValue(value)]);
  }

  get size(): number {
    return this.values.length;
  }

  /** Closes the export's writer with the baseline in or beside the file. */
  async close(writer: SheetWriter, out: string): Promise<void> {
    const xlsx = extname(out).toLowerCase() === '.xlsx';
    if (xlsx) this.addSheets(writer);
    await writer.close();
    // Read back as an import reads it, so both sides see the same cells.
    const { full: fingerprint, keys } = await sheetFingerprint(out);
    if (!xlsx) await this.writeCompanion(out, fingerprint);
    if (!keys) return; // an empty export: its name alone finds its baseline, as it has nothing to protect
    const { takenAt, connection, resource } = this.info;
    const carrier = resolve(xlsx ? out : companionPath(out));
    await registerExport({ fingerprint, carrier, takenAt, connection, resource });
  }

  private facts(): [string, string][] {
    const { takenAt, connection, baseUrl, resource } = this.info;
    return [
      ['format', `${BASELINE_FORMAT} ${BASELINE_VERSION}`],
      ['takenAt', takenAt],
      ['connection', connection],
      ['baseUrl', baseUrl],
      ['resource', resource],
    ];
  }

  private addSheets(writer: SheetWriter): void {
    for (let start = 0, n = 1; start === 0 || start < this.values.length; start += VALUES_A_SHEET, n++) {
      const sheet = writer.addSheet(n === 1 ? BASELINE_SHEET : `${BASELINE_SHEET} ${n}`, BASELINE_HEADERS, {
        hidden: true,
      });
      if (n === 1) for (const [name, value] of this.facts()) sheet.addRow([`${META_PREFIX}${name}`, '', value]);
      for (const v of this.values.slice(start, start + VALUES_A_SHEET)) sheet.addRow(v);
    }
  }

  private async writeCompanion(out: string, fingerprint: string): Promise<void> {
    const path = companionPath(out);
    const body = {
      fingerprint, // first: a folder's companions are matched by their first bytes (find-baseline.ts)
      format: BASELINE_FORMAT,
      version: BASELINE_VERSION,
      ...this.info,
      values: this.values.map(([k, c, v]) => [k, c, JSON.parse(v) as unknown]),
    };
    // Written whole under a temporary name, so a half-written baseline is never read back.
    await writeFile(`${path}.partial`, JSON.stringify(body));
    try {
      await rename(`${path}.partial`, path);
    } catch (err) {
      await rm(`${path}.partial`, { force: true });
      throw err;
    }
  }
}
