// Builds what every stage of an import is handed (StageContext, declared in target.ts beside
// the hooks that take it): the job's journal, the client, the target (found once, where the
// run began, never looked up again by name), the operation, and how the stage is stopped and
// reports progress. One object instead of the five arguments each stage used to repeat.
import type { Journal } from '../journal/index.js';
import type { JobClient } from './engine-port.js';
import type { ImportOperation, ImportTarget, StageContext } from './target.js';
import type { StageProgress } from './vocabulary.js';

export type { StageContext };

/** A stage's context: its parts, with the stop signal and progress listener of `progress` where given. */
export function stageContext(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  progress: StageProgress = {},
): StageContext {
  return {
    journal,
    client,
    target,
    operation,
    ...(progress.signal ? { signal: progress.signal } : {}),
    ...(progress.onProgress ? { onProgress: progress.onProgress } : {}),
  };
}
