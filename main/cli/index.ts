#!/usr/bin/env node
// Entry point of `npm run cli -- <command>`.
import { setFlagsFromString } from 'node:v8';
import { runCli } from './program.js';
import { holdYoungGeneration } from './young-generation.js';

// undici parses HTTP with llhttp compiled to WebAssembly; V8 recompiles it with its optimising
// tier on the first responses, which cost a command that sends a few requests ~35 MB of memory
// and more CPU than the parsing it speeds up (issue 44, docs/performance.md). The baseline
// tier is set before any request is made; it applies to WebAssembly only.
setFlagsFromString('--liftoff-only');
holdYoungGeneration(); // released by program.ts once the command's modules are loaded

const code = await runCli(process.argv.slice(2));
// Let stdout drain before exiting, so piped output is complete.
process.stdout.write('', () => process.exit(code));
