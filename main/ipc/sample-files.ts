// The sample files the first screen offers (issue 42): the small sheets in assets/samples
// that a new user opens into the import flow and tries against the built-in sandbox. Found
// beside the sources (tsx, tests), beside the build (dist/), or in the installed app's
// resources (electron-builder copies assets/samples to resources/samples). Only these names
// can be opened through files.openSample: the renderer never names a path.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource } from '../../shared/ipc/index.js';

export interface SampleFile {
  name: string;
  resource: Resource;
}

/** Each sample with the resource it imports into, in the order the first screen lists them. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  { name: 'dc-quantities.csv', resource: 'DCQuantities' },
  { name: 'attribute-values.csv', resource: 'AttributeValues' },
  { name: 'custom-fields.csv', resource: 'CustomFields' },
  { name: 'distribution-centers.csv', resource: 'DistributionCenters' },
  { name: 'channel-documents.csv', resource: 'ChannelDocuments' },
];

/** The samples folder that exists: installed app, build, sources; null when none does. */
export function samplesDir(resourcesPath = (process as { resourcesPath?: string }).resourcesPath): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    ...(resourcesPath ? [path.join(resourcesPath, 'samples')] : []),
    path.resolve(here, '../../assets/samples'), // main/ipc/ in the sources
    path.resolve(here, '../../../assets/samples'), // dist/main/ipc/ in a build
  ];
  return candidates.find((dir) => existsSync(path.join(dir, SAMPLE_FILES[0]!.name))) ?? null;
}

/** The samples that are there, each with its path. */
export function availableSamples(dir = samplesDir()): (SampleFile & { path: string })[] {
  if (!dir) return [];
  return SAMPLE_FILES.map((s) => ({ ...s, path: path.join(dir, s.name) })).filter((s) => existsSync(s.path));
}
