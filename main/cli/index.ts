#!/usr/bin/env node
// Entry point of `npm run cli -- <command>`.
import { runCli } from './program.js';

const code = await runCli(process.argv.slice(2));
// Let stdout drain before exiting, so piped output is complete.
process.stdout.write('', () => process.exit(code));
