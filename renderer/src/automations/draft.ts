// The form's copy of an automation while it is edited: numbers as the inputs hold them, the
// folder and mapping file as the grants main handed out for what the user picked.
import type { AutomationSchedule, AutomationSummary, FileRef, RequestOf, Resource } from '../../../shared/ipc/index.js';
import { DEFAULT_GUARDS } from '../../../shared/ipc/index.js';

export interface Draft {
  name: string;
  folder: FileRef | null;
  /** An https:// or sftp:// address pulled instead of a local folder; '' for a folder. */
  source: string;
  /** Typed for the keychain; '' keeps the one stored. */
  sourceSecret: string;
  resource: Resource;
  mapping: FileRef | null;
  connection: string;
  profile: string;
  settleSeconds: string;
  checkEverySeconds: string;
  enabled: boolean;
  fullFeed: boolean;
  minRowsPercent: string;
  maxZeroedPercent: string;
  maxInvalidPercent: string;
  notifyWhen: 'always' | 'problems';
  webhook: string;
  email: string;
  includeFailures: boolean;
  /** 'none': checked every N seconds while the app is open; else the OS scheduler's time of day. */
  scheduleKind: 'none' | AutomationSchedule['kind'];
  scheduleAt: string;
  scheduleHours: string;
}

/** The schedule the draft describes, or none. */
export function scheduleOf(d: Draft): AutomationSchedule | undefined {
  if (d.scheduleKind === 'none') return undefined;
  if (d.scheduleKind === 'everyHours') return { kind: 'everyHours', hours: Number(d.scheduleHours) };
  return { kind: d.scheduleKind, at: d.scheduleAt };
}

export function newDraft(connection: string): Draft {
  return {
    name: '',
    folder: null,
    source: '',
    sourceSecret: '',
    resource: 'DCQuantities',
    mapping: null,
    connection,
    profile: '',
    settleSeconds: '10',
    checkEverySeconds: '60',
    enabled: true,
    fullFeed: false,
    minRowsPercent: String(DEFAULT_GUARDS.minRowsPercent),
    maxZeroedPercent: String(DEFAULT_GUARDS.maxZeroedPercent),
    maxInvalidPercent: String(DEFAULT_GUARDS.maxInvalidPercent),
    notifyWhen: 'always',
    webhook: '',
    email: '',
    includeFailures: false,
    scheduleKind: 'none',
    scheduleAt: '02:00',
    scheduleHours: '4',
  };
}

export function draftOf(a: AutomationSummary): Draft {
  return {
    name: a.name,
    folder: a.source ? null : a.folder,
    source: a.source ?? '',
    sourceSecret: '',
    resource: a.resource,
    mapping: a.mapping,
    connection: a.connection,
    profile: a.profile ? String(a.profile) : '',
    settleSeconds: String(a.settleSeconds),
    checkEverySeconds: String(a.checkEverySeconds),
    enabled: a.enabled,
    fullFeed: a.fullFeed,
    minRowsPercent: String(a.guards.minRowsPercent),
    maxZeroedPercent: String(a.guards.maxZeroedPercent),
    maxInvalidPercent: String(a.guards.maxInvalidPercent),
    notifyWhen: a.notify.when,
    webhook: a.notify.webhook ?? '',
    email: (a.notify.email ?? []).join(', '),
    includeFailures: a.notify.includeFailures === true,
    scheduleKind: a.schedule?.kind ?? 'none',
    scheduleAt: a.schedule && 'at' in a.schedule ? a.schedule.at : '02:00',
    scheduleHours: a.schedule?.kind === 'everyHours' ? String(a.schedule.hours) : '4',
  };
}

/** The save request; main checks every field again (and says which is wrong). */
export function saveRequest(d: Draft, previousName?: string): RequestOf<'automations.save'> {
  const emails = d.email
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  const schedule = scheduleOf(d);
  const source = d.source.trim();
  return {
    name: d.name,
    ...(source ? { source, ...(d.sourceSecret ? { sourceSecret: d.sourceSecret } : {}) } : {}),
    ...(!source && d.folder ? { folder: d.folder.token } : {}),
    resource: d.resource,
    ...(d.mapping ? { mapping: d.mapping.token } : {}),
    connection: d.connection,
    ...(d.profile.trim() ? { profile: Number(d.profile) } : {}),
    settleSeconds: Number(d.settleSeconds),
    checkEverySeconds: Number(d.checkEverySeconds),
    enabled: d.enabled,
    fullFeed: d.fullFeed,
    guards: {
      minRowsPercent: Number(d.minRowsPercent),
      maxZeroedPercent: Number(d.maxZeroedPercent),
      maxInvalidPercent: Number(d.maxInvalidPercent),
    },
    notify: {
      when: d.notifyWhen,
      ...(d.webhook.trim() ? { webhook: d.webhook.trim() } : {}),
      ...(emails.length ? { email: emails } : {}),
      ...(d.includeFailures ? { includeFailures: true } : {}),
    },
    ...(schedule ? { schedule } : {}),
    ...(previousName ? { previousName } : {}),
  };
}
