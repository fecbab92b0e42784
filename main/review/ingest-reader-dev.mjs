// Entry of the review's reader thread when the app runs from its .ts sources (tests, tsx):
// registers tsx's loader in this thread, then loads the reader (see ingest-worker-dev.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./ingest-reader.ts');
