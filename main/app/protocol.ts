// Serves the built renderer from app://commerce-bulk/ rather than file://, so the UI has a
// real origin (checked by the IPC sender check) and a CSP header on every response. What is
// served and what refused is decided in main/shell-rules (plain Node, unit-tested).
import { protocol } from 'electron';
import { APP_ORIGIN, APP_SCHEME, createAppHandler } from '../shell-rules/index.js';

export { APP_ORIGIN, APP_SCHEME };

/** Must run before app 'ready'. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export function serveRenderer(rendererDir: string, csp: string): void {
  protocol.handle(APP_SCHEME, createAppHandler({ rendererDir, csp }));
}
