// Entry of the ingest worker when the app runs from its .ts sources (tests, tsx): registers
// tsx's loader in this thread, then loads the worker. Why not `execArgv: ['--import', 'tsx']`:
// on Node 20 a loader given that way is not applied to a worker's own entry (".ts: Unknown
// file extension"). The built app starts the compiled ingest-worker.js directly instead.
import { register } from 'tsx/esm/api';

register();
await import('./ingest-worker.ts');
