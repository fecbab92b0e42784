// The saved automations and each one's history, in <dataDir>/automations.json: checked with
// the one schema the app's IPC uses (shared/ipc), written whole or not at all
// (write-file-atomic through main/files) and for its owner alone, as the other data files.
// A file that does not match is refused with where and why, never half-read nor overwritten.
// Changes go through main/files' JsonStore, under the file's own lock: the app's runner and
// `watch --automation` (another process) record runs into it at the same time and lose none.
import { join } from 'node:path';
import * as z from 'zod';
import { UserError } from '../../../shared/errors/index.js';
import { AutomationDefinition, AutomationRun, type AutomationInput } from '../../../shared/ipc/index.js';
import { issuesLine as oneLine, JsonStore } from '../../files/index.js';

export const AUTOMATIONS_FILE = 'automations.json';
/** The runs kept per automation, newest first. */
export const HISTORY_KEPT = 50;

const StoreFile = z
  .object({
    version: z.literal(1),
    automations: z.array(AutomationDefinition),
    history: z.record(z.string(), z.array(AutomationRun)).default({}),
  })
  .strict();
type StoreFile = z.output<typeof StoreFile>;

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export class AutomationStore {
  /** Read checked, changed under the file's own lock: the app's runner and `watch --automation` both record runs. */
  private readonly json: JsonStore<typeof StoreFile>;

  constructor(readonly file: string) {
    this.json = new JsonStore(file, StoreFile, {
      what: 'The saved automations',
      empty: () => ({ version: 1, automations: [], history: {} }),
      startAfresh: 'with no automations; their runs are not lost: the files stay in processed/, failed/ and held/',
    });
  }

  static in(dataDir: string): AutomationStore {
    return new AutomationStore(join(dataDir, AUTOMATIONS_FILE));
  }

  /** The whole file; none yet reads as empty. Throws a UserError naming what is wrong. */
  read(): StoreFile {
    return this.json.read();
  }

  list(): AutomationDefinition[] {
    return this.read().automations;
  }

  get(name: string): AutomationDefinition | null {
    return this.list().find((a) => same(a.name, name)) ?? null;
  }

  /** The runs of one automation, newest first. */
  history(name: string): AutomationRun[] {
    const data = this.read();
    const key = Object.keys(data.history).find((k) => same(k, name));
    return key ? (data.history[key] ?? []) : [];
  }

  /** Creates, or replaces `previousName` (a rename keeps its history); names are unique regardless of case. */
  save(input: AutomationInput, previousName?: string): Promise<AutomationDefinition> {
    const checked = AutomationDefinition.safeParse(input);
    if (!checked.success)
      return Promise.reject(
        new UserError(
          { id: 'errors:automation.invalid', params: { issues: oneLine(checked.error) } },
          { id: 'errors:automation.invalidHint' },
        ),
      );
    const definition = checked.data;
    return this.change((data) => {
      const old = previousName ?? definition.name;
      const clash = data.automations.find((a) => same(a.name, definition.name) && !same(a.name, old));
      if (clash || (!previousName && data.automations.some((a) => same(a.name, definition.name))))
        throw new UserError(
          { id: 'errors:automation.exists', params: { name: definition.name } },
          { id: 'errors:automation.existsHint' },
        );
      const at = data.automations.findIndex((a) => same(a.name, old));
      if (previousName && at < 0)
        throw new UserError(
          { id: 'errors:automation.missing', params: { name: previousName } },
          { id: 'errors:automation.missingHint' },
        );
      if (at >= 0) data.automations[at] = definition;
      else data.automations.push(definition);
      const runs = this.takeHistory(data, old);
      if (runs) data.history[definition.name] = runs;
      return definition;
    });
  }

  delete(name: string): Promise<void> {
    return this.change((data) => {
      data.automations = data.automations.filter((a) => !same(a.name, name));
      this.takeHistory(data, name);
    });
  }

  /**
   * Adds a run at the top of the automation's history, keeping the last HISTORY_KEPT. The run
   * is checked first: one that does not match the schema would make the whole file unreadable
   * at the next read, losing every automation's history with it.
   */
  record(name: string, run: AutomationRun): Promise<void> {
    const checked = AutomationRun.safeParse(run);
    if (!checked.success)
      return Promise.reject(
        new UserError(
          { id: 'errors:automation.runInvalid', params: { name, issues: oneLine(checked.error) } },
          { id: 'errors:automation.runInvalidHint' },
        ),
      );
    return this.change((data) => {
      const runs = [checked.data, ...(this.takeHistory(data, name) ?? [])].slice(0, HISTORY_KEPT);
      data.history[name] = runs;
    });
  }

  private takeHistory(data: StoreFile, name: string): AutomationRun[] | undefined {
    const key = Object.keys(data.history).find((k) => same(k, name));
    if (key === undefined) return undefined;
    const runs = data.history[key];
    delete data.history[key];
    return runs;
  }

  private change<T>(edit: (data: StoreFile) => T): Promise<T> {
    return this.json.update(edit);
  }
}
