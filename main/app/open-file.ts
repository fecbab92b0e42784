// Files the OS opens with the app: 'open-file' on macOS (also before ready), and the
// command line on Windows and Linux (first start and a second instance).
import { app } from 'electron';
import { existsSync } from 'node:fs';
import path from 'node:path';

const SPREADSHEET = /\.(csv|xlsx|tsv|txt)$/i;

export function filesInArgv(argv: string[], cwd = process.cwd()): string[] {
  return argv
    .slice(1)
    .filter((a) => !a.startsWith('-') && SPREADSHEET.test(a))
    .map((a) => path.resolve(cwd, a))
    .filter((p) => existsSync(p));
}

/** Calls `open` for every file the OS hands us; files before `ready` are queued. */
export function watchOpenedFiles(open: (file: string) => void): void {
  const queue: string[] = [...filesInArgv(process.argv)];
  let ready = false;
  const take = (file: string): void => {
    if (ready) open(file);
    else queue.push(file);
  };
  app.on('open-file', (event, file) => {
    event.preventDefault();
    take(file);
  });
  app.on('second-instance', (_event, argv, cwd) => {
    for (const f of filesInArgv(argv, cwd)) take(f);
  });
  // Files the OS handed over before the window existed are opened once it is ready; the
  // caller does not wait for that.
  void app
    .whenReady()
    .then(() => {
      ready = true;
      for (const f of queue.splice(0)) open(f);
    })
    .catch((error: unknown) => console.error('Could not open the files passed at start-up.', error));
}
