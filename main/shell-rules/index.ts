// The app shell's decisions as plain functions (no electron import): the app:// handler, the
// navigation, window-open and permission answers, the windows' webPreferences. main/app only
// wires them into Electron; test/unit/shell-rules runs them under Node.
export { APP_HOST, APP_ORIGIN, APP_SCHEME, isAppUrl } from './origin.js';
export { createAppHandler, rendererPath, type AppHandlerOptions, type RendererPath } from './serve.js';
export {
  grantsPermissionCheck,
  grantsPermissionRequest,
  isAllowedNavigation,
  windowOpenDecision,
} from './navigation.js';
export { loginWindowWebPreferences, mainWindowWebPreferences, type LockedWebPreferences } from './web-preferences.js';
export { CONTENT_SECURITY_POLICY } from '../../shared/security/index.js';
export {
  START_MINIMISED_ARG,
  loginItemChoice,
  loginItemSupported,
  startedMinimised,
  type LoginItemChoice,
} from './login-item.js';
