// main/plans (issue 45): multi-step plans over the import engine. A plan file's steps run in
// order, each an ordinary import through main/jobs (its own journal, result and undo
// workbook); references carry an earlier step's results (a new center's ID by its Code) into
// a later step's rows; the plan's state beside the journals lets a stopped plan resume and a
// finished one be undone in reverse. Orchestration only: no second engine, no printing.
export { loadPlan, type Plan, type PlanReference, type PlanStep } from './plan-file.js';
export { findPlanState, listPlanStates, type PlanState } from './plan-state.js';
export { runPlan, type PlanOutcome, type PlanRunOptions, type PlanStepOutcome } from './run-plan.js';
export { dryRunPlan } from './dry-run.js';
export { undoPlan, type PlanUndoOptions, type PlanUndoOutcome } from './undo-plan.js';
export { workbookOffer, type WorkbookOffer } from './workbook-offer.js';
