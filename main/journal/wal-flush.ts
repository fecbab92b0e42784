// Durable without blocking the main thread (issue 44). A commit made with synchronous=NORMAL
// is in the WAL file when it returns: in the OS's hands, so a kill of the process cannot lose
// it, but a power cut can. synchronous=FULL closes that gap with an fsync inside the commit,
// on the main thread (~3 ms each, a fifth of a send's wall time at 100 $batches a second).
// Here the commit is NORMAL and the WAL file is then fdatasync'd on libuv's thread pool: the
// main thread reads other batches' answers meanwhile, and a caller waits for the promise
// before it acts on the commit (the sender puts a batch on the wire only after its own mark
// is on disk). Commits made while one flush runs share the next one.
// Safe as SQLite's own sync is: the WAL file is the same file for the connection's life (it
// is only removed when the last connection closes); a checkpoint syncs the WAL before copying
// it into the database and the database after (NORMAL does so), and a WAL restarted after a
// full checkpoint holds nothing the synced database lacks.
import { closeSync, fdatasync, openSync } from 'node:fs';

export class WalFlusher {
  /** Commits announced (afterCommit) and commits known on disk, counted alike. */
  private committed = 0;
  private durable = 0;
  private running: Promise<void> | null = null;
  private fd: number | null = null;
  private closed = false;

  constructor(private readonly walFile: string) {}

  /** Call right after a commit: resolves once that commit is on disk (rejects if the sync failed). */
  async afterCommit(): Promise<void> {
    const mine = ++this.committed;
    while (this.durable < mine) {
      // A flush already running may have started before this commit: wait for it, then run one
      // that surely covers it (and every commit made while that one ran).
      this.running ??= this.flush().finally(() => {
        this.running = null;
      });
      await this.running;
    }
  }

  private async flush(): Promise<void> {
    if (this.closed) throw new Error('the journal is closed');
    const upTo = this.committed;
    // Opened once: the WAL is the same file while the connection is open (see the top).
    this.fd ??= openSync(this.walFile, 'r+');
    const fd = this.fd;
    await new Promise<void>((resolve, reject) => fdatasync(fd, (err) => (err ? reject(err) : resolve())));
    this.durable = Math.max(this.durable, upTo);
  }

  /** Closes the WAL's descriptor (after a flush in progress, never under it). */
  close(): void {
    this.closed = true;
    const shut = (): void => {
      if (this.fd !== null) closeSync(this.fd);
      this.fd = null;
    };
    if (this.running) void this.running.then(shut, shut);
    else shut();
  }
}
