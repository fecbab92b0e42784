// How the app starts: as the command line (a launcher's marker) or as the window.
export { CLI_MARKER, cliArgsOf } from './cli-start.js';
export { startApp, type StartHooks } from './start.js';
export {
  CLI_LINK,
  adminLinkScript,
  installCommandLineTool,
  launcherIn,
  type RunOsascript,
} from './command-line-tool.js';
