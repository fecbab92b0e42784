// Exit codes scripts rely on (architecture.md): 0 all rows succeeded, 1 some rows failed or
// were invalid, 2 the command could not run, 3 authentication failed, 4 interrupted, 5 a
// watched folder stayed locked by another watcher for --lock-wait seconds. Apart
// from exit-codes.ts so that start-up does not load the engines' error classes for them.
export const EXIT = { ok: 0, rowsFailed: 1, cannotRun: 2, auth: 3, interrupted: 4, lockHeld: 5 } as const;
