// Why a run stopped before it could finish, in words for the person: what happened and the
// command or change that fixes it (the CLI prints both; exit 2).
import { findingText, type MassChange } from '../plan/guardrails.js';
import { UserError } from '../../../shared/errors/index.js';

export class JobError extends UserError {
  constructor(message: string, hint: string) {
    super(message, hint);
    this.name = 'JobError';
  }
}

/** The run would cross a guardrail; nothing was sent, and the job waits, planned, for a confirmation. */
export class MassChangeRefused extends JobError {
  constructor(
    readonly jobId: string,
    readonly change: MassChange,
  ) {
    super(
      `Nothing was sent: this run would ${change.findings.map(findingText).join(', and ')}`,
      `Check the file and the mapping. If this is meant, confirm it: run \`resume ${jobId} --allow-mass-change\` (or import again with --allow-mass-change).`,
    );
    this.name = 'MassChangeRefused';
  }
}

/**
 * An undo would cross a guardrail (many deletes of the rows the run created, many zeros):
 * nothing was sent and no undo job kept; the same command with the confirmation undoes it whole.
 */
export class UndoMassChangeRefused extends JobError {
  constructor(
    readonly undone: string,
    readonly reasons: string[],
  ) {
    super(
      `Nothing was sent: this undo would ${reasons.join(', and ')}`,
      `If this is meant, confirm it: run \`undo ${undone} --allow-mass-change\` (the undo then restores the old values and deletes what the run created, both steps).`,
    );
    this.name = 'UndoMassChangeRefused';
  }
}
