// shared/errors: error shapes both the engine (main) and the CLI use.
export { UserError, type ErrorText } from './user-error.js';
export { RunStoppedError } from './run-stopped.js';
