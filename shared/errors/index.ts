// shared/errors: error shapes both the engine (main) and the CLI use.
export { UserError, type ErrorMessage, type ErrorParam, type ErrorText, type ShownError } from './user-error.js';
export { ENGLISH_ERRORS } from './english.js';
export { RunStoppedError } from './run-stopped.js';
