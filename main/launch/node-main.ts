#!/usr/bin/env node
// The app's start under plain Node: the same startApp the Electron entry runs, without the
// window (Electron is missing here and on CI). The launcher tests point the installed
// launcher at this file: `node dist/main/launch/node-main.js --commerce-bulk-cli -- <args>`.
import { startApp } from './start.js';

await startApp(process.argv, {
  beforeCli: () => {},
  startWindow: () => {
    process.stderr.write('This is the app without its window: start it with --commerce-bulk-cli -- <command>.\n');
    process.exitCode = 2;
    return Promise.resolve();
  },
});
