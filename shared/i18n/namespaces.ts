// One catalogue per part of the app, so that the people translating (and changing) one screen
// never touch another's file. Each namespace has a file per language in locales/<lang>/.
export const NAMESPACES = [
  'common', // App.tsx, a11y/, errors/, grid/, InterruptedRuns, shared words (OK, Cancel, Close)
  'import', // renderer/src/import/
  'export', // renderer/src/export/
  'history', // renderer/src/history/
  'connection', // renderer/src/connection/
  'settings', // renderer/src/settings/
  'about', // renderer/src/about/
  'automations', // renderer/src/automations/ (issue 28)
  'notifications', // e-mail, webhook and desktop notifications, their settings (issue 28)
  'main', // the main process: menus, dialogs, the login window, notifications
  'engine', // the engine's row messages (Invalid reasons, fixes, failures) by message id
  'errors', // what main says when it refuses (UserError's message and hint, issue 40)
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A catalogue: a flat map from key to text; `{{name}}` placeholders, plurals as `key_one` / `key_other`. */
export type Catalogue = Readonly<Record<string, string>>;
