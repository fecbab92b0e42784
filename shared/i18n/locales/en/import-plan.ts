// The two-step plan offered for a workbook with a DistributionCenters sheet and a stock sheet
// (issue 45, PlanOffer.tsx), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../namespaces.js';

export default {
  'plan.title': 'Two-step plan',
  'plan.found': 'Sheet {{centers}} holds distribution centers and sheet {{stock}} their stock.',
  'plan.offer': 'Create the centers, then import the stock (2 steps)',
  'plan.steps': 'Plan steps',
  'plan.step1': 'Step 1: create the distribution centers of sheet {{sheet}}',
  'plan.step2': "Step 2: import the stock of sheet {{sheet}}, its {{column}} matched to the centers' {{by}}",
  'plan.dryRun': 'Dry run (nothing sent)',
  'plan.refused': 'Refused before anything was sent: {{why}}',
  'plan.run': 'Run both steps',
  'plan.working': 'Working…',
  'plan.outcomes': 'Outcome of each step',
  'plan.step': 'Step',
  'plan.outcome': 'Outcome',
  'plan.resultWorkbook': 'Result workbook',
  'plan.status.done': 'Done',
  'plan.status.failed': 'Some rows failed or were invalid',
  'plan.status.skipped': 'Skipped',
  'plan.status.interrupted': 'Interrupted, open the workbook again to resume',
} satisfies Catalogue;
