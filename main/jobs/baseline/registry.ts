// The exports this data folder made, by content fingerprint (issue 41): one small file per
// export in `<data folder>/baselines/`, named by the fingerprint and naming where the baseline
// is (the XLSX export itself, or a CSV's companion JSON). A renamed file, or a CSV saved as
// XLSX by LibreOffice, is found here by what it holds; an export whose baseline is gone is
// still known to be one, so its import can be refused instead of silently overwriting.
// The entries hold no cell value and no secret: when, from which connection, which resource.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import { appDir, writeWhole } from '../../files/index.js';

const entrySchema = z.object({
  fingerprint: z.string(),
  carrier: z.string(),
  takenAt: z.string(),
  connection: z.string(),
  resource: z.string(),
});

export type RegistryEntry = z.infer<typeof entrySchema>;

const registryDir = (): string => appDir('baselines');

/** One file per export: two exports of the same rows are both kept (the newer one is tried first). */
export async function registerExport(entry: RegistryEntry): Promise<void> {
  const stamp = entry.takenAt.replace(/[^0-9]/g, '');
  await writeWhole(join(registryDir(), `${entry.fingerprint}.${stamp}.json`), JSON.stringify(entry));
}

/** The entries whose header part is `headers` (the names start with it): none read otherwise. */
export async function entriesWithHeaders(headers: string): Promise<RegistryEntry[]> {
  const dir = registryDir();
  const names = (await readdir(dir)).filter((n) => n.startsWith(`${headers}.`) && n.endsWith('.json'));
  const entries: RegistryEntry[] = [];
  for (const name of names) {
    try {
      const parsed = entrySchema.safeParse(JSON.parse(await readFile(join(dir, name), 'utf8')));
      if (parsed.success) entries.push(parsed.data);
    } catch {
      // an entry being written or damaged: as if the export were not known
    }
  }
  return entries;
}
