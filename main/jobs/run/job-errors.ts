// Why a run stopped before it could finish, in words for the person: what happened and the
// command or change that fixes it (the CLI prints both; exit 2).
import { findingsText, type MassChange, type MassFinding } from '../plan/guardrails.js';
import { UserError, type ErrorMessage } from '../../../shared/errors/index.js';

export class JobError extends UserError {
  constructor(message: ErrorMessage, hint: ErrorMessage) {
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
    // The findings are messages of their own (guardrails.ts), nested in this one.
    super(
      { id: 'errors:job.massChange', params: { findings: findingsText(change.findings) } },
      { id: 'errors:job.massChangeHint', params: { job: jobId } },
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
    readonly findings: MassFinding[],
  ) {
    // "a, and b, and c" as nested pairs of the findings' clauses: each language joins two its own way.
    const joined = findings
      .map((f): ErrorMessage => f.clause)
      .reduceRight((rest, clause) => ({ id: 'errors:job.findings.two', params: { first: clause, second: rest } }));
    super(
      { id: 'errors:job.undoMassChange', params: { reasons: joined } },
      { id: 'errors:job.undoMassChangeHint', params: { job: undone } },
    );
    this.name = 'UndoMassChangeRefused';
  }
}
