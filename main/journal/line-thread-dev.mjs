// Entry of the line writer's thread when the app runs from its .ts sources (tests, tsx):
// registers tsx's loader in this thread, then loads the thread (see
// main/review/ingest-worker-dev.mjs for why not execArgv). The build starts line-thread.js.
import { register } from 'tsx/esm/api';

register();
await import('./line-thread.ts');
