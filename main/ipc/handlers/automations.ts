// automations.*: the saved automations (issue 28) as the Automations screen sees them. Folders
// and mapping files come in only as grants (tokens) and go out as grants; a workbook of a run
// opens by the run's id, the path read from the history main wrote, never from the renderer.
import type { AutomationDefinition, AutomationSummary } from '../../../shared/ipc/index.js';
import { nextRuns } from '../../automation/index.js';
import { appTokenIdle, noteAppTokenUse } from '../../live-connections/index.js';
import type { AppContext } from '../context.js';
import { checkWebhookUrl } from '../../notify/index.js';
import { IpcRefusal } from '../dispatch.js';
import { openableWorkbook } from './run-workbook.js';
import { keepSourceSecret, sourceFacts, watchedFolder } from './automation-source.js';
import type { HandlersOf } from './types.js';

function summary(ctx: AppContext, d: AutomationDefinition): AutomationSummary {
  const { store, runner } = ctx.automations;
  const { folder, mapping, source, ...rest } = d;
  const idle = appTokenIdle(ctx.dataDir, ctx.connections, d.connection, ctx.deps.sandbox);
  return {
    ...rest,
    ...sourceFacts(ctx, source),
    folder: ctx.files.grant(folder, 'folder'),
    mapping: mapping ? ctx.files.grant(mapping, 'file') : null,
    running: runner.isRunning(d.name),
    lastRun: store.history(d.name)[0] ?? null,
    nextCheck: runner.nextCheck(d)?.toISOString() ?? null,
    nextRuns: d.schedule && d.enabled ? nextRuns(d.schedule, new Date()).map((t) => t.toISOString()) : [],
    ...(idle ? { signInWarning: { idleDays: idle.idleDays, lapsesOn: idle.lapsesOn, lapsed: idle.lapsed } } : {}),
  };
}

/** The OS scheduler follows the saved automation; the automation stays saved when it refuses. */
async function followSchedule(change: () => Promise<void> | undefined): Promise<void> {
  try {
    await change();
  } catch (err) {
    throw new IpcRefusal({
      code: 'failed',
      message: `The automation is saved, but the system's scheduler did not take its schedule: ${err instanceof Error ? err.message : String(err)}`,
    });
  }
}

function named(ctx: AppContext, name: string): AutomationDefinition {
  const d = ctx.automations.store.get(name);
  if (!d) throw new IpcRefusal({ code: 'failed', message: `There is no automation named "${name}".` });
  return d;
}

/** "Check sign-in": Settings' connection test on the automation's connection, as `login --check` signs in once. */
async function checkSignIn(ctx: AppContext, id: string): Promise<{ ok: boolean; connection: string; message: string }> {
  const known = ctx.connections.list().connections.find((c) => c.id === id);
  if (!known) return { ok: false, connection: id, message: `There is no connection '${id}'.` };
  const steps = await ctx.connections.test(id);
  const failed = steps.find((s) => s.outcome === 'failed');
  const token = steps.find((s) => s.step === 'token');
  if (!failed) noteAppTokenUse(ctx.dataDir, ctx.connections, id, ctx.deps.sandbox); // signed in: idle time starts again
  return { ok: !failed, connection: known.name, message: failed ? failed.detail : (token?.detail ?? '') };
}

function loginItem(ctx: AppContext): { enabled: boolean; supported: boolean } {
  const port = ctx.deps.loginItem;
  return { enabled: port?.supported ? port.get() : false, supported: Boolean(port?.supported) };
}

export function automationHandlers(ctx: AppContext): HandlersOf<'automations.'> {
  const { store, runner } = ctx.automations;
  return {
    'automations.list': async () => ({ automations: store.list().map((d) => summary(ctx, d)) }),
    'automations.save': async ({ folder, mapping, previousName, sourceSecret, ...rest }) => {
      // Saving refuses what sending would refuse (issue 39): an http:// webhook off this machine.
      const hook = rest.notify?.webhook ? checkWebhookUrl(rest.notify.webhook) : null;
      if (hook && 'error' in hook)
        throw new IpcRefusal({
          code: 'failed',
          message: hook.error,
          hint: 'Give the https address your Slack or Teams channel gave.',
        });
      const saved = await store.save(
        {
          ...rest,
          folder: watchedFolder(ctx, folder, rest.source),
          ...(mapping ? { mapping: ctx.files.resolve(mapping, 'file') } : {}),
        },
        previousName,
      );
      await keepSourceSecret(ctx, saved.source, sourceSecret);
      runner.rescheduled(saved.name);
      await followSchedule(() => ctx.automations.osSchedule?.saved(saved, previousName));
      return summary(ctx, saved);
    },
    'automations.delete': async ({ name }) => {
      const gone = named(ctx, name).name;
      await store.delete(gone);
      await followSchedule(() => ctx.automations.osSchedule?.removed(gone));
      return { ok: true };
    },
    'automations.runNow': async ({ name }) => ({ runs: await runner.runNow(named(ctx, name).name) }),
    'automations.history': async ({ name }) => ({ runs: store.history(named(ctx, name).name) }),
    'automations.openWorkbook': async ({ name, runId, which }) => {
      const automation = named(ctx, name);
      const run = store.history(automation.name).find((r) => r.id === runId);
      const recorded = run?.[which];
      const file = recorded ? openableWorkbook(recorded, automation.folder) : null;
      if (!file)
        throw new IpcRefusal({
          code: 'failed',
          message: 'That workbook is no longer there.',
          hint: "It may have been moved or deleted; only an .xlsx in the automation's folder is opened.",
        });
      await ctx.deps.openPath?.(file);
      return { ok: true };
    },
    'automations.checkSignIn': ({ connection }) => checkSignIn(ctx, connection),
    'automations.startWithSystem': async () => loginItem(ctx),
    'automations.setStartWithSystem': async ({ enabled }) => {
      if (ctx.deps.loginItem?.supported) ctx.deps.loginItem.set(enabled);
      return loginItem(ctx);
    },
  };
}
