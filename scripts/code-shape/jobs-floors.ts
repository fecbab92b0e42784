// The floor plan inside main/jobs, as data, and the arrows that break it. A room is a folder of
// main/jobs (plan/, targets/, ...) or a file at its top (target.ts, registry.ts, ...); each room
// stands on a floor, and a room may import only rooms on its own floor or below. The interface
// is the ground floor (what a target is, the registry that finds one, the context a stage is
// handed, the shared words); the stages stand on it in the order they already import each
// other; targets/ (what differs per resource) uses the stages; run/ and export/ drive it all.
// An arrow to a higher floor runs "back up": the floor would hold its own roof (issue 40).
// `npm run check:modules` prints these arrows and fails on one that runs back up.
import { buildImportGraph } from './import-graph.js';
import { listSourceFiles, relativePath } from './source-files.js';

/** Bottom first: the rooms on each floor of main/jobs. */
export const JOBS_FLOORS: readonly (readonly string[])[] = [
  // The interface: the words and ports every stage shares, a target's shape, the registry.
  [
    'vocabulary.ts',
    'engine-port.ts',
    'service-names.ts',
    'target.ts',
    'parent-lookup.ts',
    'registry.ts',
    'stage-context.ts',
    'clock.ts',
  ],
  // The stages, each above the ones it reads (validate checks mapped cells, ingest maps and
  // validates, the plan asks the baseline, send retries plans' requests, report reads them all).
  ['mapping'],
  ['validate'],
  ['ingest'],
  ['baseline'],
  ['plan'],
  ['send'],
  ['report'],
  // What differs per resource, built from the stages' parts.
  ['targets'],
  // The drivers: a run's order of stages (and which stage a target replaces), the exports.
  ['run', 'stages.ts', 'export'],
  // The one door of the module.
  ['index.ts'],
];

/** The room of a root-relative file inside main/jobs, or null outside it. */
export function roomOf(relative: string): string | null {
  const parts = relative.split('/');
  if (parts[0] !== 'main' || parts[1] !== 'jobs' || parts.length < 3) return null;
  return parts[2]!;
}

/** One room -> room import pair, how many imports make it, one file that does, and its direction. */
export interface RoomArrow {
  from: string;
  to: string;
  imports: number;
  example: string;
  /** 'down' (or level), 'up' (to a higher floor), or 'unplaced' (a room on no floor). */
  direction: 'down' | 'up' | 'unplaced';
}

function floorIndex(floors: readonly (readonly string[])[]): Map<string, number> {
  const index = new Map<string, number>();
  floors.forEach((rooms, level) => rooms.forEach((room) => index.set(room, level)));
  return index;
}

/** Every arrow between two rooms of `root`'s main/jobs, sorted, each with its direction. */
export function jobsArrows(root: string, floors: readonly (readonly string[])[] = JOBS_FLOORS): RoomArrow[] {
  const graph = buildImportGraph(listSourceFiles(root, ['main']));
  const level = floorIndex(floors);
  const arrows = new Map<string, RoomArrow>();
  for (const [file, targets] of graph) {
    const fromFile = relativePath(root, file);
    const from = roomOf(fromFile);
    if (from === null) continue;
    for (const target of targets) {
      const toFile = relativePath(root, target);
      const to = roomOf(toFile);
      if (to === null || to === from) continue;
      const key = `${from} -> ${to}`;
      const known = arrows.get(key);
      if (known) {
        known.imports++;
        continue;
      }
      const [a, b] = [level.get(from), level.get(to)];
      const direction = a === undefined || b === undefined ? 'unplaced' : b > a ? 'up' : 'down';
      arrows.set(key, { from, to, imports: 1, example: `${fromFile} imports ${toFile}`, direction });
    }
  }
  return [...arrows.values()].sort((x, y) => x.from.localeCompare(y.from) || x.to.localeCompare(y.to));
}

/** The arrows that break the floor plan: back up, or from or to a room no floor names. */
export function jobsViolations(root: string, floors: readonly (readonly string[])[] = JOBS_FLOORS): RoomArrow[] {
  return jobsArrows(root, floors).filter((arrow) => arrow.direction !== 'down');
}
