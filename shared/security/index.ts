// shared/security: what keeps secrets and foreign code out: the UI's Content-Security-Policy
// (csp.ts) and the one registry of live secrets that every message, log line and report is
// scrubbed through (redact.ts). Pure: main/auth registers the secrets, everyone redacts.
export { CONTENT_SECURITY_POLICY } from './csp.js';
export { forgetSecret, liveSecretCount, redact, registerSecret } from './redact.js';
export { redactShown } from './redact-shown.js';
