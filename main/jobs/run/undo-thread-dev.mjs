// Entry of the undo workbook's thread when the app runs from its .ts sources (tests, tsx):
// registers tsx's loader in this thread, then loads the thread (see
// main/review/ingest-worker-dev.mjs for why not execArgv). The build starts undo-thread.js.
import { register } from 'tsx/esm/api';

register();
await import('./undo-thread.ts');
