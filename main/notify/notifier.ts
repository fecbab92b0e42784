// A watcher's notifications in the background: each file's is queued as the file ends, sent
// while the next file imports, one after another in the order of the files, and waited for
// before the watcher exits (each send is bounded by its timeout). Failures go to `onResult`.
import { sendNotifications, type NotifyResult, type NotifyTargets } from './send.js';
import type { NotificationPayload } from './payload-types.js';

export class Notifier {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly targets: NotifyTargets,
    private readonly onResult: (r: NotifyResult, payload: NotificationPayload) => void,
  ) {}

  /** Queues a notification; returns at once. */
  notify(payload: NotificationPayload): void {
    this.chain = this.chain.then(async () => {
      for (const r of await sendNotifications(this.targets, payload)) this.onResult(r, payload);
    });
  }

  /** Resolves when every queued notification was sent or failed. */
  drain(): Promise<void> {
    return this.chain;
  }
}
