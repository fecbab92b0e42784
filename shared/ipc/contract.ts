// The contract between main and renderer: every method the preload exposes and every event
// main pushes. Add a channel in schemas/, implement it in main/ipc/, and both sides get its
// types. Rows never cross in bulk: the renderer asks for windows of rows (offset + limit)
// and long work reports progress as events.
import * as z from 'zod';
import { channel } from './define.js';
import { empty } from './schemas/common.js';
import { connectionChannels, connectionEvents } from './schemas/connections.js';
import { fileChannels, fileEvents } from './schemas/files.js';
import { mappingChannels } from './schemas/mapping.js';
import { reviewChannels, reviewEvents } from './schemas/review.js';
import { jobChannels, jobEvents } from './schemas/jobs.js';
import { exportChannels, exportEvents } from './schemas/export.js';
import { updateChannels, updateEvents } from './schemas/updates.js';
import { settingsChannels } from './schemas/settings.js';
import { languageChannels } from './schemas/language.js';
import { automationChannels, automationEvents } from './schemas/automations.js';
import { planChannels } from './schemas/plans.js';

export {
  empty,
  id,
  filePath,
  fileToken,
  FileRef,
  pickedFile,
  ok,
  windowOf,
  savedPath,
  RESULTS,
  RowResult,
  Counts,
  RESOURCES,
  Resource,
  Operation,
  ipcErrorShape,
} from './schemas/common.js';
export { ConnectionSummary, connectionChannels, connectionEvents } from './schemas/connections.js';
export { SheetPreview, fileChannels, fileEvents } from './schemas/files.js';
export {
  MappingColumn,
  Mapping,
  TargetField,
  TargetInfo,
  ColumnSuggestion,
  ServiceDc,
  mappingChannels,
} from './schemas/mapping.js';
export {
  CellIssue,
  FAIL_REASONS,
  type FailReason,
  ReviewRow,
  PlanLine,
  ReviewState,
  reviewChannels,
  reviewEvents,
} from './schemas/review.js';
export {
  JobRunState,
  JobProgress,
  MassFinding,
  JobInfo,
  ReportRow,
  CONNECTION_GONE_HINT,
  jobChannels,
  jobEvents,
} from './schemas/jobs.js';
export { ExportList, ExportQuery, exportChannels, exportEvents } from './schemas/export.js';
export { UPDATE_PHASES, UpdateStatus, updateChannels, updateEvents } from './schemas/updates.js';
export { ProxySetting, SavedProxySetting, TestStep, settingsChannels } from './schemas/settings.js';
export { LanguageChoice, LanguageState, languageChannels } from './schemas/language.js';
export {
  DEFAULT_GUARDS,
  AutomationGuards,
  AutomationSchedule,
  AutomationNotify,
  AutomationDefinition,
  AutomationRun,
  AutomationPull,
  AutomationSummary,
  automationChannels,
  automationEvents,
  type AutomationInput,
} from './schemas/automations.js';
export { PlanOffer, PlanStepResult, planChannels } from './schemas/plans.js';

export const contract = {
  'app.info': channel(empty, z.object({ version: z.string(), platform: z.string(), dataDir: z.string() })),
  ...connectionChannels,
  ...fileChannels,
  ...mappingChannels,
  ...reviewChannels,
  ...jobChannels,
  ...exportChannels,
  ...updateChannels,
  ...settingsChannels,
  ...languageChannels,
  ...automationChannels,
  ...planChannels,
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<Contract[C]['response']>;

export const events = {
  ...connectionEvents,
  ...fileEvents,
  ...reviewEvents,
  ...jobEvents,
  ...exportEvents,
  ...updateEvents,
  ...automationEvents,
} as const;
export type Events = typeof events;
export type EventName = keyof Events;
export type EventOf<E extends EventName> = z.output<Events[E]>;

export const channelNames = Object.keys(contract) as Channel[];
export const eventNames = Object.keys(events) as EventName[];
