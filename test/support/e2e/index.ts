// Browser-test support: the built renderer in headless Chromium wired to the real handler
// table, and what tests do to it (drop files, type, read counts, run axe). Kept apart from
// test/support/index.ts so tests that drive no browser never load playwright-core.
export * from './app.js';
export * from './axe.js';
export * from './browser-bridge.js';
export * from './chromium.js';
export * from './counts.js';
export * from './drop.js';
export * from './i18n-scan.js';
export * from './i18n-text.js';
export * from './keyboard.js';
export * from './renderer-build.js';
export * from './static-server.js';
export * from './smoke-steps.js';
export * from './overflow-scan.js';
