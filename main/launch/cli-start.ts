// "Is this start of the app a command-line start?" The installed launchers (the deb's
// /usr/bin/commerce-bulk, the Windows commerce-bulk.cmd, the macOS link) run the app's own
// executable with CLI_MARKER first, then `--`, then the user's arguments, as VS Code's `code`
// runs its app. Only the marker decides: a file the OS opens with the app (`app report.csv`)
// or a login-item start must still open the window.

/** The argument the launchers put before the user's arguments. */
export const CLI_MARKER = '--commerce-bulk-cli';

/**
 * The CLI's arguments when `argv` (process.argv: the executable, in development the app
 * folder, then the arguments) is a command-line start, else null. The `--` after the marker
 * is the launchers' and is dropped: it stops Chromium from reading the user's arguments as
 * its own switches.
 */
export function cliArgsOf(argv: readonly string[]): string[] | null {
  const at = argv.indexOf(CLI_MARKER);
  if (at < 0) return null;
  const rest = argv.slice(at + 1);
  return rest[0] === '--' ? rest.slice(1) : rest;
}
